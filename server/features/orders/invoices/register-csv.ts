import { stringify } from 'csv-stringify/sync';
import type { InvoiceRegister } from '../../../../shared/invoice-register-schemas';
import type { Language } from '../../../../shared/language';
import { defineCatalogue, translator } from '../../../lib/i18n/catalogue';

const registerCsvMessages = defineCatalogue(
  {
    number: 'Number',
    type: 'Type',
    date: 'Date',
    customer: 'Customer',
    customerId: 'SIREN / VAT number',
    country: 'Country',
    vatCategory: 'VAT category',
    vatRate: 'VAT rate (%)',
    exclVat: 'Total excl. VAT (EUR)',
    vat: 'VAT (EUR)',
    inclVat: 'Total incl. VAT (EUR)',
    cancels: 'Cancels invoice',
    paidOn: 'Paid on',
    paymentMeans: 'Payment means',
    invoice: 'Invoice',
    credit_note: 'Credit note',
    sepa_credit_transfer: 'SEPA credit transfer',
    card: 'Card',
    cheque: 'Cheque',
    cash: 'Cash',
  },
  {
    number: 'Numéro',
    type: 'Type',
    date: 'Date',
    customer: 'Client',
    customerId: 'SIREN / N° de TVA',
    country: 'Pays',
    vatCategory: 'Catégorie de TVA',
    vatRate: 'Taux de TVA (%)',
    exclVat: 'Total HT (EUR)',
    vat: 'TVA (EUR)',
    inclVat: 'Total TTC (EUR)',
    cancels: 'Annule la facture',
    paidOn: 'Payée le',
    paymentMeans: 'Moyen de paiement',
    invoice: 'Facture',
    credit_note: 'Avoir',
    sepa_credit_transfer: 'Virement SEPA',
    card: 'Carte bancaire',
    cheque: 'Chèque',
    cash: 'Espèces',
  },
);

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or CR) as a formula: such a text is prefixed
 * with an apostrophe, shown as text (OWASP's advice on CSV injection). Amounts are numbers, never prefixed.
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The register as CSV, one row per document, headed in the owner's language: RFC 4180 (commas, dot
 * decimals, ISO dates), or for Excel in France semicolons, decimal commas and dd/mm/yyyy dates. UTF-8 with a
 * byte-order mark, so that a spreadsheet opens the accents right.
 */
export function registerCsv(
  register: InvoiceRegister,
  language: Language,
  format: 'rfc4180' | 'excel-fr',
): string {
  const t = translator(registerCsvMessages, language);
  const excel = format === 'excel-fr';
  const amount = (cents: number) => {
    const value = (cents / 100).toFixed(2);
    return excel ? value.replace('.', ',') : value;
  };
  const rate = (percent: number) => (excel ? String(percent).replace('.', ',') : String(percent));
  const date = (day: string | null) => (day && excel ? day.split('-').reverse().join('/') : (day ?? ''));
  const header = [
    t('number'),
    t('type'),
    t('date'),
    t('customer'),
    t('customerId'),
    t('country'),
    t('vatCategory'),
    t('vatRate'),
    t('exclVat'),
    t('vat'),
    t('inclVat'),
    t('cancels'),
    t('paidOn'),
    t('paymentMeans'),
  ];
  const records = register.rows.map((row) => [
    row.number,
    t(row.kind),
    date(row.issueDate),
    text(row.customer),
    row.customerId ?? '',
    row.country,
    row.vatCategory,
    rate(row.vatRatePercent),
    amount(row.totalExclVatCents),
    amount(row.vatCents),
    amount(row.totalInclVatCents),
    row.cancels ?? '',
    date(row.paidOn),
    // The register's means of an unpaid invoice is the one it asks for, not a payment: the column stays empty.
    row.paidOn && row.paymentMeans ? t(row.paymentMeans) : '',
  ]);
  return `\uFEFF${stringify([header, ...records], { delimiter: excel ? ';' : ',', record_delimiter: 'windows' })}`;
}
