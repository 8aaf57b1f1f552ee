import type { InvoicingBuyer } from './buyer-details';
import type { Language } from './language';

/**
 * The shape of an issued document's `invoices.content` (the database column carries it as its type): the
 * server writes it when it issues an invoice or a credit note and reads it back to print, send and list them.
 */

/** Under which VAT regime the seller issued a document (the legal details' `vatRegime`). */
export type VatRegime = 'standard' | 'franchise';

export interface InvoiceTotals {
  totalExclVatCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
}

/** EN 16931's VAT categories (UNTDID 5305) that our invoices use. */
export type VatCategory = 'S' | 'AE' | 'E' | 'O';

/** Which mention explains a document's VAT (a message of `invoiceDocumentMessages`, `vat.<mention>`). */
export type VatMention = 'reverseCharge' | 'outsideEuBusiness' | 'outsideEuIndividual' | 'franchise';

/** How one document charges VAT: its category and rate, and for no VAT, the code and mention of why. */
export interface VatTreatment {
  category: VatCategory;
  ratePercent: number;
  /** The VATEX code of the reason (CEF VATEX list), for every category but S. */
  exemptionCode: 'VATEX-EU-AE' | 'VATEX-EU-O' | 'VATEX-FR-FRANCHISE' | null;
  mention: VatMention | null;
}

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
  vatRegime: VatRegime;
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

/** The content of a document issued before issue 21: a buyer of free lines, no VAT category. */
export interface LegacyInvoiceContent {
  buyer: { company: string; name: string; address: string[]; email: string };
  line?: InvoiceContent['line'];
  totals: InvoiceTotals;
  vatRegime: VatRegime;
}

/** What `invoices.content` holds: a document as issued now, or one issued before issue 21. */
export type StoredInvoiceContent = InvoiceContent | LegacyInvoiceContent;
