import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every licence id ever revoked, kept forever: retention deletes an order with its licences, while a revoked
 * licence must stay revoked for the drivers that ask. Ids and dates only, nothing about the customer.
 */
export const licenceRevocations = pgTable('licence_revocations', {
  licenceId: uuid('licence_id').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
});
