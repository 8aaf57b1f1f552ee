import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { users } from './accounts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The customer as they typed it on the order form, kept with the order and copied onto its invoices. */
export interface OrderCustomer {
  company: string;
  firstName: string;
  lastName: string;
  address: string;
  email: string;
}

/**
 * A licence order's way from the order form to a signed licence. Created with its message; it outlives the
 * message (retention deletes messages, while invoices must be kept), so it holds its own copy of the order.
 * Its timeline is the audit trail (`audit_events` with subject type 'order').
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the customer and the owner quote (`No. 42`): in the order they arrived, gaps allowed. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    messageId: uuid('message_id')
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    /** 'new' | 'invoiced' | 'paid' | 'licence_sent' | 'cancelled' */
    status: text('status').notNull().default('new'),
    /** The catalogue key of the driver. */
    driver: text('driver').notNull(),
    /** The processor's MAC address: 12 upper-case hexadecimal digits, no separators. */
    mac: text('mac').notNull(),
    /** Price excluding VAT when ordered, in cents. */
    priceExclVatCents: integer('price_excl_vat_cents').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    /** 'en' | 'fr': the language of the customer's documents, mails and order page. */
    locale: text('locale').notNull(),
    /** SHA-256 of the customer's order-page token (the token itself is only in the confirmation mail). */
    trackingTokenHash: text('tracking_token_hash').notNull().unique(),
    /** When the owner was reminded that the order still waits for its invoice (once per order). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('orders_status_idx').on(table.status, table.createdAt)],
);

/**
 * The last number given in each series and year ('F' invoices, 'A' credit notes). A number is taken by
 * incrementing its row inside the transaction that issues the document: the row lock makes concurrent
 * issuers (even on two instances) wait for each other, and a rolled-back transaction gives its number back.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/** Invoices and credit notes as issued: never updated nor deleted; the PDF is kept as it was sent. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'invoice' | 'credit_note' */
    kind: text('kind').notNull(),
    /** e.g. F2026-0001 or A2026-0001 */
    number: text('number').notNull().unique(),
    /** For a credit note: the invoice it cancels. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }),
    locale: text('locale').notNull(),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
    /** Everything printed on the document (seller, buyer, lines, rates, payment details), as printed. */
    content: jsonb('content').notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [index('invoices_order_idx').on(table.orderId)],
);

/** Licences issued for orders. The text is kept so the customer can download it again from the order page. */
export const licences = pgTable(
  'licences',
  {
    /** The payload's `licenceId`. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    driver: text('driver').notNull(),
    mac: text('mac').notNull(),
    /** BASE64URL(payload).BASE64URL(signature) */
    text: text('text').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'revoked' | 'reissued' */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('licences_order_idx').on(table.orderId)],
);

/**
 * The payment recorded when an order is marked as paid: when and how it was paid, and the receipt mailed to the
 * customer with the licence, kept as sent. One per order; a refund cancels the invoice, not the payment.
 */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
  /** The day the money arrived, as the owner read it on the bank statement or the till. */
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  /** 'transfer' | 'card' | 'cheque' | 'cash' */
  means: text('means').notNull(),
  amountCents: integer('amount_cents').notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  receiptPdf: bytea('receipt_pdf').notNull(),
});
