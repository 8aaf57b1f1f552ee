import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, quotes, quoteVersions } from '../../db/schema';

/**
 * Deletes the quotes that never became work — drafts, declined quotes, and sent ones left unanswered — once
 * `retentionMonths` have passed since they last changed, with their versions and history, as messages are.
 * An accepted quote is the ground of its invoices and is kept with them. Returns how many quotes went.
 */
export async function deleteExpiredQuotes(
  db: Db,
  retentionMonths: number,
  now = new Date(),
): Promise<number> {
  const keptSince = new Date(now);
  keptSince.setMonth(keptSince.getMonth() - retentionMonths);
  return db.transaction(async (tx) => {
    const expired = tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(ne(quotes.status, 'accepted'), lt(quotes.updatedAt, keptSince)));
    await tx.delete(quoteVersions).where(inArray(quoteVersions.quoteId, expired));
    await tx
      .delete(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'quote'), inArray(auditEvents.subjectId, expired)));
    const deleted = await tx.delete(quotes).where(inArray(quotes.id, expired)).returning({ id: quotes.id });
    return deleted.length;
  });
}
