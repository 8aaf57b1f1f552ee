import { bilingual } from '@/i18n/bilingual';

/** A price as the site states it: `{amount}` in euros, excluding VAT (the server's mails say it the same way). */
export const priceLabelMessages = bilingual(
  { 'priceLabel.exclVat': '{amount, number, ::currency/EUR} excl. VAT' },
  { 'priceLabel.exclVat': '{amount, number, ::currency/EUR} HT' },
);
