import { isLanguage, type Language, negotiateLanguage } from '@shared/language';

export const LANGUAGE_STORAGE_KEY = 'language';

/** A language chosen with the switch (kept in local storage) wins over the browser's. */
export function initialLanguage(storage: Pick<Storage, 'getItem'>, languages: readonly string[]): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : negotiateLanguage(languages);
}
