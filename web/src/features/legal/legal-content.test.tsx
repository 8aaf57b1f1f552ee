import { render as renderInPage, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { alexaPrivacy } from './content/alexa-privacy';
import { alexaTerms } from './content/alexa-terms';
import { appPrivacy } from './content/app-privacy';
import { googleHomePrivacy } from './content/google-home-privacy';
import { voicePrivacyClosing } from './content/voice-privacy-closing';
import { withSections } from './legal-page';
import { LegalDocument } from '@/components/legal-document';

const values = {
  email: 'support@example.test',
  business: 'Example Integrator',
  app: 'Domiko',
  retentionMonths: 36,
};
const texts = {
  alexaTerms,
  alexaPrivacy: withSections(alexaPrivacy, voicePrivacyClosing),
  googleHomePrivacy: withSections(googleHomePrivacy, voicePrivacyClosing),
  appPrivacy,
};
const header = { eyebrow: 'Legal', title: 'Page title', note: 'Note' };

type LegalText = Parameters<typeof LegalDocument>[0]['text'];

// The page around the document is in English: the French version is still formatted in French. It is
// rendered one task after the English one (below the fold), so the document is read once it is there.
async function render(text: LegalText, documentValues = values) {
  const result = renderInPage(
    <IntlProvider locale="en">
      <LegalDocument header={header} text={text} values={documentValues} />
    </IntlProvider>,
  );
  await waitFor(() => expect(result.container.querySelector('section[lang="fr"]')).not.toBeNull());
  return result;
}

/** The app's privacy policy with the given retention period: its English and French versions. */
async function renderAppPrivacy(retentionMonths: number) {
  const { container } = await render(appPrivacy, { ...values, retentionMonths });
  return {
    english: container.querySelector<HTMLElement>('section[lang="en"]')!,
    french: container.querySelector<HTMLElement>('section[lang="fr"]')!,
  };
}

describe('LegalDocument', () => {
  it.each(Object.entries(texts))(
    '%s: English, a rule, then French, eight numbered sections each',
    async (_, text) => {
      const { container } = await render(text);
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

  it('states how long messages sent through the site are kept, in both languages', async () => {
    const { english, french } = await renderAppPrivacy(24);
    expect(english.textContent).toMatch(/kept for 24 months after they arrive, then deleted/);
    expect(english.textContent).toMatch(/spam are deleted after 30 days/);
    expect(french.textContent).toMatch(/conservés 24 mois après leur réception, puis supprimés/);
    expect(french.textContent).toMatch(/supprimés au bout de 30 jours/);
  });

  it('writes the retention period without building a number format (its first use costs a phone 100 ms)', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      const { english, french } = await renderAppPrivacy(1);
      expect(english.textContent).toMatch(/kept for 1 month after/);
      expect(french.textContent).toMatch(/conservés 1 mois après/);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('fills the business name and the app name from the settings', async () => {
    await render(appPrivacy);
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
  ] as const)('sets the lead-in of a list item in bold (%s)', async (lang, lead, rest) => {
    const { container } = await render(texts.alexaPrivacy);
    const version = container.querySelector<HTMLElement>(`section[lang="${lang}"]`)!;
    const item = within(version)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(lead))!;
    expect(within(item).getByText(lead).tagName).toBe('STRONG');
    expect(item.textContent).toContain(`${lead}${rest}`);
  });
});
