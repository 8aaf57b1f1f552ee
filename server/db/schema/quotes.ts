import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from '../../../shared/language';
import { type QuoteBuyer, type QuoteLine, storedQuoteStatuses } from '../../../shared/quote-schemas';
import type { QuoteContent } from '../../../shared/quote-content';
import { users } from './accounts';
import { messages } from './messages';
import { oneOf } from './one-of';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An installation quote as the owner writes it (docs/decisions/017). Its terms are editable while it is a
 * draft; sending freezes them into a `quote_versions` row, and revising a sent quote makes the next version.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** D2026-0001, from the `D` series of `document_sequences`, taken when first sent; null while a draft. */
    number: text('number').unique(),
    /** The version the terms below will be sent as (1 until a sent quote is revised). */
    version: integer('version').notNull().default(1),
    status: text('status', { enum: storedQuoteStatuses }).notNull().default('draft'),
    language: text('language', { enum: languages }).notNull(),
    buyer: jsonb('buyer').$type<QuoteBuyer>().notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    /** The discount in hundredths of a percent (5 % is 500). */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    depositPercent: integer('deposit_percent').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The inbox message the quote answers, if any. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** The day the deposit invoice was paid in full (the bank's booking day, the card payment's day). */
    depositPaidOn: date('deposit_paid_on', { mode: 'string' }),
    /** When the owner said the work was done, issuing the final invoice. */
    workDoneAt: timestamp('work_done_at', { withTimezone: true }),
    finalPaidOn: date('final_paid_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_status_idx').on(table.status, table.updatedAt),
    check('quotes_status', oneOf(table.status, storedQuoteStatuses)),
    check('quotes_language', oneOf(table.language, languages)),
  ],
);

/**
 * Each version of a quote as it was sent: its content and PDF never change. The customer's link opens one
 * version; revising the quote voids it. The acceptance is recorded on the version accepted, with the SHA-256
 * of the very PDF the customer was shown.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    version: integer('version').notNull(),
    content: jsonb('content').$type<QuoteContent>().notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    /** SHA-256 of the link's token (256 random bits, only in the customer's mail). */
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a revision replaced it: its link then shows that it no longer holds. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (table) => [unique('quote_versions_quote_version').on(table.quoteId, table.version)],
);

/**
 * More links to a project's page, besides the quote mail's (`quote_versions.token_hash`): the mails of its
 * invoices carry a link of their own, so the customer can open the page from whichever mail they find. Only
 * the token's SHA-256 is kept; the token is only in the mail.
 */
export const quotePageLinks = pgTable(
  'quote_page_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_page_links_quote_idx').on(table.quoteId)],
);
