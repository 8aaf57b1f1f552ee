import type { Language } from './language';
import { z } from 'zod';
import type { BuyerProblem, InvoicingBuyer, StoredBuyer } from './buyer-details';
import type { ProductKey } from './product-schemas';
import { fieldLimits } from './message-payloads';
import { buyerDetailsFields, checkBuyerDetails, macAddressSchema } from './message-schemas';
import { listSearchTextSchema } from './list-search-text';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/**
 * Licence orders from the order form to a signed licence: the back office's `/api/orders/*` and the customer's
 * order page (`/api/order-tracking/:token`). The server validates with these schemas; the browser imports
 * only their types.
 */

/**
 * `licence_revoked`: the licence was revoked and none replaces it yet (a re-issue sends the order back to
 * `licence_sent`). `refunded`: paid, then refunded with a credit note, its licence revoked or kept.
 */
export const orderStatuses = [
  'new',
  'invoiced',
  'paid',
  'licence_sent',
  'licence_revoked',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What the owner can do to an order; each is `POST /api/orders/:id/<action>`. */
export type OrderAction =
  'send-invoice' | 'mark-paid' | 'cancel' | 'revoke-licence' | 'reissue-licence' | 'refund';

/** The steps of an order's timeline (audit actions with subject type 'order'). */
export const orderEventKinds = [
  'order_received',
  'invoice_sent',
  'order_paid',
  'licence_sent',
  'order_cancelled',
  'credit_note_issued',
  'licence_revoked',
  'licence_reissued',
  'invoice_reminder_sent',
  'buyer_details_corrected',
  'payment_reminder_sent',
  'payment_reminders_stopped',
  'payment_reminders_resumed',
  'payment_mismatch',
  'order_refunded',
  'order_marked_spam',
  'order_restored',
  'payment_received',
  'payment_written_off',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/**
 * How an order was paid (a card or bank statement found it, or the owner recorded it with Mark as paid), as the
 * receipt and the invoice register say it; UNTDID 4461 codes in the e-invoicing terms: 58 SEPA credit transfer,
 * 48 bank card, 20 cheque, 10 cash.
 */
export const paymentMeansCodes = {
  sepa_credit_transfer: '58',
  card: '48',
  cheque: '20',
  cash: '10',
} as const;
export type PaymentMeans = keyof typeof paymentMeansCodes;
export const paymentMeans = Object.keys(paymentMeansCodes) as [PaymentMeans, ...PaymentMeans[]];

/** A payment put against an invoice: its day (`YYYY-MM-DD`, in France) and its means. */
export interface OrderPayment {
  means: PaymentMeans;
  paidOn: string;
}

export const ORDER_PAGE_SIZE = 25;

/** An order not invoiced this long after it arrived is flagged, and the owner reminded once. */
export const INVOICE_REMINDER_AFTER_HOURS = 20;

/** The list's tabs: a status, or `overdue` (invoiced, unpaid past its due date). */
const orderListViews = [...orderStatuses, 'overdue'] as const;

export const orderListFilterSchema = z.strictObject({
  status: z.enum(orderListViews).optional(),
  /** Found in the customer's name, company or e-mail, the driver, the MAC, the order's or invoice's number. */
  q: listSearchTextSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

/**
 * `POST /api/orders/:id/mark-paid`: the day the money arrived (not in the future, not before the order) and
 * how it was paid.
 */
export const markPaidSchema = z.strictObject({
  paidOn: z.iso.date('must be a date (YYYY-MM-DD)'),
  means: z.enum(paymentMeans, 'must be sepa_credit_transfer, card, cheque or cash'),
  /**
   * The euros received, in cents; without it, what is still due. Less than that leaves the rest due: no
   * licence, no receipt until the rest comes or is written off.
   */
  amountCents: z
    .number('must be a number of cents')
    .int('must be a whole number of cents')
    .min(1, 'must be at least 1 cent')
    .max(2_147_483_647, 'is more than a payment can be')
    .optional(),
});
export type MarkPaidRequest = z.infer<typeof markPaidSchema>;

/** `POST /api/orders/:id/write-off`: why the owner settles the rest due without it (bank charges…). */
export const writeOffSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON),
});

/** What an invoiced order received in euros, what the owner wrote off, and what is still due. */
export interface OrderBalance {
  totalInclVatCents: number;
  receivedCents: number;
  writtenOffCents: number;
  dueCents: number;
}

/** `POST /api/orders/:id/refund`: whether the customer keeps the licence they paid for. */
export const refundSchema = z.strictObject({
  licence: z.enum(['revoke', 'keep'], 'must be revoke or keep'),
});
export type RefundRequest = z.infer<typeof refundSchema>;

/** `POST /api/orders/:id/reissue-licence`: the customer's new processor. */
export const reissueLicenceSchema = z.strictObject({
  mac: macAddressSchema,
});

/** `/api/order-tracking/:token`: at least 128 random bits, base64url. */
export const ORDER_TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

type OrderCustomerDetails = StoredBuyer;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);
const requiredLine = (max: number) => line(max).refine((value) => value.length > 0, 'is required');

