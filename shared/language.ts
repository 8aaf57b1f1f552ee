/** The site's two languages, and the one rule that picks between them everywhere (page, mails, server pages). */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Content shaped the same in both languages (legal texts, long copy kept inside a page's chunk). */
export type Localized<T> = Record<Language, T>;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/**
 * French when the visitor's first preferred language is French (fr, fr-FR, any fr-*), English otherwise.
 * Takes the browser's `navigator.languages` or an HTTP `Accept-Language` / `Content-Language` header value.
 * Only the first preference counts: a browser set to English first reads the site in English even when French
 * comes second, which is what the visitor asked their browser for.
 */
export function negotiateLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const list = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const first = (list[0] ?? '').split(';')[0]!.trim().toLowerCase();
  return first === 'fr' || first.startsWith('fr-') ? 'fr' : 'en';
}
