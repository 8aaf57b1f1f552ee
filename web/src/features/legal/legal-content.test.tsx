import { render as renderInPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { alexaPrivacy } from './content/alexa-privacy';
import { alexaTerms } from './content/alexa-terms';
import { appPrivacy } from './content/app-privacy';
import { googleHomePrivacy } from './content/google-home-privacy';
import { LegalDocument } from '@/components/legal-document';

const values = { email: 'support@example.test', business: 'Example Integrator', app: 'Domiko' };
const texts = { alexaTerms, alexaPrivacy, googleHomePrivacy, appPrivacy };

// The page around the document is in English: the French version is still formatted in French.
const render = (document: ReactElement) => renderInPage(<IntlProvider locale="en">{document}</IntlProvider>);

describe('LegalDocument', () => {
  it.each(Object.entries(texts))(
    '%s: English, a rule, then French, eight numbered sections each',
    (_, text) => {
      const { container } = render(
        <LegalDocument
          header={{ eyebrow: 'Legal', title: 'Page title', note: 'Note' }}
          text={text}
          values={values}
        />,
      );
      const order = [...container.querySelectorAll(':scope article > div > *')].map((node) =>
        node.tagName === 'HR' ? 'hr' : node.getAttribute('lang'),
      );
      expect(order).toEqual(['en', 'hr', 'fr']);
      for (const lang of ['en', 'fr']) {
        const version = container.querySelector<HTMLElement>(`section[lang="${lang}"]`)!;
        const headings = within(version).getAllByRole('heading', { level: 3 });
        expect(headings.map((heading) => heading.textContent?.slice(0, 3))).toEqual([
          '1. ',
          '2. ',
          '3. ',
          '4. ',
          '5. ',
          '6. ',
          '7. ',
          '8. ',
        ]);
        expect(version.textContent).toMatch(lang === 'en' ? /24 January 2025/ : /24 janvier 2025/);
        const links = within(version).getAllByRole('link', { name: values.email });
        for (const link of links) expect(link).toHaveAttribute('href', `mailto:${values.email}`);
        expect(version.textContent).not.toMatch(/\{(email|business|app)\}|<\/?strong>/);
      }
    },
  );

  it('fills the business name and the app name from the settings', () => {
    render(
      <LegalDocument
        header={{ eyebrow: 'Legal', title: 'Privacy', note: 'Note' }}
        text={appPrivacy}
        values={values}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Privacy Policy of the Domiko App' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Politique de confidentialité de l’application Domiko' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Example Integrator/).length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'Account information', ': your Amazon Alexa user ID'],
    ['fr', 'Informations de compte', ' : votre identifiant utilisateur Amazon Alexa'],
  ] as const)('sets the lead-in of a list item in bold (%s)', (lang, lead, rest) => {
    const { container } = render(
      <LegalDocument
        header={{ eyebrow: 'Legal', title: 'Privacy', note: 'Note' }}
        text={alexaPrivacy}
        values={values}
      />,
    );
    const version = container.querySelector<HTMLElement>(`section[lang="${lang}"]`)!;
    const item = within(version)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(lead))!;
    expect(within(item).getByText(lead).tagName).toBe('STRONG');
    expect(item.textContent).toContain(`${lead}${rest}`);
  });
});