/**
 * `PUT /api/orders/:id/buyer`: the buyer's invoicing details as the owner corrects them before the invoice
 * (the order form's fields, checked the same way; the country, town and buyer type always given).
 */
export const buyerCorrectionSchema = z
  .strictObject({
    company: line(fieldLimits.company),
    firstName: requiredLine(fieldLimits.firstName),
    lastName: requiredLine(fieldLimits.lastName),
    address: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(fieldLimits.address, `must be at most ${fieldLimits.address} characters`)
      .refine((value) => isStorableText(value, { multiline: true }), UNSTORABLE_TEXT_REASON),
    email: requiredLine(fieldLimits.email).pipe(z.email('must be a valid e-mail address')),
    ...buyerDetailsFields,
    postcode: line(fieldLimits.postcode),
    city: requiredLine(fieldLimits.city),
    country: buyerDetailsFields.country.unwrap(),
    buyerType: buyerDetailsFields.buyerType.unwrap(),
  })
  .superRefine(checkBuyerDetails);
export type BuyerCorrection = z.input<typeof buyerCorrectionSchema>;

/** What the invoice will say of the buyer, and why it cannot be issued yet. */
export interface OrderInvoicing {
  buyer: InvoicingBuyer;
  /** Empty when Send invoice can go ahead. */
  problems: BuyerProblem[];
  /** The VAT the invoice will charge: French VAT, reverse charge, outside the EU, franchise regime. */
  vatCategory: 'S' | 'AE' | 'E' | 'O';
  vatRatePercent: number;
  /** The owner can correct the buyer's details until the invoice is issued. */
  editable: boolean;
}

export interface OrderListItem {
  id: string;
  /** The order's number, as the customer quotes it (`No. 42`). */
  number: number;
  status: OrderStatus;
  receivedAt: string;
  customerName: string;
  company: string;
  email: string;
  driver: ProductKey;
  /** The driver's title in both languages, as the order keeps it. */
  driverTitle: Record<Language, string>;
  /** 12 upper-case hexadecimal digits, as the processor reports it. */
  mac: string;
  priceExclVatCents: number;
  /** The invoice's number once issued. */
  invoiceNumber: string | null;
  /** Still not invoiced `INVOICE_REMINDER_AFTER_HOURS` after it arrived. */
  invoiceOverdue: boolean;
  /** The invoice's due date (`YYYY-MM-DD`) once invoiced. */
  dueDate: string | null;
  /** Invoiced and unpaid past its due date. */
  paymentOverdue: boolean;
}

export interface OrderListPage {
  items: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** How many orders stand at each status, whatever the filter. */
  countsByStatus: Record<OrderStatus, number>;
  /** How many invoiced orders are unpaid past their due date, whatever the filter. */
  overdueCount: number;
  /** How many received payments wait for the owner in Payments. */
  paymentsToCheck: number;
}

export interface OrderEvent {
  at: string;
  kind: OrderEventKind;
  /** Who pressed the button ('Site' for what the server did itself). */
  actorName: string;
  /** e.g. the invoice number, the licence's MAC address. */
  detail: Record<string, string>;
}

export interface OrderDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  totalInclVatCents: number;
}

export interface OrderLicence {
  id: string;
  mac: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: 'revoked' | 'reissued' | null;
  fileName: string;
}

