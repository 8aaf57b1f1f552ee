import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredBuyer } from '../../../shared/buyer-details';
import type { StoredInvoiceContent } from '../../../shared/invoice-content';
import { type ProjectInvoiceContent, projectStages } from '../../../shared/project-invoice-content';
import { type Language, languages } from '../../../shared/language';
import { orderStatuses, paymentMeans } from '../../../shared/order-schemas';
import { unmatchedReasons } from '../../../shared/payment-schemas';
import { messages } from './messages';
import { users } from './accounts';
import { oneOf } from './one-of';
import { quotes } from './quotes';

export const invoiceKinds = ['invoice', 'credit_note'] as const;
/** Why a licence stopped being in force: revoked by the owner, or replaced by a re-issue. */
export const licenceRevocationReasons = ['revoked', 'reissued'] as const;
/** 'owner': recorded by the owner with Mark as paid (a cheque, cash, a transfer seen at the bank). */
export const receivedPaymentSources = ['bank_transfer', 'card', 'owner'] as const;
/**
 * 'matched': put against its order (paying it, or part of it: the order is paid once what was matched in
 * euros, and any difference written off, covers its invoice); 'unmatched': it waits for the owner; or
 * 'dismissed': set aside by the owner.
 */
export const receivedPaymentStatuses = ['matched', 'unmatched', 'dismissed'] as const;
/** What was done with a Stripe event ('received' while it is being handled, in its transaction). */
export const stripeEventOutcomes = [
  'received',
  'paid',
  'mismatch',
  'not_open',
  'unknown_order',
  'ignored',
] as const;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The customer as they typed it on the order form (or as the owner corrected it before the invoice), kept with
 * the order and copied onto its invoices. The invoicing fields (postcode, city, country, buyer type, SIREN,
 * VAT number) are absent on orders placed before they existed: `invoicingBuyer` reads those the same way.
 */
export type OrderCustomer = StoredBuyer;

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
    status: text('status', { enum: orderStatuses }).notNull().default('new'),
    /** The catalogue key of the driver. */
    driver: text('driver').notNull(),
    /** The driver's title in both languages when ordered: the order, its invoices and mails keep it. */
    driverTitle: jsonb('driver_title').$type<Record<Language, string>>().notNull(),
    /** The processor's MAC address: 12 upper-case hexadecimal digits, no separators. */
    mac: text('mac').notNull(),
    /** Price excluding VAT when ordered, in cents. */
    priceExclVatCents: integer('price_excl_vat_cents').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    /** The language of the customer's documents, mails and order page. */
    language: text('language', { enum: languages }).notNull(),
    /** SHA-256 of the customer's order-page token (the token itself is only in the confirmation mail). */
    trackingTokenHash: text('tracking_token_hash').notNull().unique(),
    /** When the owner was reminded that the order still waits for its invoice (once per order). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The day the payment was made (the bank's booking date, the card payment's day), once paid. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** How it was paid, once paid. */
    paymentMeans: text('payment_means', { enum: paymentMeans }),
    /**
     * SHA-256 of the token of the invoice's Pay by card link (`/api/payments/card/<token>`), made when the invoice is issued
     * with card payment on; the link is printed on the invoice and opens the order page like the tracking token.
     */
    payTokenHash: text('pay_token_hash').unique(),
    /** The last Stripe Checkout Session made for the invoice: a second click reuses it while it is open. */
    checkoutSessionId: text('checkout_session_id'),
    /**
     * A small difference the owner wrote off so that what was received settles the invoice (at most
     * `MAX_WRITE_OFF_CENTS`), recorded with who and why in the order's history.
     */
    writtenOffCents: integer('written_off_cents').notNull().default(0),
    /** The owner can stop the customer's payment reminders for this order. */
    paymentRemindersOn: boolean('payment_reminders_on').notNull().default(true),
    /** The last reminder sent, as its number of days after the invoice (0: none yet); each is sent once. */
    paymentRemindedAtDay: integer('payment_reminded_at_day').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_status_idx').on(table.status, table.createdAt),
    // The back office's order list, newest first, ready for its pages.
    index('orders_created_idx').on(table.createdAt, table.id),
    check('orders_status', oneOf(table.status, orderStatuses)),
    check('orders_language', oneOf(table.language, languages)),
    check('orders_payment_means', oneOf(table.paymentMeans, paymentMeans)),
  ],
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

