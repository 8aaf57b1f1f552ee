import { dateInFrance } from '../../../../shared/date-in-france';
import type { Language } from '../../../../shared/language';
import { type InvoicingBuyer, invoicingBuyer, parseFrenchAddress } from '../../../../shared/buyer-details';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { orders } from '../../../db/schema';
import { translator } from '../../../lib/i18n/catalogue';
import { invoiceDocumentMessages } from './invoice-document-messages';
import type { InvoiceTotals } from './invoice-totals';
import type { LegalDetails } from '../../../config/legal-details';
import type { VatTreatment } from './vat-treatment';

/** The fixed indemnity for recovery costs owed by a business paying late (Code de commerce, D441-5). */
export const RECOVERY_INDEMNITY_CENTS = 4_000;

/** The seller's postal address, structured for the XML, with its lines as printed. */
export interface SellerAddress {
  lines: string[];
  street: string[];
  postcode: string;
  city: string;
  country: string;
}

/**
 * Everything printed on an invoice or a credit note, as printed: kept in `invoices.content` beside the PDF,
 * so that what was issued can be read back without parsing the PDF. Amounts in cents (negative on a credit
 * note), dates as `YYYY-MM-DD` in France's time zone. Documents issued before the Factur-X format (issue 21)
 * have the older shape, `LegacyInvoiceContent`: `issuedBuyer` and `issuedVat` read both.
 */
export interface InvoiceContent {
  kind: 'invoice' | 'credit_note';
  number: string;
  locale: Language;
  issuedAt: string;
  issueDate: string;
  /** Null on a credit note. */
  dueDate: string | null;
  seller: {
    legalName: string;
    legalForm: string;
    shareCapital: number | null;
    address: SellerAddress;
    email: string;
    phone: string;
    siren: string;
    siret: string;
    rcsCity: string;
    vatNumber: string | null;
  };
  buyer: InvoicingBuyer;
  line: { description: string; driver: string; mac: string; quantity: 1; unitPriceExclVatCents: number };
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
  vat: VatTreatment;
  /** Null on a credit note. */
  payment: {
    beneficiary: string;
    iban: string;
    bic: string;
    reference: string;
    paymentLink: string | null;
    /** The invoice's Pay by card link (`/api/payments/card/<token>`), when card payment was on; absent before issue 22. */
    cardPaymentLink?: string | null;
  } | null;
  /**
   * The late-payment terms (printed on invoices; a credit note states them in its XML, as BR-FR-05 asks;
   * null on credit notes issued before). The indemnity for recovery costs is owed by businesses only
   * (Code de commerce, L441-10): null for an individual.
   */
  latePayment: { penaltyRate: string; recoveryIndemnityCents: number | null } | null;
  /** On a credit note: the invoice it cancels. */
  credits: { number: string; issueDate: string } | null;
}

/** What a document's line says; its quantity and price follow from the document's totals. */
export type InvoicedLine = Pick<InvoiceContent['line'], 'description' | 'driver' | 'mac'>;

/** The content of a document issued before issue 21: a buyer of free lines, no VAT category. */
export interface LegacyInvoiceContent {
  buyer: { company: string; name: string; address: string[]; email: string };
  line?: InvoiceContent['line'];
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
}

/** The buyer of an issued document: as stated, or for an older one, read from its lines as orders are. */
export function issuedBuyer(content: InvoiceContent | LegacyInvoiceContent): InvoicingBuyer {
  if ('country' in content.buyer) return content.buyer;
  const { company, name, address, email } = content.buyer;
  return invoicingBuyer({ company, firstName: name, lastName: '', address: address.join('\n'), email }).buyer;
}

/** The licence line of an issued document as printed, or null for one stored without it. */
export function issuedLine(content: InvoiceContent | LegacyInvoiceContent): InvoicedLine | null {
  if (!content.line) return null;
  const { description, driver, mac } = content.line;
  return { description, driver, mac };
}

/** The VAT of an issued document: as stated, or for an older one, from the regime it was issued under. */
export function issuedVat(content: InvoiceContent | LegacyInvoiceContent): VatTreatment {
  if ('vat' in content) return content.vat;
  return content.vatRegime === 'franchise'
    ? { category: 'E', ratePercent: 0, exemptionCode: 'VATEX-FR-FRANCHISE', mention: 'franchise' }
    : { category: 'S', ratePercent: content.totals.vatRatePercent, exemptionCode: null, mention: null };
}

/**
 * The seller's address as configured (`postalAddress`, lines): a line "69000 Lyon" gives the postcode and
 * town, a last line "France" the country (France too when there is none).
 */
export function sellerAddress(lines: string[]): SellerAddress {
  const parsed = parseFrenchAddress(lines.join('\n'));
  return {
    lines,
    street: parsed?.street ?? lines.filter((line) => !/^france$/i.test(line.trim())),
    postcode: parsed?.postcode ?? '',
    city: parsed?.city ?? '',
    country: 'FR',
  };
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
  /** The buyer as invoiced: the order's now, or on a credit note, the cancelled invoice's. */
  buyer: InvoicingBuyer;
  /**
   * On a credit note, the cancelled invoice's line: the order may name another MAC since (a re-issue), and a
   * credit note cancels what was invoiced. Absent, the line is the order's now.
   */
  line?: InvoicedLine | null;
  vat: VatTreatment;
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
  payment: InvoiceContent['payment'];
  credits: InvoiceContent['credits'];
}

/** What the document says: the seller as set now, the buyer and the licence as ordered. */
export function invoiceContent(input: InvoiceContentInput): InvoiceContent {
  const { order, business, legal, buyer } = input;
  const { language } = order;
  const issueDate = dateInFrance(input.now);
  const isInvoice = input.kind === 'invoice';
  // The title the order was placed with: a later edit of the product changes no invoice.
  const driverTitle = order.driverTitle[language];
  return {
    kind: input.kind,
    number: input.number,
    locale: language,
    issuedAt: input.now.toISOString(),
    issueDate,
    dueDate: isInvoice ? addDays(issueDate, legal.paymentTermDays) : null,
    seller: {
      legalName: legal.legalName,
      legalForm: legal.legalForm,
      shareCapital: legal.shareCapital,
      address: sellerAddress(business.postalAddress),
      email: business.email,
      phone: business.phone,
      siren: legal.siren,
      siret: legal.siret,
      rcsCity: legal.rcsCity,
      vatNumber: legal.vatNumber,
    },
    buyer,
    line: {
      ...(input.line ?? {
        description: translator(invoiceDocumentMessages, language)('line.description', {
          driver: driverTitle,
          mac: order.mac,
        }),
        driver: order.driver,
        mac: order.mac,
      }),
      quantity: 1,
      unitPriceExclVatCents: input.totals.totalExclVatCents,
    },
    totals: input.totals,
    vatRegime: input.vatRegime,
    vat: input.vat,
    payment: input.payment,
    latePayment: {
      penaltyRate: legal.latePaymentPenaltyRate[language],
      recoveryIndemnityCents: buyer.type === 'business' ? RECOVERY_INDEMNITY_CENTS : null,
    },
    credits: input.credits,
  };
}
