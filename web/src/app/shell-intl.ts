import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Language } from '@shared/language';
import { shellCatalogue } from './message-catalogue';

const cache = createIntlCache();
const created = new Map<Language, IntlShape>();

/**
 * The shell's formatter (its messages, in one language), created once per language. The first creation makes
 * the browser build its locale data for `Intl` (10 to 25 ms of main thread on a phone, docs/decisions/006), so
 * the start-up calls this as a step of its own rather than inside React's first render.
 */
export function shellIntl(language: Language): IntlShape {
  let intl = created.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
        defaultLocale: 'en-GB',
        messages: shellCatalogue[language],
        onError: reportIntlError,
      },
      cache,
    );
    created.set(language, intl);
  }
  return intl;
}

/** A missing message renders its id (react-intl's fallback); say so while developing, stay quiet in production. */
function reportIntlError(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
