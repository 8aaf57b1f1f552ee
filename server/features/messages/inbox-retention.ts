import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, messages, outbox } from '../../db/schema';

const SPAM_RETENTION_DAYS = 30;

/**
 * Deletes messages older than `retentionMonths` (spam older than 30 days), with their mails and their history,
 * as the app privacy page promises. Returns how many messages went.
 */
export async function deleteExpiredMessages(
  db: Db,
  retentionMonths: number,
  now = new Date(),
): Promise<number> {
  const keptSince = new Date(now);
  keptSince.setMonth(keptSince.getMonth() - retentionMonths);
  const spamKeptSince = new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 3600 * 1000);
  return db.transaction(async (tx) => {
    const expired = tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        or(
          lt(messages.createdAt, keptSince),
          and(eq(messages.spam, true), lt(messages.createdAt, spamKeptSince)),
        ),
      );
    await tx.delete(outbox).where(inArray(outbox.messageId, expired));
    await tx
      .delete(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'message'), inArray(auditEvents.subjectId, expired)));
    const deleted = await tx
      .delete(messages)
      .where(inArray(messages.id, expired))
      .returning({ id: messages.id });
    return deleted.length;
  });
}
