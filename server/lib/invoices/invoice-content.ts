import { findDriver } from '../../../shared/driver-catalogue';
import type { BusinessSettings } from '../../../shared/public-settings';
import type { orders } from '../../db/schema';
import { translator } from '../i18n/catalogue';
import { invoiceDocumentMessages } from './invoice-document-messages';
import type { InvoiceTotals } from './invoice-totals';
import type { LegalDetails } from './legal-details';

/** The fixed indemnity for recovery costs owed by a business paying late (Code de commerce, D441-5). */
export const RECOVERY_INDEMNITY_CENTS = 4_000;

/**
 * Everything printed on an invoice or a credit note, as printed: kept in `invoices.content` beside the PDF,
 * so that what was issued can be read back without parsing the PDF. Amounts in cents (negative on a credit
 * note), dates as `YYYY-MM-DD` in France's time zone.
 */
export interface InvoiceContent {
  kind: 'invoice' | 'credit_note';
  number: string;
  locale: 'en' | 'fr';
  issuedAt: string;
  issueDate: string;
  /** Null on a credit note. */
  dueDate: string | null;
  seller: {
    legalName: string;
    legalForm: string;
    shareCapital: number | null;
    address: string[];
    email: string;
    phone: string;
    siren: string;
    siret: string;
    rcsCity: string;
    vatNumber: string | null;
  };
  buyer: { company: string; name: string; address: string[]; email: string };
  line: { description: string; driver: string; mac: string; quantity: 1; unitPriceExclVatCents: number };
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
  /** Null on a credit note. */
  payment: {
    beneficiary: string;
    iban: string;
    bic: string;
    reference: string;
    paymentLink: string | null;
  } | null;
  /** The late-payment terms; null on a credit note. */
  latePayment: { penaltyRate: string; recoveryIndemnityCents: number } | null;
  /** On a credit note: the invoice it cancels. */
  credits: { number: string; issueDate: string } | null;
}

const franceDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in France (`YYYY-MM-DD`): it fixes the invoice's date and its number's year. */
export function dateInFrance(instant: Date): string {
  return franceDate.format(instant);
}

export function addDays(date: string, days: number): string {
  const result = new Date(`${date}T00:00:00Z`);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

export interface InvoiceContentInput {
  kind: InvoiceContent['kind'];
  number: string;
  order: typeof orders.$inferSelect;
  business: BusinessSettings;
  legal: LegalDetails;
  now: Date;
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
  payment: InvoiceContent['payment'];
  credits: InvoiceContent['credits'];
}

/** What the document says: the seller as set now, the buyer and the licence as ordered. */
export function invoiceContent(input: InvoiceContentInput): InvoiceContent {
  const { order, business, legal } = input;
  const locale = order.locale === 'fr' ? 'fr' : 'en';
  const issueDate = dateInFrance(input.now);
  const isInvoice = input.kind === 'invoice';
  const driverTitle = findDriver(order.driver)?.title[locale] ?? order.driver;
  const customer = order.customer;
  return {
    kind: input.kind,
    number: input.number,
    locale,
    issuedAt: input.now.toISOString(),
    issueDate,
    dueDate: isInvoice ? addDays(issueDate, legal.paymentTermDays) : null,
    seller: {
      legalName: legal.legalName,
      legalForm: legal.legalForm,
      shareCapital: legal.shareCapital,
      address: business.postalAddress,
      email: business.email,
      phone: business.phone,
      siren: legal.siren,
      siret: legal.siret,
      rcsCity: legal.rcsCity,
      vatNumber: legal.vatNumber,
    },
    buyer: {
      company: customer.company,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      address: customer.address
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      email: customer.email,
    },
    line: {
      description: translator(invoiceDocumentMessages, locale)('line.description', {
        driver: driverTitle,
        mac: order.mac,
      }),
      driver: order.driver,
      mac: order.mac,
      quantity: 1,
      unitPriceExclVatCents: input.totals.totalExclVatCents,
    },
    totals: input.totals,
    vatRegime: input.vatRegime,
    payment: input.payment,
    latePayment: isInvoice
      ? {
          penaltyRate: legal.latePaymentPenaltyRate[locale],
          recoveryIndemnityCents: RECOVERY_INDEMNITY_CENTS,
        }
      : null,
    credits: input.credits,
  };
}
