import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, createIntlCache, type IntlConfig, type IntlShape, ReactIntlErrorCode } from 'react-intl';
import { intlLocale } from '@shared/i18n/intl-locale';
import type { Language } from '@shared/language';

const cache = createIntlCache();

/**
 * A react-intl formatter for the site's languages. React-intl checks that a locale is among those Chromium's
 * number and date formats support, and the message formatter resolves its locale against the same list: the
 * first look at that list makes Chromium build it, 15 to 30 ms of main thread on a phone before any number is
 * formatted, in the middle of the page's start-up (docs/decisions/006). The site's two locales are supported by
 * every browser, so neither asks: the locale is given as react-intl's default locale (its documented fallback
 * when no locale is set), and the message formatter takes the locale it is given. A page that formats a number
 * or a date still pays for the list, when it does.
 */
export function createSiteIntl(
  language: Language,
  messages: IntlShape['messages'],
  onError: NonNullable<IntlConfig['onError']>,
): IntlShape {
  return createIntl(
    {
      locale: '',
      defaultLocale: intlLocale(language),
      messages,
      onError: (error) => {
        if (error.code !== ReactIntlErrorCode.INVALID_CONFIG) onError(error);
      },
    },
    cache,
  );
}

IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(Array.isArray(locales) ? locales[0]! : locales);
