import type { Language } from '../../../../shared/language';
export interface InvoiceTotals {
  totalExclVatCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
}

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

const moneyFormats = {
  // en-IE: the euro before the amount, a dot for decimals (€250.00).
  en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
  // fr-FR: 250,00 € with a no-break space before the sign and narrow ones (U+202F) between thousands.
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
};

/** `€250.00` in English, `250,00 €` in French. */
export function formatMoney(cents: number, locale: Language): string {
  return moneyFormats[locale].format(cents / 100);
}

/** `20 %` in French, `20%` in English; 5.5 prints as `5,5 %` / `5.5%`. */
export function formatVatRate(ratePercent: number, locale: Language): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(ratePercent / 100);
}

/** A document's date (`YYYY-MM-DD`) written out: 23 November 2026, 23 novembre 2026. */
export function formatDocumentDate(day: string, locale: Language): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
