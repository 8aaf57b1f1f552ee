import IntlMessageFormat from 'intl-messageformat';
import { type Catalogue, defineCatalogue } from '../../../shared/i18n/define-catalogue';
import type { Language } from '../../../shared/language';

/**
 * A feature's server copy is declared with the site's one catalogue definer (`shared/i18n/define-catalogue.ts`,
 * the web's too), offered here beside its formatter. Server catalogues are formatted on their own, never
 * merged, so their keys need no feature prefix.
 */
export { type Catalogue, defineCatalogue };

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
type MessageValues<Message extends string> = [Placeholders<Message>] extends [never]
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
