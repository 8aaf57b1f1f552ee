import type { Language } from '../language';
import { defineCatalogue } from './define-catalogue';
import { intlLocale } from './intl-locale';

/**
 * How a price is stated: `{amount}` is the amount already written in euros in the language (`€250.00`,
 * `250,00 €`), so these messages need no number formatting of their own.
 */
export const priceMessages = defineCatalogue({ exclVat: '{amount} excl. VAT' }, { exclVat: '{amount} HT' });

const euroFormats = new Map<Language, Intl.NumberFormat>();

/** An amount in euros: `€250.00` in English, `250,00 €` in French (narrow no-break spaces between thousands). */
export function formatEuros(cents: number, language: Language): string {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' });
    euroFormats.set(language, format);
  }
  return format.format(cents / 100);
}

const amountFormats = new Map<Language, Intl.NumberFormat>();

/**
 * An amount as the owner types it in a field, without the euro sign or grouping: `190.00` in English, `190,00`
 * in French.
 */
export function formatAmount(cents: number, language: Language): string {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    amountFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/**
 * A price excluding VAT as the store, the mails, the back office and the driver files state it:
 * `€250.00 excl. VAT` in English, `250,00 € HT` in French.
 */
export function formatPriceExclVat(cents: number, language: Language): string {
  return priceMessages[language].exclVat.replace('{amount}', formatEuros(cents, language));
}
