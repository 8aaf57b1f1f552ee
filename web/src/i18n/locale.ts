import type { Locale } from './bilingual';

export const LANGUAGE_STORAGE_KEY = 'language';

/** French for a French browser (fr, fr-FR, any fr-*), English otherwise. */
export function browserLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-') ? 'fr' : 'en';
}

/** A language chosen with the switch (kept in local storage) wins over the browser's. */
export function initialLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): Locale {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === 'en' || stored === 'fr') return stored;
  return browserLocale(languages);
}
