import type { Language } from '../language';

/**
 * Messages in both languages under the same keys: ICU messages (`{name}` placeholders), on the web (a feature's
 * or a component's `*-messages.ts`, formatted by react-intl) and on the server (mails and pages, formatted by
 * `translator()` in `server/lib/i18n/catalogue.ts`).
 */
export type Catalogue<Messages extends Record<string, string>> = Record<Language, Messages>;

/**
 * Declares a catalogue from its English and French messages. French must have exactly the English keys, so a
 * message missing in either language is a type error; the English text fixes each message's placeholders.
 * The web's build replaces this call by the parsed messages (`web/vite-plugins/precompile-messages.ts`), so a
 * messages file imports nothing else.
 */
export function defineCatalogue<const English extends Record<string, string>>(
  en: English,
  fr: { [Key in keyof English]: string },
): Catalogue<English> {
  // French is typed with the English messages so that both languages ask for the same values; the catalogue
  // tests check that the French messages do have the same placeholders.
  return { en, fr: fr as Record<keyof English, string> as English };
}
