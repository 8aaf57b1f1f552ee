import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, verifications, webauthnChallenges } from '../../db/schema';
import { pruneEndedSessions } from './sessions';
import type { AttemptStore } from '../../lib/attempts/attempt-store';

const KEEP_USED_LINKS_MS = 30 * 24 * 3600 * 1000;
const KEEP_WITHHELD_MAILS_MS = 24 * 3600 * 1000;

/**
 * Forgets what no longer protects anything: ended sessions, old attempts, spent links, stale challenges, and the
 * reset mails written only so that an answer cost the same (never sent; they hold an address someone typed).
 */
export async function pruneAccountRecords(db: Db, attempts: AttemptStore): Promise<void> {
  const now = new Date();
  const longAgo = new Date(now.getTime() - KEEP_USED_LINKS_MS);
  await pruneEndedSessions(db);
  await attempts.prune(now);
  await db
    .delete(verifications)
    .where(
      or(
        lt(verifications.expiresAt, longAgo),
        and(isNotNull(verifications.usedAt), lt(verifications.usedAt, longAgo)),
        and(isNotNull(verifications.revokedAt), lt(verifications.revokedAt, longAgo)),
      ),
    );
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.status, 'withheld'),
        lt(outbox.createdAt, new Date(now.getTime() - KEEP_WITHHELD_MAILS_MS)),
      ),
    );
}
