import type { Language } from './language';

/**
 * A price excluding VAT as the store and the mails show it: `€250.00 excl. VAT` in English, `250,00 € HT` in
 * French. The server formats the store's labels (the browser then builds no number-format data to show it).
 */
export function formatPriceExclVat(cents: number, language: Language): string {
  const amount = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);
  return language === 'fr' ? `${amount} HT` : `${amount} excl. VAT`;
}
