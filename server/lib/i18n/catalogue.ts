import IntlMessageFormat from 'intl-messageformat';
import type { Language } from '../../../shared/language';

/**
 * One feature's server copy in both languages: ICU messages (`{name}` placeholders) under the same keys.
 * Server catalogues are formatted on their own, never merged, so their keys need no feature prefix.
 */
export type Catalogue<Messages extends Record<string, string>> = Record<Language, Messages>;

/**
 * Declares a catalogue from its English and French messages. French must have exactly the English keys, so a
 * message missing in either language is a type error; the English text fixes each message's placeholders.
 */
export function defineCatalogue<const English extends Record<string, string>>(
  en: English,
  fr: { [Key in keyof English]: string },
): Catalogue<English> {
  // French is typed with the English messages so that both languages ask for the same values; the catalogue
  // test checks that the French messages do have the same placeholders.
  return { en, fr: fr as Record<keyof English, string> as English };
}

/**
 * The `{name}` placeholders of an ICU message, or `string` when an argument nests messages (`plural`,
 * `select`): the type reads simple arguments only, and a nested one is checked when it is formatted.
 */
type Placeholders<Message extends string> = Message extends `${string}{${infer Argument}}${infer Rest}`
  ? Argument extends `${string}{${string}`
    ? string
    : (Argument extends `${infer Name},${string}` ? Name : Argument) | Placeholders<Rest>
  : never;

/** The values a message needs: none, or one per placeholder. */
export type MessageValues<Message extends string> = [Placeholders<Message>] extends [never]
  ? []
  : [values: Record<Placeholders<Message>, string | number>];

/** Formats a message of one catalogue in one language; every value is text, never markup. */
export type Translate<Messages extends Record<string, string>> = <Key extends keyof Messages & string>(
  key: Key,
  ...values: MessageValues<Messages[Key]>
) => string;

const compiled = new WeakMap<Record<string, string>, Map<string, IntlMessageFormat>>();

/** A formatter bound to one catalogue and language, compiling each message once. */
export function translator<Messages extends Record<string, string>>(
  catalogue: Catalogue<Messages>,
  language: Language,
): Translate<Messages> {
  const messages: Record<string, string> = catalogue[language];
  const cache = compiled.get(messages) ?? new Map<string, IntlMessageFormat>();
  compiled.set(messages, cache);
  return (key, ...values) => {
    let format = cache.get(key);
    if (!format) {
      const message = messages[key];
      if (message === undefined) throw new Error(`no message "${key}" in the ${language} catalogue`);
      cache.set(key, (format = new IntlMessageFormat(message, language)));
    }
    return String(format.format(values[0]));
  };
}
