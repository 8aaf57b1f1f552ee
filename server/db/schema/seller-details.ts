import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SellerDetails } from '../../../shared/seller-details';
import { users } from './accounts';

/**
 * The seller's legal and bank details as the owner set them in the back office, one row per change, never
 * updated: the latest is in force (unless the site config file's `legal` key wins over it), the earlier ones are
 * the history. Issued invoices keep the details they were issued with in their own content.
 */
export const sellerDetailsVersions = pgTable(
  'seller_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    details: jsonb('details').$type<SellerDetails>().notNull(),
    // The time of the statement: two changes in one transaction keep their order.
    setAt: timestamp('set_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Null once the account is removed. */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the history still reads right once the account is removed. */
    setByName: text('set_by_name').notNull(),
  },
  (table) => [index('seller_details_set_at_idx').on(table.setAt)],
);
