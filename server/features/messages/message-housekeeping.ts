import { lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { confirmationRecipients, idempotencyKeys } from '../../db/schema';
import { CONFIRMATION_WINDOW } from './confirmation-limit';

/** How long a repeat of a request gets the first answer. */
const IDEMPOTENCY_KEY_LIFETIME = '1 day';

/**
 * Deletes what the messages feature no longer needs: Idempotency-Keys past their lifetime, and addresses
 * whose last confirmation is older than the confirmation window.
 */
export async function pruneExpiredMessageRecords(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_LIFETIME}::interval`));
  await db
    .delete(confirmationRecipients)
    .where(
      sql`${confirmationRecipients.recentSends}[array_upper(${confirmationRecipients.recentSends}, 1)] < now() - ${CONFIRMATION_WINDOW}::interval`,
    );
}

/**
 * PGlite runs no autovacuum: without a vacuum, the visibility map of the inbox's and the order list's tables is
 * never set, and counting a view (33,000 messages in ten years) reads the whole table instead of its index
 * (100 ms instead of 10: decision 018). Each hour this does what PostgreSQL's autovacuum does on its own; after
 * the first time, it reads only the pages written since.
 */
export async function vacuumListTables(database: Database): Promise<void> {
  if (database.driver === 'pglite') await database.db.execute(sql`vacuum (analyze) messages, orders`);
}
