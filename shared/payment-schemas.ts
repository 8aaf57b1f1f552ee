import { z } from 'zod';

/**
 * Money received (`/api/bank-statements`, `/api/received-payments/*`): what a bank statement's import did,
 * and the payments that wait for the owner. The server validates with these schemas; the browser imports
 * only their types.
 */

/** `POST /api/bank-statements` (the camt.053 file as the body, `Content-Type: application/xml`). */
export interface BankStatementImportResult {
  /** Credits that paid an open invoice in full: the order is paid and its licence mailed. */
  matched: number;
  /** Credits left for the owner. */
  unmatched: number;
  /** Credits an earlier import already recorded. */
  alreadyImported: number;
}

/**
 * Why a payment waits: less or more than the invoice, no open invoice number in its text, the invoice
 * already paid or cancelled, not in euros, an amount differing from a card payment's invoice (`amount`), a
 * card payment for no order of ours.
 */
export const unmatchedReasons = [
  'partial',
  'overpaid',
  'no_invoice',
  'not_open',
  'currency',
  'amount',
  'unknown_order',
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

export interface ReceivedPayment {
  id: string;
  source: 'bank_transfer' | 'card';
  bookedOn: string;
  amountCents: number;
  currency: string;
  payerName: string;
  text: string;
  reason: UnmatchedReason;
  /** The invoice the text or the card payment names, with its order when it is ours. */
  invoice: { number: string; orderId: string; totalInclVatCents: number; customerName: string } | null;
}

/** An order the owner can put a payment against: invoiced and unpaid. */
export interface OpenInvoice {
  orderId: string;
  number: string;
  totalInclVatCents: number;
  customerName: string;
}

export interface ReceivedPaymentsPage {
  /** Unmatched payments, oldest first. */
  items: ReceivedPayment[];
  /** What they can be matched with. */
  openInvoices: OpenInvoice[];
  /** Whether the person asking may import statements and settle payments: the owner, or a colleague they allowed. */
  canAct: boolean;
}

/** `POST /api/received-payments/:id/match`: the order the owner puts the payment against. */
export const matchPaymentSchema = z.strictObject({ orderId: z.uuid() });
export type MatchPaymentRequest = z.infer<typeof matchPaymentSchema>;
