import type { IntlShape, PrimitiveType } from 'react-intl';
import type { Language } from '@shared/language';
import type { MessageId } from './catalogue';
import { useLanguage } from './language-store';
import { createSiteIntl } from './site-intl';

/** Formats a message of one shared component's catalogue: only its ids, so an unknown one is a type error. */
export type ComponentMessage<Id extends string> = (id: Id, values?: Record<string, PrimitiveType>) => string;

type ComponentCatalogue<Id extends string> = Record<Language, Record<Id, string>>;

const formatters = new WeakMap<object, Map<Language, ComponentMessage<string>>>();

/**
 * The messages of a component several features share (a form's status, the buyer's fields): a catalogue of its
 * own declared with `defineCatalogue()` beside it, and imported by the component, so that its text travels in the
 * chunk that renders it rather than in the shell's first download or in every feature's catalogue. The build
 * pre-parses it like the features' (`web/vite-plugins/precompile-messages.ts`); react-intl formats it, with a
 * formatter per catalogue and language made once. Usable outside React, where a function is given the language.
 */
export function componentMessages<Id extends string>(
  catalogue: ComponentCatalogue<Id>,
  language: Language,
): ComponentMessage<Id> {
  let byLanguage = formatters.get(catalogue);
  if (!byLanguage) formatters.set(catalogue, (byLanguage = new Map()));
  let format = byLanguage.get(language);
  if (!format) {
    // Typed by this catalogue's own ids (`Id`), not by the features' that react-intl is told of.
    const messages = catalogue[language] as IntlShape['messages'];
    const intl = createSiteIntl(language, messages, reportMissingMessage);
    format = (id, values) => intl.formatMessage({ id: id as MessageId }, values);
    byLanguage.set(language, format);
  }
  return format;
}

/** A shared component's messages in the page's language. */
export function useComponentMessages<Id extends string>(
  catalogue: ComponentCatalogue<Id>,
): ComponentMessage<Id> {
  return componentMessages(catalogue, useLanguage());
}

function reportMissingMessage(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
