import type { Language } from '../../../shared/language';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/auth-schemas';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/secrets';

/** A session ends after this long without use. */
const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
// Writing last_used_at on every request would make each one a write; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
/** A User-Agent is kept to this many characters. */
const USER_AGENT_MAX = 300;

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
  /** The browser's User-Agent, kept so its holder can tell their sessions apart. */
  userAgent?: string,
): Promise<{ user: SessionUser } | { ended: SessionEnd }> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
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
  const browser = userAgent?.slice(0, USER_AGENT_MAX);
  const newBrowser = browser !== undefined && browser !== row.userAgent;
  if (newBrowser || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, ...(newBrowser && { userAgent: browser }) })
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

/** The sessions a person is signed in with (not ended, not expired), the latest used first. */
export async function openSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, new Date(Date.now() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of a person's sessions (signed out there); false when it is not theirs or already over. */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'signed_out' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a person but the one asking; answers how many were ended. */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'signed_out' })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${keepSessionId}`),
    )
    .returning({ id: sessions.id });
  return ended.length;
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
