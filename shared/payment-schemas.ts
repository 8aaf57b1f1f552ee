import { z } from 'zod';
import type { PaymentMeans } from './order-schemas';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/**
 * Money received (`/api/bank-statements`, `/api/received-payments/*`): what a bank statement's import did,
 * and the payments that wait for the owner. The server validates with these schemas; the browser imports
 * only their types.
 */

/** `POST /api/bank-statements` (the camt.053 file as the body, `Content-Type: application/xml`). */
export interface BankStatementImportResult {
  /** Credits that paid an open invoice in full: the order is paid and its licence mailed. */
  matched: number;
  /** Credits put against the open invoice they name, which leave part of it due. */
  partial: number;
  /** Credits left for the owner. */
  unmatched: number;
  /** Credits an earlier import already recorded. */
  alreadyImported: number;
}

/** `?fileName=` of `POST /api/bank-statements`: the file's name, for the ledger. */
export const statementImportQuerySchema = z.strictObject({
  fileName: z
    .string()
    .max(255, 'must be at most 255 characters')
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON)
    .default(''),
});

/**
 * The most the owner may write off to settle an invoice whose payments came short (bank charges, a rounding
 * by the customer's bank): more is a payment still due, to ask for.
 */
export const MAX_WRITE_OFF_CENTS = 500;

/** How many payments a page of `/api/received-payments` or of the ledger holds. */
export const PAYMENTS_PAGE_SIZE = 50;

/** `?after=` (the list of payments to check) or `?before=` (the ledger): the key of the last one shown. */
export const paymentsPageQuerySchema = z.strictObject({
  after: paymentKey().optional(),
  before: paymentKey().optional(),
});

/** A payment's key, `YYYY-MM-DD_sequence`: its booking day (a real one: PostgreSQL refuses 2026-02-31). */
function paymentKey() {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}_\d{1,9}$/, 'must be the key of a payment')
    .refine((key) => z.iso.date().safeParse(key.slice(0, 10)).success, 'must be the key of a payment');
}

/**
 * Why a payment waits: less or more than the invoice, no open invoice number in its text, the invoice
 * already paid or cancelled, not in euros, an amount differing from a card payment's invoice (`amount`), a
 * card payment for no order of ours, a booking day Mark as paid would refuse (before the order, or after
 * today in France: an entry to check).
 */
export const unmatchedReasons = [
  'partial',
  'overpaid',
  'no_invoice',
  'not_open',
  'currency',
  'amount',
  'unknown_order',
  'date',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

type ReceivedPaymentSource = 'bank_transfer' | 'card' | 'owner';

export interface ReceivedPayment {
  id: string;
  source: ReceivedPaymentSource;
  bookedOn: string;
  amountCents: number;
  currency: string;
  payerName: string;
  text: string;
  reason: UnmatchedReason;
  /** The invoice the text or the card payment names, with its order when it is ours. */
  invoice: { number: string; orderId: string; totalInclVatCents: number; customerName: string } | null;
}

/** An order the owner can put a payment against: invoiced and not paid in full. */
export interface OpenInvoice {
  orderId: string;
  number: string;
  totalInclVatCents: number;
  /** What it received so far in euros, and what is still due. */
  receivedCents: number;
  dueCents: number;
  customerName: string;
}

export interface ReceivedPaymentsPage {
  /** Unmatched payments, oldest first, a page at a time. */
  items: ReceivedPayment[];
  /** How many wait in all. */
  total: number;
  /** `?after=` for the next page, or null on the last. */
  next: string | null;
  /** What they can be matched with. */
  openInvoices: OpenInvoice[];
  /** Whether the person asking may import statements and settle payments: the owner, or a colleague they allowed. */
  canAct: boolean;
}

/** `POST /api/received-payments/:id/match`: the order the owner puts the payment against. */
export const matchPaymentSchema = z.strictObject({ orderId: z.uuid() });

/** What matching did: the invoice paid, or part of it still due. */
export interface MatchPaymentResult {
  invoiceNumber: string;
  paid: boolean;
  dueCents: number;
}

/** A statement imported, in the ledger. */
interface StatementImportRecord {
  id: string;
  fileName: string;
  messageId: string;
  importedAt: string;
  importedByName: string;
  credits: number;
  matched: number;
  partial: number;
  unmatched: number;
  alreadyImported: number;
}

/** Every payment received, in the ledger, with what became of it. */
export interface LedgerPayment {
  id: string;
  source: ReceivedPaymentSource;
  /** For what the owner recorded: how it was paid. */
  means: PaymentMeans | null;
  bookedOn: string;
  amountCents: number;
  currency: string;
  payerName: string;
  text: string;
  status: 'matched' | 'unmatched' | 'dismissed';
  reason: UnmatchedReason | null;
  /** Who matched or set it aside, and when (null for what the site matched itself). */
  resolvedAt: string | null;
  resolvedByName: string | null;
  /** The statement it came with. */
  fileName: string | null;
  /** The invoice it paid (matched) or names, with what that order still owes now (0 once paid). */
  invoice: {
    number: string;
    orderId: string;
    totalInclVatCents: number;
    customerName: string;
    orderStatus: string;
    dueCents: number;
  } | null;
}

/** `GET /api/payments-ledger`: the imports, newest first, and every payment, newest first, a page at a time. */
export interface PaymentsLedger {
  imports: StatementImportRecord[];
  payments: LedgerPayment[];
  /** `?before=` for the next page of payments, or null on the last. */
  next: string | null;
}
