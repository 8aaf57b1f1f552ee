import type { Language } from '../../../shared/language';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/secrets';

/** A session ends after this long without use. */
const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
// Writing last_used_at on every request would make each one a write; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export type Role = 'owner' | 'staff';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** May send invoices, record payments, cancel, refund and revoke: the owner, or a colleague they allowed. */
  canBill: boolean;
  language: Language;
  sessionId: string;
}

/** Why a token no longer signs anyone in; the browser tells the person. */
export type SessionEnd = 'unknown' | 'expired' | 'signed_out' | 'password_changed' | 'account_removed';

/** Opens a session and returns its access token (256 random bits), which the server never stores. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({ userId, tokenHash: hashSecret(token) });
  return token;
}

/** The user behind an access token, or why there is none. */
export async function userForToken(
  db: Db,
  token: string,
): Promise<{ user: SessionUser } | { ended: SessionEnd }> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      revokedReason: sessions.revokedReason,
      revokedAt: sessions.revokedAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        canBill: users.canBill,
        language: users.language,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSecret(token)));
  if (!row) return { ended: 'unknown' };
  if (row.revokedAt) return { ended: row.revokedReason ?? 'signed_out' };
  if (!row.user) return { ended: 'account_removed' };
  if (Date.now() - row.lastUsedAt.getTime() > SESSION_IDLE_MS) return { ended: 'expired' };
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const { user } = row;
  return {
    user: {
      ...user,
      sessionId: row.sessionId,
      role: user.role,
      canBill: user.role === 'owner' || user.canBill,
      language: user.language,
    },
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'signed_out' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but `keepSessionId`, after a password change. */
export async function revokeSessionsForPasswordChange(db: Db, userId: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'password_changed' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined,
      ),
    );
}

/**
 * Forgets sessions unused or ended for 60 days (long enough for any browser to have been told why it was
 * signed out; a removed account's sessions are no longer used, so they go the same way).
 */
export async function pruneEndedSessions(db: Db): Promise<void> {
  const cutoff = new Date(Date.now() - 2 * SESSION_IDLE_MS);
  await db.delete(sessions).where(or(lt(sessions.lastUsedAt, cutoff), lt(sessions.revokedAt, cutoff)));
}
