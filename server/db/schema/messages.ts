import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messageStatuses } from '../../../shared/inbox-schemas';
import { languages } from '../../../shared/language';
import { messageKinds, type MessagePayload } from '../../../shared/message-payloads';
import { oneOf } from './one-of';

/**
 * Where a mail of the outbox stands: 'withheld' is written so that an answer costs the same and is never
 * sent; 'dropped' when its renderer found it no longer needed.
 */
export const outboxStatuses = ['pending', 'sent', 'failed', 'withheld', 'dropped'] as const;

/** Every message that reached the site (contact, app information request, licence order). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: messageKinds }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    email: text('email').notNull(),
    /** What the form sent, as its schema accepted it (written from a parsed `MessagePayload` only). */
    payload: jsonb('payload').$type<MessagePayload>().notNull(),
    /** Where it stands in the inbox. */
    status: text('status', { enum: messageStatuses }).notNull().default('new'),
    /** Sent with the honeypot filled: kept in the Spam view, never mailed until someone says "Not spam". */
    spam: boolean('spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the inbox's search box looks in, folded (lower case, no accents: `search_fold`): the address, the
     * payload's text fields, the MAC address's digits and, for a licence order, its driver's title in both
     * languages as its order keeps it (else as the product is named now) and its invoices' numbers. The
     * database writes it (migration 0020's triggers on messages, orders, invoices and products) whenever one
     * of these is written, so that no write path can leave it out of date.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    index('messages_created_idx').on(table.createdAt),
    // The inbox's views, newest first, each ready for a keyset page: the inbox or the spam, by kind, by status.
    index('messages_list_idx').on(table.spam, table.createdAt, table.id),
    index('messages_kind_idx').on(table.spam, table.kind, table.createdAt, table.id),
    index('messages_status_idx').on(table.spam, table.status, table.createdAt, table.id),
    // The search box: trigrams find `%word%` without reading every message (pg_trgm).
    index('messages_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('messages_kind', oneOf(table.kind, messageKinds)),
    check('messages_language', oneOf(table.language, languages)),
    check('messages_status', oneOf(table.status, messageStatuses)),
  ],
);

/** First answer given to each Idempotency-Key, replayed for its retries. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mails to send, written in the same transaction as what they are about (transactional outbox): a message's
 * mails point at it; an account mail (invitation, password reset) carries what it needs in `payload`, which is
 * cleared once the mail is sent, since it holds a single-use link.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').references(() => messages.id),
    /** 'owner_notification' | 'customer_confirmation' | 'account_invitation' | 'password_reset' */
    kind: text('kind').notNull(),
    /** Each kind's renderer parses what it carries with its own schema. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('outbox_status', oneOf(table.status, outboxStatuses)),
  ],
);

/**
 * When each address (lower-cased) last received a licence order confirmation, newest last: anyone can type
 * any address into the order form, so an address gets only a few confirmations a day.
 */
export const confirmationRecipients = pgTable('confirmation_recipients', {
  address: text('address').primaryKey(),
  recentSends: timestamp('recent_sends', { withTimezone: true }).array().notNull(),
});
