import { defineCatalogue } from '../../../lib/i18n/catalogue';

/** The names of the files the owner and the customer download, in their language (without spaces or accents). */
export const fileNameMessages = defineCatalogue(
  { register: 'invoice-register-{from}-{to}', receipt: 'receipt-{number}.pdf' },
  { register: 'registre-factures-{from}-{to}', receipt: 'recu-{number}.pdf' },
);
