import { z } from 'zod';
import { type InvoicingBuyer, buyerTypes } from './buyer-details';
import { languages } from './language';

/**
 * The shape of an issued document's `invoices.content` (the database column carries it as its type): the
 * server writes it when it issues an invoice or a credit note and reads it back, through
 * `storedInvoiceContentSchema`, to print, send and list them. A document is never rewritten, so every shape
 * ever issued is still read: today's, and the one before the Factur-X format (issue 21).
 */

/** Under which VAT regime the seller issued a document (the legal details' `vatRegime`). */
export const vatRegimeSchema = z.enum(['standard', 'franchise']);

const invoiceTotalsSchema = z.object({
  totalExclVatCents: z.number(),
  vatRatePercent: z.number(),
  vatCents: z.number(),
  totalInclVatCents: z.number(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** EN 16931's VAT categories (UNTDID 5305) that our invoices use. */
const vatCategorySchema = z.enum(['S', 'AE', 'E', 'O']);

/** Which mention explains a document's VAT (a message of `invoiceDocumentMessages`, `vat.<mention>`). */
const vatMentionSchema = z.enum(['reverseCharge', 'outsideEuBusiness', 'outsideEuIndividual', 'franchise']);

/** How one document charges VAT: its category and rate, and for no VAT, the code and mention of why. */
export const vatTreatmentSchema = z.object({
  category: vatCategorySchema,
  ratePercent: z.number(),
  /** The VATEX code of the reason (CEF VATEX list), for every category but S. */
  exemptionCode: z.enum(['VATEX-EU-AE', 'VATEX-EU-O', 'VATEX-FR-FRANCHISE']).nullable(),
  mention: vatMentionSchema.nullable(),
});
export type VatTreatment = z.infer<typeof vatTreatmentSchema>;

/** The seller's postal address, structured for the XML, with its lines as printed. */
export const sellerAddressSchema = z.object({
  lines: z.array(z.string()),
  street: z.array(z.string()),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type SellerAddress = z.infer<typeof sellerAddressSchema>;

/** The seller as printed; before issue 21 its address was its lines only. */
export const sellerFields = {
  legalName: z.string(),
  legalForm: z.string(),
  shareCapital: z.number().nullable(),
  email: z.string(),
  phone: z.string(),
  siren: z.string(),
  siret: z.string(),
  rcsCity: z.string(),
  vatNumber: z.string().nullable(),
};

/** The buyer as invoiced (`InvoicingBuyer` of shared/buyer-details.ts). */
export const invoicingBuyerSchema = z.object({
  type: z.enum(buyerTypes),
  company: z.string(),
  name: z.string(),
  street: z.array(z.string()),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string(),
}) satisfies z.ZodType<InvoicingBuyer>;

const lineSchema = z.object({
  description: z.string(),
  driver: z.string(),
  mac: z.string(),
  quantity: z.literal(1),
  unitPriceExclVatCents: z.number(),
});

export const paymentFields = {
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  paymentLink: z.string().nullable(),
};

/** The fields every document has had since the first one, whatever its shape. */
const documentFields = {
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  locale: z.enum(languages),
  issuedAt: z.string(),
  issueDate: z.string(),
  /** Null on a credit note. */
  dueDate: z.string().nullable(),
  totals: invoiceTotalsSchema,
  vatRegime: vatRegimeSchema,
  /** On a credit note: the invoice it cancels. */
  credits: z.object({ number: z.string(), issueDate: z.string() }).nullable(),
};

/**
 * Everything printed on an invoice or a credit note, as printed: kept in `invoices.content` beside the PDF,
 * so that what was issued can be read back without parsing the PDF. Amounts in cents (negative on a credit
 * note), dates as `YYYY-MM-DD` in France's time zone. Documents issued before the Factur-X format (issue 21)
 * have the older shape, `LegacyInvoiceContent`: `issuedBuyer` and `issuedVat` read both.
 */
const invoiceContentSchema = z.object({
  ...documentFields,
  seller: z.object({ ...sellerFields, address: sellerAddressSchema }),
  buyer: invoicingBuyerSchema,
  line: lineSchema,
  vat: vatTreatmentSchema,
  /** Null on a credit note. */
  payment: z
    .object({
      ...paymentFields,
      /** The invoice's Pay by card link (`/api/payments/card/<token>`), when card payment was on; absent before issue 22. */
      cardPaymentLink: z.string().nullable().optional(),
    })
    .nullable(),
  /**
   * The late-payment terms (printed on invoices; a credit note states them in its XML, as BR-FR-05 asks). The
   * indemnity for recovery costs is owed by businesses only (Code de commerce, L441-10): null for an individual.
   */
  latePayment: z
    .object({ penaltyRate: z.string(), recoveryIndemnityCents: z.number().nullable() })
    .nullable(),
});
export type InvoiceContent = z.infer<typeof invoiceContentSchema>;

/**
 * The content of a document issued before issue 21: the seller's address and the buyer as free lines, no VAT
 * category (the regime and rate tell it), no late-payment terms on a credit note. Its line is read as absent
 * when missing (a credit note then prints the order's).
 */
const legacyInvoiceContentSchema = z.object({
  ...documentFields,
  seller: z.object({ ...sellerFields, address: z.array(z.string()) }),
  buyer: z.object({ company: z.string(), name: z.string(), address: z.array(z.string()), email: z.string() }),
  line: lineSchema.optional(),
  payment: z.object(paymentFields).nullable(),
  latePayment: z.object({ penaltyRate: z.string(), recoveryIndemnityCents: z.number() }).nullable(),
});
export type LegacyInvoiceContent = z.infer<typeof legacyInvoiceContentSchema>;

/** What `invoices.content` holds, read back: a document as issued now, or one issued before issue 21. */
export const storedInvoiceContentSchema = z.union([invoiceContentSchema, legacyInvoiceContentSchema]);
export type StoredInvoiceContent = z.infer<typeof storedInvoiceContentSchema>;
