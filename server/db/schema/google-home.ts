import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';

export const oauthTokenKinds = ['access', 'refresh'] as const;

/** Authorization codes issued to Google's account-linking flow; only their hash is stored. */
export const oauthAuthorizationCodes = pgTable('oauth_authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  userUid: text('user_uid'),
  userEmail: text('user_email'),
  boundAt: timestamp('bound_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque access and refresh tokens issued to Google, stored hashed. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: oauthTokenKinds }).notNull(),
    clientId: text('client_id').notNull(),
    userUid: text('user_uid').notNull(),
    userEmail: text('user_email'),
    /** The authorization code this token descends from, so a replayed code can revoke it. */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('oauth_tokens_code_idx').on(table.codeHash),
    check('oauth_tokens_kind', oneOf(table.kind, oauthTokenKinds)),
  ],
);
