import type { IntlShape } from 'react-intl';

/** Day and time in the page's language: `23 Nov 2026, 14:05` or `23 nov. 2026, 14:05`. */
export const dateTimeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** An amount in euros as the page's language writes it (`1 234,50 €`, `€1,234.50`). */
export const formatEuros = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
