import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { roles } from '../../../shared/auth-schemas';
import { languages } from '../../../shared/language';
import { orderEventKinds } from '../../../shared/order-schemas';
import { quoteEventKinds } from '../../../shared/quote-schemas';
import { oneOf } from './one-of';

/** Why a session ended before its time. */
export const sessionEndReasons = ['signed_out', 'password_changed'] as const;
/** The secret links mailed to someone. */
export const verificationTypes = ['invitation', 'password_reset'] as const;
/** What the history (`audit_events`) records, by subject. */
export const auditSubjects = ['message', 'user', 'invitation', 'order', 'quote', 'seller_details'] as const;
export const auditActions = [
  'message_read',
  'message_handled',
  'message_reopened',
  'message_not_spam',
  'message_spam',
  'message_deleted',
  'invitation_sent',
  'invitation_revoked',
  'invitation_accepted',
  'user_removed',
  'billing_granted',
  'billing_withdrawn',
  'seller_details_changed',
  'name_changed',
  'password_changed',
  ...orderEventKinds,
  ...quoteEventKinds,
] as const;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** The people who sign in to the back office: the owner and the colleagues they invite. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, so one address is one account. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    /**
     * A colleague the owner allowed to handle money: send invoices, record payments, cancel, refund, revoke and
     * re-issue licences (the owner always may).
     */
    canBill: boolean('can_bill').notNull().default(false),
    /** Argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** The language of the back office and of the mails this person receives. */
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role', oneOf(table.role, roles)),
    check('users_language', oneOf(table.language, languages)),
  ],
);

/** Signed-in browsers. The access token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is removed: the row stays a while so the browser can be told why it was ended. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A session ends 30 days after its last use. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: sessionEndReasons }),
    /** The browser's User-Agent when it last used the session, so its holder can tell their sessions apart. */
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    check('sessions_revoked_reason', oneOf(table.revokedReason, sessionEndReasons)),
  ],
);

/**
 * One table for every secret link mailed to someone (invitations, password resets), as Epic Stack's
 * Verification: a type, a target address, the secret's hash, an expiry, and when it was used or revoked.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: verificationTypes }).notNull(),
    /** The lower-cased e-mail address the link was sent to. */
    target: text('target').notNull(),
    /** For an invitation: the role of the account it creates. */
    role: text('role', { enum: roles }),
    /** For an invitation: the language its mail is written in, chosen by who sent it. */
    language: text('language', { enum: languages }),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who sent it, kept once their account is removed; null for the server itself and the command line. */
    createdByName: text('created_by_name'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verifications_target_idx').on(table.type, table.target),
    check('verifications_type', oneOf(table.type, verificationTypes)),
    check('verifications_role', oneOf(table.role, roles)),
    check('verifications_language', oneOf(table.language, languages)),
  ],
);

/** Passkeys (WebAuthn credentials) a user registered. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the authenticator reports it. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * WebAuthn challenges waiting for the authenticator's answer. In the database rather than in memory, so the
 * answer may reach another server instance than the one that issued the challenge.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull(),
  /** Set for a registration (the signed-in user adding a passkey); null for a sign-in. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Who did what and when in the back office: a message read, handled, reopened or moved out of spam, an
 * invitation sent or revoked, an account removed. `subjectId` is the message or account concerned.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The time of the statement, not of its transaction: steps recorded in one transaction keep their order.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Null for what the server does itself (the first owner's invitation). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the history still reads right once the account is removed. */
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    subjectType: text('subject_type', { enum: auditSubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.at),
    check('audit_events_action', oneOf(table.action, auditActions)),
    check('audit_events_subject_type', oneOf(table.subjectType, auditSubjects)),
  ],
);
