import type { Language } from '@shared/language';

/**
 * Declares one feature's messages in both languages. The French object must have exactly the English keys,
 * so a message missing in either language is a type error.
 */
export function bilingual<const T extends Record<string, string>>(
  en: T,
  fr: { [K in keyof T]: string },
): { en: { [K in keyof T]: string }; fr: { [K in keyof T]: string } } {
  return { en, fr };
}

/** Content shaped the same in both languages (legal texts, long copy kept inside a page's chunk). */
export type Localized<T> = Record<Language, T>;
