import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Attempts counted under a key (a failed sign-in under its account, its client address and both, a reset mail
 * under its address), each kept until it can no longer count. See lib/attempts/attempt-store.ts.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('attempts_key_idx').on(table.key, table.at),
    index('attempts_keep_until_idx').on(table.keepUntil),
  ],
);

/** Something done once per period under a key (the account holder told of an attack), until `until`. */
export const attemptClaims = pgTable('attempt_claims', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
