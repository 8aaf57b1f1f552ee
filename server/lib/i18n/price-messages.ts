import { defineCatalogue } from './catalogue';

/** How the store, the mails and the back office state a price: `{amount}` in euros, excluding VAT. */
export const priceMessages = defineCatalogue(
  { exclVat: '{amount, number, ::currency/EUR} excl. VAT' },
  { exclVat: '{amount, number, ::currency/EUR} HT' },
);
