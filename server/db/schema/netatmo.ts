import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Netatmo tokens waiting for the weather-station driver to collect them once, by `state`. */
export const netatmoTokens = pgTable('netatmo_tokens', {
  state: text('state').primaryKey(),
  tokens: text('tokens').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
