import { z } from 'zod';
import type { DriverTitleKey } from './driver-catalogue';
import { licenceOrderSchema, macAddressSchema } from './message-schemas';

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
export const orderActions = [
  'send-invoice',
  'mark-paid',
  'cancel',
  'revoke-licence',
  'reissue-licence',
  'refund',
] as const;
export type OrderAction = (typeof orderActions)[number];

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
  'customer_edited',
  'order_refunded',
  'order_marked_spam',
  'order_restored',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const ORDER_PAGE_SIZE = 25;

/** An order not invoiced this long after it arrived is flagged, and the owner reminded once. */
export const INVOICE_REMINDER_AFTER_HOURS = 20;

export const orderListFilterSchema = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

/** How a customer paid, recorded with Mark as paid and printed on the receipt. */
export const paymentMeans = ['transfer', 'card', 'cheque', 'cash'] as const;
export type PaymentMeans = (typeof paymentMeans)[number];

/**
 * `POST /api/orders/:id/mark-paid`: the day the money arrived (not in the future, not before the order) and
 * how it was paid.
 */
export const markPaidSchema = z.strictObject({
  paidOn: z.iso.date('must be a date (YYYY-MM-DD)'),
  means: z.enum(paymentMeans, 'must be transfer, card, cheque or cash'),
});
export type MarkPaidRequest = z.infer<typeof markPaidSchema>;

/** `POST /api/orders/:id/refund`: whether the customer keeps the licence they paid for. */
export const refundSchema = z.strictObject({
  licence: z.enum(['revoke', 'keep'], 'must be revoke or keep'),
});
export type RefundRequest = z.infer<typeof refundSchema>;

/** `POST /api/orders/:id/reissue-licence`: the customer's new processor. */
export const reissueLicenceSchema = z.strictObject({
  mac: macAddressSchema,
});
export type ReissueLicenceRequest = z.infer<typeof reissueLicenceSchema>;

/**
 * `PUT /api/orders/:id/customer`: the buyer's details as the invoice will print them, checked as the order
 * form checks them; editable until the invoice is sent.
 */
export const orderCustomerSchema = licenceOrderSchema.pick({
  company: true,
  firstName: true,
  lastName: true,
  address: true,
  email: true,
});
export type OrderCustomerUpdate = z.infer<typeof orderCustomerSchema>;

/** `/api/order-tracking/:token`: at least 128 random bits, base64url. */
export const ORDER_TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export interface OrderCustomerDetails {
  company: string;
  firstName: string;
  lastName: string;
  address: string;
  email: string;
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
  driver: DriverTitleKey;
  /** 12 upper-case hexadecimal digits, as the processor reports it. */
  mac: string;
  priceExclVatCents: number;
  /** The invoice's number once issued. */
  invoiceNumber: string | null;
  /** Still not invoiced `INVOICE_REMINDER_AFTER_HOURS` after it arrived. */
  invoiceOverdue: boolean;
}

export interface OrderListPage {
  items: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** How many orders stand at each status, whatever the filter. */
  countsByStatus: Record<OrderStatus, number>;
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
  locale: 'en' | 'fr';
  customer: OrderCustomerDetails;
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
  invoicing: { available: true } | { available: false; reason: string };
  /** While the order waits for its invoice: the amounts and due date it will carry if sent now. */
  draftInvoice: DraftInvoice | null;
  /** Once marked as paid: when and how; its receipt at `/api/orders/:id/receipt.pdf`. */
  payment: OrderPayment | null;
}

export interface OrderPayment {
  paidOn: string;
  means: PaymentMeans;
  amountCents: number;
  recordedAt: string;
  /** The receipt's file name, in the customer's language (`receipt-F2026-0001.pdf`, `recu-F2026-0001.pdf`). */
  fileName: string;
}

export interface DraftInvoice {
  totalExclVatCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
  dueDate: string;
}

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
  locale: 'en' | 'fr';
  driver: DriverTitleKey;
  mac: string;
  receivedAt: string;
  priceExclVatCents: number;
  /** The steps reached so far, oldest first. */
  timeline: { kind: OrderEventKind; at: string }[];
  /** Once issued: download at `/api/order-tracking/:token/invoice.pdf`. */
  invoice: { number: string; issuedAt: string; totalInclVatCents: number } | null;
  /** While the invoice is unpaid; the EPC QR code is at `/api/order-tracking/:token/payment-qr.svg`. */
  payment: PaymentDetails | null;
  /** Once sent (and not revoked): its text, to copy, and its file at `/api/order-tracking/:token/licence`. */
  licence: { fileName: string; issuedAt: string; text: string } | null;
  /** Once paid: download at `/api/order-tracking/:token/receipt.pdf`. */
  receipt: { paidOn: string; means: PaymentMeans; fileName: string } | null;
  /** The credit notes that cancel the invoice: download at `/api/order-tracking/:token/credit-notes/:number.pdf`. */
  creditNotes: { number: string; issuedAt: string; totalInclVatCents: number; cancels: string }[];
}
