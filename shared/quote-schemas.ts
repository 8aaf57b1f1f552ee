import { z } from 'zod';
import { isEuCountry } from './buyer-details';
import { languages } from './language';
import { checkBuyerDetails } from './message-schemas';
import { buyerCorrectionSchema } from './order-schemas';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/**
 * Installation quotes: the back office's `/api/quotes/*` and the customer's `/api/public/quotes/:token/*`
 * (docs/decisions/017). The server validates with these schemas; the browser imports their types.
 */

/** As stored. `expired` is never stored: a sent quote past its validity date reads as expired. */
export const storedQuoteStatuses = ['draft', 'sent', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof storedQuoteStatuses)[number] | 'expired';

/** The steps of a quote's history (audit actions with subject type 'quote'). */
export const quoteEventKinds = [
  'quote_created',
  'quote_updated',
  'quote_sent',
  'quote_revised',
  'quote_accepted',
  'quote_declined',
  'quote_deposit_invoiced',
  'quote_work_done',
  'quote_final_invoiced',
  'quote_invoice_paid',
  'quote_invoice_credited',
] as const;

export const quoteUnits = ['unit', 'hour', 'flat_rate'] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/**
 * The French rates an installer charges: 20 % (standard), 10 % (work on a home finished more than two years
 * ago, art. 279-0 bis of the CGI), 5.5 % (energy-saving work on such a home, art. 278-0 bis A), 0 % (outside
 * French VAT: a buyer abroad, the franchise regime).
 */
export const quoteVatRates = [20, 10, 5.5, 0] as const;
export type QuoteVatRate = (typeof quoteVatRates)[number];

export const QUOTE_VALIDITY_DAYS = 30;
export const DEFAULT_DEPOSIT_PERCENT = 30;
const MAX_QUOTE_LINES = 100;
/** Quantities to the hundredth (2.25 hours); prices to the cent, up to a million euros a line. */
const MAX_QUANTITY = 100_000;
const MAX_UNIT_PRICE_CENTS = 100_000_000;

/** `/#/quote/<token>`: 256 random bits, base64url. */
export const QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const text = (max: number, options?: { multiline?: boolean }) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value, options), UNSTORABLE_TEXT_REASON);

const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const quoteLineSchema = z.strictObject({
  description: text(500, { multiline: true }).refine((value) => value.length > 0, 'is required'),
  quantity: z
    .number()
    .positive('must be more than 0')
    .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)
    .refine(hundredths, 'must have at most two decimals'),
  unit: z.enum(quoteUnits),
  unitPriceCents: z.number().int('must be a whole number of cents').min(0).max(MAX_UNIT_PRICE_CENTS),
  vatRatePercent: z.union(quoteVatRates.map((rate) => z.literal(rate))),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const isoDay = z.iso.date('must be a date (YYYY-MM-DD)');

/**
 * The buyer: the order's buyer fields and checks, the company optional (an individual has none). A business
 * must also give what its invoice needs (a SIREN in France, a VAT number elsewhere in the EU), because the
 * deposit invoice is issued the moment the customer accepts, with no owner there to complete it.
 */
const quoteBuyerSchema = z
  .strictObject({ ...buyerCorrectionSchema.shape, company: buyerCorrectionSchema.shape.company.default('') })
  .superRefine(checkBuyerDetails)
  .superRefine((buyer, ctx) => {
    if (buyer.buyerType !== 'business') return;
    if (buyer.country === 'FR' && !buyer.siren)
      ctx.addIssue({ code: 'custom', path: ['siren'], message: 'is required for a business in France' });
    else if (buyer.country !== 'FR' && isEuCountry(buyer.country) && !buyer.vatNumber)
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'is required for a business in the EU' });
  });
export type QuoteBuyer = z.output<typeof quoteBuyerSchema>;

const quoteFields = {
  language: z.enum(languages),
  buyer: quoteBuyerSchema,
  lines: z.array(quoteLineSchema).min(1, 'needs at least one line').max(MAX_QUOTE_LINES),
  /** A discount on the whole quote, in percent (to the hundredth), applied to each VAT rate's base. */
  discountPercent: z.number().min(0).max(100).refine(hundredths, 'must have at most two decimals').optional(),
  depositPercent: z.number().int().min(0).max(100).optional(),
  validUntil: isoDay.optional(),
  notes: text(2_000, { multiline: true }).optional(),
};

/** `POST /api/quotes`: a new draft, from scratch or from an inbox message (`messageId`). */
export const createQuoteSchema = z.strictObject({ ...quoteFields, messageId: z.uuid().optional() });
export type CreateQuoteRequest = z.input<typeof createQuoteSchema>;

