import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { shellCatalogue } from '@/app/message-catalogue';
import type { MessageId } from '@/i18n/catalogue';
import { SettingsContext } from '@/lib/settings';
import { PageMeta } from './page-meta';
import { testSettings } from '@/testing/test-settings';

const settings = {
  ...testSettings,
  business: { ...testSettings.business, businessName: 'Example Integrator' },
};

function Page(props: { title: MessageId; description: MessageId }) {
  return (
    <SettingsContext.Provider value={settings}>
      <IntlProvider locale="en-GB" messages={shellCatalogue.en}>
        <PageMeta {...props} />
        <main>page</main>
      </IntlProvider>
    </SettingsContext.Provider>
  );
}

const descriptions = () =>
  [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));

describe('PageMeta', () => {
  it('puts the page title and description in the head, and replaces them on the next page', () => {
    const { rerender } = render(<Page title="shell.nav.store" description="shell.menu.open" />);
    expect(document.title).toBe('Store · Example Integrator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Open the menu',
    );

    rerender(<Page title="shell.nav.contact" description="shell.menu.close" />);
    expect(document.title).toBe('Contact · Example Integrator');
    expect(descriptions()).toEqual(['Close the menu']);
  });
});