export interface OrderDetail extends OrderListItem {
  locale: Language;
  customer: OrderCustomerDetails;
  invoicing: OrderInvoicing;
  /** The inbox message the order came with (null once retention deleted it). */
  messageId: string | null;
  documents: OrderDocument[];
  licences: OrderLicence[];
  timeline: OrderEvent[];
  /** The actions the order's status allows now, to the person asking (none to who may not handle money). */
  allowedActions: OrderAction[];
  /** Whether the person asking may run the order's actions: the owner, or a colleague they allowed. */
  canAct: boolean;
  /** Whether the server can sign licences; when not, why (a sentence for the owner, in their language). */
  licenceSigning: { available: true } | { available: false; reason: string };
  /** Whether invoices can be issued (not with the sample seller's legal details); when not, why. */
  invoiceIssuing: { available: true } | { available: false; reason: string };
  /** While the order waits for its invoice: the amounts and due date it will carry if sent now. */
  draftInvoice: DraftInvoice | null;
  /** Once paid: the day and how; its receipt at `/api/orders/:id/receipt.pdf`. */
  payment: PaidOrder | null;
  /** Once invoiced: what was received and what is still due (written off up to `MAX_WRITE_OFF_CENTS`). */
  balance: OrderBalance | null;
  /**
   * The customer's payment reminders (`PAYMENT_REMINDER_DAYS` after the invoice): whether they go out for this
   * order, and the day of the last one sent (0: none yet).
   */
  paymentReminders: { on: boolean; days: number[]; lastSentDay: number };
}

/** A paid order's payment, with its receipt (a refund cancels the invoice, not the payment). */
export interface PaidOrder extends OrderPayment {
  /** The euros received, which the receipt states (the total of the payments put against the invoice). */
  amountCents: number;
  /** The difference the owner wrote off, if any. */
  writtenOffCents: number;
  /** The receipt's file name, in the customer's language (`receipt-F2026-0001.pdf`, `recu-F2026-0001.pdf`). */
  receiptFileName: string;
}

export interface DraftInvoice {
  totalExclVatCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
  dueDate: string;
}

/** `POST /api/orders/:id/payment-reminders`: the owner stops or resumes them for one order. */
export const paymentRemindersSchema = z.strictObject({ on: z.boolean() });

/** A refused action: `409` with the order's current status. */
export interface OrderConflictBody {
  error: 'order_status_conflict';
  message: string;
  fields: Record<string, string>;
  status: OrderStatus;
}

/** Bank transfer and payment link for an unpaid invoice. */
export interface PaymentDetails {
  amountCents: number;
  invoiceNumber: string;
  beneficiary: string;
  iban: string;
  bic: string;
  dueDate: string;
  /** Set when `PAYMENT_LINK_TEMPLATE` is. */
  paymentLink: string | null;
}

/** What the customer's order page shows (`GET /api/order-tracking/:token`). */
export interface CustomerOrderView {
  /** The order's number, to quote when writing about it. */
  number: number;
  status: OrderStatus;
  locale: Language;
  driver: ProductKey;
  /** The driver's title in both languages, as the order keeps it. */
  driverTitle: Record<Language, string>;
  /** The driver's current documentation in the order's language (or else the other one), or null without one. */
  documentation: string | null;
  mac: string;
  receivedAt: string;
  priceExclVatCents: number;
  /** The steps reached so far, oldest first. */
  timeline: { kind: OrderEventKind; at: string }[];
  /** Once issued: download at `/api/order-tracking/:token/invoice.pdf`. */
  invoice: { number: string; issuedAt: string; totalInclVatCents: number } | null;
  /** Once invoiced and while part of it is still due: what was received and what remains. */
  balance: { receivedCents: number; dueCents: number } | null;
  /** While the invoice is unpaid; the EPC QR code is at `/api/order-tracking/:token/payment-qr.svg`. */
  payment: PaymentDetails | null;
  /** While the invoice is unpaid and card payment is on: Pay by card goes to `/api/payments/card/:token?lang=`. */
  payByCard: boolean;
  /** Unpaid past its due date. */
  overdue: boolean;
  /** Once paid: the day and how; the receipt downloads at `/api/order-tracking/:token/receipt.pdf`. */
  paid: (OrderPayment & { receiptFileName: string }) | null;
  /** Once sent (and not revoked): its text, to copy, and its file at `/api/order-tracking/:token/licence`. */
  licence: { fileName: string; issuedAt: string; text: string } | null;
  /** The credit notes that cancel the invoice: download at `/api/order-tracking/:token/credit-notes/:number.pdf`. */
  creditNotes: { number: string; issuedAt: string; totalInclVatCents: number; cancels: string }[];
}