/**
 * Invoices and credit notes as issued: never updated nor deleted; the PDF is kept as it was sent. Each belongs
 * to a licence order or to an installation project (a quote accepted): one of the two.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id),
    quoteId: uuid('quote_id').references(() => quotes.id),
    /** A project's document: its deposit or final invoice, or a credit note cancelling one of them. */
    stage: text('stage', { enum: projectStages }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** e.g. F2026-0001 or A2026-0001 */
    number: text('number').notNull().unique(),
    /** For a credit note: the invoice it cancels. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }),
    language: text('language', { enum: languages }).notNull(),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
    /** Everything printed on the document (seller, buyer, lines, rates, payment details), as printed. */
    content: jsonb('content').$type<StoredInvoiceContent | ProjectInvoiceContent>().notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [
    index('invoices_order_idx').on(table.orderId),
    index('invoices_quote_idx').on(table.quoteId),
    check('invoices_kind', oneOf(table.kind, invoiceKinds)),
    check('invoices_stage', oneOf(table.stage, projectStages)),
    check(
      'invoices_order_or_quote',
      sql`(${table.orderId} IS NULL) <> (${table.quoteId} IS NULL) AND (${table.quoteId} IS NULL) = (${table.stage} IS NULL)`,
    ),
    check('invoices_language', oneOf(table.language, languages)),
  ],
);

/**
 * More links to an order's page, besides the confirmation's (`orders.tracking_token_hash`): each mail about the
 * order (invoice, licence, cancellation, refund, reminder) carries a link of its own, so the customer can open
 * the page from whichever mail they find. Only the token's SHA-256 is kept; the token is only in the mail.
 */
export const orderPageLinks = pgTable(
  'order_page_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_page_links_order_idx').on(table.orderId)],
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
    revokedReason: text('revoked_reason', { enum: licenceRevocationReasons }),
  },
  (table) => [
    index('licences_order_idx').on(table.orderId),
    check('licences_revoked_reason', oneOf(table.revokedReason, licenceRevocationReasons)),
  ],
);

/**
 * The bank statements imported, for the payments ledger: which file, when, by whom, and what it did.
 * `number` orders them for the ledger's pages.
 */
export const bankStatementImports = pgTable('bank_statement_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
  fileName: text('file_name').notNull().default(''),
  /** The statement's `GrpHdr/MsgId`. */
  messageId: text('message_id').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  /** Who imported it, kept when their account is gone. */
  importedByName: text('imported_by_name').notNull().default(''),
  /** The booked credits it holds, and the other entries (debits, pending, reversed) left alone. */
  credits: integer('credits').notNull().default(0),
  skippedEntries: integer('skipped_entries').notNull().default(0),
  matched: integer('matched').notNull().default(0),
  partial: integer('partial').notNull().default(0),
  unmatched: integer('unmatched').notNull().default(0),
  alreadyImported: integer('already_imported').notNull().default(0),
});

/**
 * Money received that was, or could not be, put against an invoice: a credit of an imported bank statement,
 * a card payment, or what the owner recorded with Mark as paid, in its own amount and currency. Each is
 * recorded once, by its reference at its source (the bank's `AcctSvcrRef`, else `NtryRef`, else a hash of
 * date, amount, text and its rank among the alike in its statement; the Stripe payment), so a statement
 * imported twice or an event replayed records nothing twice. The unmatched ones wait for the owner.
 */
export const receivedPayments = pgTable(
  'received_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** In the order they were recorded: with the booking day, the key of the lists' pages. */
    sequence: integer('sequence').generatedAlwaysAsIdentity().notNull().unique(),
    source: text('source', { enum: receivedPaymentSources }).notNull(),
    reference: text('reference').notNull(),
    /** The booking date (bank) or the day of the payment (card). */
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    payerName: text('payer_name').notNull().default(''),
    /** The remittance information as the bank gives it (structured reference and free text). */
    text: text('text').notNull().default(''),
    /** The invoice number found in the text or given by the card payment, when there is one. */
    invoiceNumber: text('invoice_number'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A project's invoice it was put against (a project's payments are not an order's). */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    status: text('status', { enum: receivedPaymentStatuses }).notNull(),
    /** Why it waits. */
    reason: text('reason', { enum: unmatchedReasons }),
    /** For what the owner recorded: how it was paid (the others say it by their source). */
    means: text('means', { enum: paymentMeans }),
    /** The statement import that brought it. */
    importId: uuid('import_id').references(() => bankStatementImports.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('received_payments_source_reference_unique').on(table.source, table.reference),
    index('received_payments_status_idx').on(table.status, table.bookedOn, table.sequence),
    index('received_payments_booked_idx').on(table.bookedOn, table.sequence),
    index('received_payments_order_idx').on(table.orderId),
    index('received_payments_invoice_idx').on(table.invoiceId),
    check('received_payments_source', oneOf(table.source, receivedPaymentSources)),
    check('received_payments_status', oneOf(table.status, receivedPaymentStatuses)),
    check('received_payments_reason', oneOf(table.reason, unmatchedReasons)),
    check('received_payments_means', oneOf(table.means, paymentMeans)),
  ],
);

/** Stripe events handled, by id: Stripe retries and replays, and each event is acted on once. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    outcome: text('outcome', { enum: stripeEventOutcomes }).notNull(),
    orderId: uuid('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stripe_events_outcome', oneOf(table.outcome, stripeEventOutcomes))],
);
