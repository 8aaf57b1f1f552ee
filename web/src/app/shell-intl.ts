import type { IntlShape } from 'react-intl';
import type { Language } from '@shared/language';
import { createSiteIntl } from '@/i18n/site-intl';
import { shellCatalogue } from './message-catalogue';

const created = new Map<Language, IntlShape>();

/** The shell's formatter (its messages, in one language), created once per language. */
export function shellIntl(language: Language): IntlShape {
  let intl = created.get(language);
  if (!intl) {
    intl = createSiteIntl(language, shellCatalogue[language], reportIntlError);
    created.set(language, intl);
  }
  return intl;
}

/** A missing message renders its id (react-intl's fallback); say so while developing, stay quiet in production. */
function reportIntlError(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
