import type { Language } from '@shared/language';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { registerParsedCopy, useCopyFormatter } from './format-copy';

function TextCopy(props: { message: string }) {
  const copy = useCopyFormatter();
  return <h1>{copy.text(props.message, { app: 'Domix', count: 3 })}</h1>;
}

function RichCopy(props: { message: string; language?: Language }) {
  const copy = useCopyFormatter();
  return (
    <>
      <p>
        {copy.rich(
          props.message,
          {
            app: <a href="/domiko">Domix</a>,
            count: 3,
            strong: (chunks) => <strong>{chunks}</strong>,
          },
          props.language,
        )}
      </p>
    </>
  );
}

const renderInEnglish = (copy: ReactElement) => render(<IntlProvider locale="en">{copy}</IntlProvider>);

describe('useCopyFormatter', () => {
  it('fills placeholders as text', () => {
    renderInEnglish(<TextCopy message="Open {app} on {count} devices" />);
    expect(screen.getByRole('heading', { name: 'Open Domix on 3 devices' })).toBeInTheDocument();
  });

  it('puts elements and tags in rich copy', () => {
    renderInEnglish(<RichCopy message="<strong>Open</strong> {app} now" />);
    expect(screen.getByRole('link', { name: 'Domix' })).toHaveAttribute('href', '/domiko');
    expect(screen.getByText('Open', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Open Domix now');
  });

  it('formats in the language asked for, not only the page’s', () => {
    renderInEnglish(
      <RichCopy message="{count, plural, one {# appareil} other {# appareils}} {app}" language="fr" />,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('3 appareils Domix');
  });

  it('formats the parsed form a copy module registered, as the build makes it', () => {
    // The build registers the parse of the very string; a different parse proves which one is formatted.
    registerParsedCopy({ 'Registered {app}': parse('Parsed by the build for {app}') });
    renderInEnglish(<TextCopy message="Registered {app}" />);
    expect(screen.getByRole('heading', { name: 'Parsed by the build for Domix' })).toBeInTheDocument();
  });

  it('shows a string without message syntax as it is', () => {
    renderInEnglish(<TextCopy message="Lighting scenes and dimming" />);
    expect(screen.getByRole('heading', { name: 'Lighting scenes and dimming' })).toBeInTheDocument();
  });
});
