import { intlLocale } from '../../../../shared/i18n/intl-locale';
import { formatEuros } from '../../../../shared/i18n/price';
import type { InvoiceTotals } from '../../../../shared/invoice-content';
import type { Language } from '../../../../shared/language';

export type { InvoiceTotals };

/** One licence line: VAT at the document's rate (`vatTreatment`), rounded to the cent. */
export function invoiceTotals(priceExclVatCents: number, vatRatePercent: number): InvoiceTotals {
  const vatCents = Math.round((priceExclVatCents * vatRatePercent) / 100);
  return {
    totalExclVatCents: priceExclVatCents,
    vatRatePercent,
    vatCents,
    totalInclVatCents: priceExclVatCents + vatCents,
  };
}

/** `€250.00` in English, `250,00 €` in French. */
export function formatMoney(cents: number, language: Language): string {
  return formatEuros(cents, language);
}

/** `20 %` in French, `20%` in English; 5.5 prints as `5,5 %` / `5.5%`. */
export function formatVatRate(ratePercent: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(ratePercent / 100);
}

/** A document's date (`YYYY-MM-DD`) written out: 23 November 2026, 23 novembre 2026. */
export function formatDocumentDate(day: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
