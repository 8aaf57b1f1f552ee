import type { Language } from '@shared/language';
import { componentMessages } from '@/i18n/component-catalogue';
import { priceLabelMessages } from './price-label-messages';

/**
 * A price excluding VAT as the store shows it: `€250.00 excl. VAT`, `250,00 € HT`. The store's own labels come
 * formatted by the server (decision 006); this is for the pages that show an order's price themselves.
 */
export function formatPriceExclVat(cents: number, language: Language): string {
  return componentMessages(priceLabelMessages, language)('priceLabel.exclVat', { amount: cents / 100 });
}