/** `PUT /api/quotes/:id`: a draft changed, or a sent quote revised (a new version, the old link void). */
export const updateQuoteSchema = z.strictObject(quoteFields);
export type UpdateQuoteRequest = z.input<typeof updateQuoteSchema>;

/** `POST /api/public/quotes/:token/accept`: the name typed and "I accept this quote" ticked. */
export const acceptQuoteSchema = z.strictObject({
  name: text(200).refine((value) => value.length >= 2, 'is required'),
  accept: z.literal(true, 'must be ticked'),
});
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteSchema>;

export const declineQuoteSchema = z.strictObject({ reason: text(1_000, { multiline: true }).optional() });
export type DeclineQuoteRequest = z.infer<typeof declineQuoteSchema>;

/** A VAT rate's share of a document: the base excluding VAT after the discount, and its VAT. */
interface VatBreakdownRow {
  ratePercent: QuoteVatRate;
  /** The lines' net amounts at this rate, before the discount. */
  linesNetCents: number;
  discountCents: number;
  baseCents: number;
  vatCents: number;
}

export interface QuoteTotals {
  /** Sum of the lines' net amounts, before the discount. */
  linesNetCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vat: VatBreakdownRow[];
}

export interface DepositAmounts {
  percent: number;
  /** The deposit's share of each rate: its base is the percent of the rate's base, its VAT at that rate. */
  vat: Pick<VatBreakdownRow, 'ratePercent' | 'baseCents' | 'vatCents'>[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A line's net amount: quantity × unit price, to the cent (half a cent up). */
export function lineNetCents(line: Pick<QuoteLine, 'quantity' | 'unitPriceCents'>): number {
  // Quantities have two decimals at most: work in hundredths so that 2.15 × 1,999 is exact before rounding.
  return roundHalfUp((Math.round(line.quantity * 100) * line.unitPriceCents) / 100);
}

/** Half a cent up, as invoices round: Math.round on exact integers and halves (amounts here are ≥ 0). */
function roundHalfUp(value: number): number {
  return Math.round(value + 1e-9);
}

/** VAT of a base at a rate, to the cent: 5.5 % computed in tenths so that no float leaks into the cents. */
export function vatOf(baseCents: number, ratePercent: number): number {
  return roundHalfUp((baseCents * Math.round(ratePercent * 10)) / 1000);
}

/**
 * The totals as EN 16931 computes them (BR-CO-17): VAT per rate on the sum of that rate's bases, never line
 * by line; the discount split over the rates so that each rate's base carries its share.
 */
export function quoteTotals(lines: readonly QuoteLine[], discountPercent = 0): QuoteTotals {
  const byRate = new Map<QuoteVatRate, number>();
  for (const line of lines)
    byRate.set(line.vatRatePercent, (byRate.get(line.vatRatePercent) ?? 0) + lineNetCents(line));
  const vat = quoteVatRates
    .filter((rate) => byRate.has(rate))
    .map((ratePercent): VatBreakdownRow => {
      const linesNetCents = byRate.get(ratePercent) ?? 0;
      const discountCents = roundHalfUp((linesNetCents * Math.round(discountPercent * 100)) / 10_000);
      const baseCents = linesNetCents - discountCents;
      return {
        ratePercent,
        linesNetCents,
        discountCents,
        baseCents,
        vatCents: vatOf(baseCents, ratePercent),
      };
    });
  const sum = (pick: (row: VatBreakdownRow) => number) => vat.reduce((total, row) => total + pick(row), 0);
  const netCents = sum((row) => row.baseCents);
  const vatCents = sum((row) => row.vatCents);
  return {
    linesNetCents: sum((row) => row.linesNetCents),
    discountCents: sum((row) => row.discountCents),
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    vat,
  };
}

/**
 * The deposit asked on acceptance: the percent of each rate's base, and that base's VAT at the same rate, so
 * that the deposit invoice charges exactly the VAT the final invoice will count as already invoiced.
 */
export function depositAmounts(totals: QuoteTotals, percent: number): DepositAmounts {
  const vat = totals.vat.map(({ ratePercent, baseCents }) => {
    const depositBase = roundHalfUp((baseCents * percent) / 100);
    return { ratePercent, baseCents: depositBase, vatCents: vatOf(depositBase, ratePercent) };
  });
  const netCents = vat.reduce((total, row) => total + row.baseCents, 0);
  const vatCents = vat.reduce((total, row) => total + row.vatCents, 0);
  return { percent, vat, netCents, vatCents, grossCents: netCents + vatCents };
}

/** A quote's status as people read it: a sent quote past its last valid day (in France) is expired. */
export function quoteStatusOn(
  stored: (typeof storedQuoteStatuses)[number],
  validUntil: string,
  today: string,
): QuoteStatus {
  return stored === 'sent' && validUntil < today ? 'expired' : stored;
}

/** One of a project's documents: its deposit or final invoice, or a credit note cancelling one. */
export interface QuoteInvoiceSummary {
  number: string;
  kind: 'deposit' | 'final';
  /** A credit note has the kind of the invoice it cancels, and `credits` names that invoice. */
  documentType: 'invoice' | 'credit_note';
  credits: string | null;
  issueDate: string;
  /** Null on a credit note. */
  dueDate: string | null;
  /** What the document totals including VAT (negative on a credit note). */
  grossCents: number;
  /** What is still to pay on it: 0 once paid, cancelled, or on a credit note. */
  dueCents: number;
  status: 'unpaid' | 'paid' | 'cancelled' | 'credit_note';
  paidOn: string | null;
  pdfUrl: string;
}

/** The steps of a project after acceptance, each with its day (`YYYY-MM-DD` in France) once reached. */
export type ProjectStepKey =
  'accepted' | 'deposit_invoiced' | 'deposit_paid' | 'work_done' | 'final_invoiced' | 'paid';
export interface ProjectStep {
  key: ProjectStepKey;
  /** Null while the step is to come. */
  on: string | null;
}

/** How to pay what is due on a project: the open invoice's amount and the transfer details. */
export interface ProjectPayment {
  invoiceNumber: string;
  amountCents: number;
  dueDate: string;
  beneficiary: string;
  iban: string;
  bic: string;
  paymentLink: string | null;
  /** The EPC QR code of the transfer, as an SVG image. */
  qrSvg: string;
  /** Card payment is on: `POST /api/public/quotes/:token/pay` opens Stripe Checkout. */
  payByCard: boolean;
}

/** What the project page shows once the quote is accepted. */
export interface ProjectView {
  /** A deposit of 0 % skips the deposit steps. */
  steps: ProjectStep[];
  documents: QuoteInvoiceSummary[];
  /** While something is due. */
  payment: ProjectPayment | null;
}

/** `GET /api/quotes/:id`. */
export interface QuoteDetails {
  id: string;
  number: string | null;
  version: number;
  status: QuoteStatus;
  language: (typeof languages)[number];
  buyer: QuoteBuyer;
  lines: QuoteLine[];
  discountPercent: number;
  depositPercent: number;
  validUntil: string;
  notes: string;
  messageId: string | null;
  totals: QuoteTotals;
  deposit: DepositAmounts;
  sentAt: string | null;
  acceptedBy?: string;
  acceptedAt?: string;
  declinedAt?: string;
  declineReason?: string;
  createdAt: string;
  updatedAt: string;
  invoices: QuoteInvoiceSummary[];
  /** Once accepted: the project's steps (as the customer's page shows them). */
  steps: ProjectStep[] | null;
}

/** One row of `GET /api/quotes`. */
export interface QuoteListItem {
  id: string;
  number: string | null;
  version: number;
  status: QuoteStatus;
  customer: string;
  grossCents: number;
  validUntil: string;
  updatedAt: string;
  /**
   * `follow_up`: sent a week ago or more and still unanswered; `deposit_unpaid`: accepted and its deposit
   * invoice not paid; `final_invoice`: the deposit paid (or none asked) and no final invoice yet, to send
   * when the work is done; `final_unpaid`: the final invoice issued and not paid.
   */
  needsAction: 'follow_up' | 'deposit_unpaid' | 'final_invoice' | 'final_unpaid' | null;
}

/** Why a customer's link can no longer answer the quote it opens. */
export type QuoteClosedReason = 'revised' | 'expired' | 'accepted' | 'declined';

/** `GET /api/public/quotes/:token`: the version the link opens, as the customer reads it. */
export interface PublicQuoteView {
  number: string;
  version: number;
  status: QuoteStatus;
  /** Null while the customer can accept or decline it. */
  closed: QuoteClosedReason | null;
  language: (typeof languages)[number];
  issueDate: string;
  validUntil: string;
  seller: { name: string; email: string; phone: string };
  buyer: { name: string; company: string };
  lines: (QuoteLine & { netCents: number })[];
  discountPercent: number;
  totals: QuoteTotals;
  deposit: DepositAmounts;
  notes: string;
  vatRegime: 'standard' | 'franchise';
  acceptedBy: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  pdfUrl: string;
  /** Once accepted: the project's steps, documents and what is due. */
  project: ProjectView | null;
}
