import { z } from 'zod';
import {
  invoicingBuyerSchema,
  paymentFields,
  sellerAddressSchema,
  sellerFields,
  vatRegimeSchema,
  vatTreatmentSchema,
} from './invoice-content';
import { languages } from './language';
import { quoteUnits } from './quote-schemas';

/**
 * The shape of `invoices.content` for the documents of an installation project (docs/decisions/017): the
 * deposit invoice issued when the customer accepts the quote, the final invoice when the work is done, and a
 * credit note cancelling either. Unlike an order's one-line invoice, a project document has the quote's lines
 * and several VAT rates. Amounts in cents (negative on a credit note), dates `YYYY-MM-DD` in France.
 */

export const projectStages = ['deposit', 'final'] as const;
export type ProjectStage = (typeof projectStages)[number];

const projectLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(quoteUnits),
  unitPriceCents: z.number(),
  vatRatePercent: z.number(),
  netCents: z.number(),
});

/** One VAT rate: the lines' net at that rate, the discount taken from it, the base and its VAT. */
const projectRateSchema = z.object({
  ratePercent: z.number(),
  linesNetCents: z.number(),
  discountCents: z.number(),
  baseCents: z.number(),
  vatCents: z.number(),
});

export const projectInvoiceContentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  /** Which document of the project: a credit note has the stage of the invoice it cancels. */
  stage: z.enum(projectStages),
  number: z.string(),
  locale: z.enum(languages),
  issuedAt: z.string(),
  issueDate: z.string(),
  /** Null on a credit note. */
  dueDate: z.string().nullable(),
  /** The quote accepted: its number, the version accepted and the deposit percent it asked. */
  quote: z.object({
    number: z.string(),
    version: z.number(),
    issueDate: z.string(),
    depositPercent: z.number(),
  }),
  seller: z.object({ ...sellerFields, address: sellerAddressSchema }),
  buyer: invoicingBuyerSchema,
  vatRegime: vatRegimeSchema,
  /** The document's VAT category: S (standard) or E (the franchise regime), whatever the lines' rates. */
  vat: vatTreatmentSchema,
  lines: z.array(projectLineSchema),
  discountPercent: z.number(),
  rates: z.array(projectRateSchema),
  totals: z.object({ netCents: z.number(), vatCents: z.number(), grossCents: z.number() }),
  /** On a final invoice, the deposit invoice deducted (BG-3, BT-113); null otherwise. */
  deposit: z
    .object({
      number: z.string(),
      issueDate: z.string(),
      grossCents: z.number(),
      vatByRate: z.array(z.object({ ratePercent: z.number(), baseCents: z.number(), vatCents: z.number() })),
    })
    .nullable(),
  /** What the customer is asked to pay (BT-115): the total, less the deposit on a final invoice. */
  dueCents: z.number(),
  /** Null on a credit note. */
  payment: z.object({ ...paymentFields, cardPaymentLink: z.string().nullable() }).nullable(),
  latePayment: z.object({ penaltyRate: z.string(), recoveryIndemnityCents: z.number().nullable() }),
  /** On a credit note: the invoice it cancels. */
  credits: z.object({ number: z.string(), issueDate: z.string() }).nullable(),
});
export type ProjectInvoiceContent = z.infer<typeof projectInvoiceContentSchema>;
