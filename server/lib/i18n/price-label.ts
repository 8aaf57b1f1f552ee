import type { Language } from '../../../shared/language';
import { translator } from './catalogue';
import { priceMessages } from './price-messages';

/**
 * A price excluding VAT as the store and the mails show it: `€250.00 excl. VAT` in English, `250,00 € HT` in
 * French. The server formats the store's labels (the browser then builds no number-format data to show it).
 */
export function formatPriceExclVat(cents: number, language: Language): string {
  return translator(priceMessages, language)('exclVat', { amount: cents / 100 });
}
