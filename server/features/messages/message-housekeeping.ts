import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
