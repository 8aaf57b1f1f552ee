import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every message that reached the site (contact, app information request, licence order). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'contact' | 'info_request' | 'licence_order' */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').notNull(),
    /** Where it stands in the inbox: 'new' | 'read' | 'handled'. */
    status: text('status').notNull().default('new'),
    /** Sent with the honeypot filled: kept in the Spam view, never mailed until someone says "Not spam". */
    spam: boolean('spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_created_idx').on(table.createdAt)],
);

/** First answer given to each Idempotency-Key, replayed for its retries. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
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
    payload: jsonb('payload'),
    /**
     * 'pending' | 'sent' | 'failed' | 'withheld' (written so that an answer costs the same, never sent) |
     * 'dropped' (its renderer found it no longer needed)
     */
    status: text('status').notNull().default('pending'),
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
