import type { Language } from '../language';

const intlLocales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/**
 * The BCP 47 locale that `Intl` formats a language's numbers, prices and dates with: `fr-FR` for French,
 * `en-GB` for English (`€250.00`, `3 November 2026`: the euro before the amount, the day before the month).
 */
export function intlLocale(language: Language): string {
  return intlLocales[language];
}
