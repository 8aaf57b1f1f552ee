import type { IntlShape } from 'react-intl';

/** How the page writes the quote's amounts, rates and dates in its language. */
export function quoteFormats(intl: IntlShape) {
  return {
    money: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' }),
    percent: (percent: number) =>
      intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
    /** A calendar day (2026-12-20), read as midnight UTC and so shown in UTC: that day everywhere. */
    day: (day: string) => intl.formatDate(day, { dateStyle: 'long', timeZone: 'UTC' }),
    /** A moment: the day and the time, in the reader's time zone. */
    moment: (at: string) => intl.formatDate(at, { dateStyle: 'long', timeStyle: 'short' }),
  };
}
