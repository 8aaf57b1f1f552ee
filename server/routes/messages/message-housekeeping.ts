import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { confirmationRecipients, idempotencyKeys } from '../../db/schema';
import { CONFIRMATION_WINDOW } from './confirmation-limit';

/** How long a repeat of a request gets the first answer. */
const IDEMPOTENCY_KEY_LIFETIME = '1 day';
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

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

/** Prunes once the server is ready, then every hour until it closes. */
export function scheduleMessageHousekeeping(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = pruneExpiredMessageRecords(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'messages: pruning expired records failed'),
    );
  };
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, HOUSEKEEPING_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
