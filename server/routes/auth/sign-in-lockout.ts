import { and, gt, lt, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_THRESHOLD = 10;

/**
 * Seconds to wait before signing in again for this account address or client address, or 0: after 10 failures
 * for either in 15 minutes, until the oldest of those 10 leaves the window.
 */
export async function lockoutSeconds(db: Db, email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOCKOUT_WINDOW_MS);
  const counts = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${signInFailures.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${signInFailures.ip} = ${ip})`.mapWith(Number),
      oldestByEmail: sql<
        string | null
      >`(array_agg(${signInFailures.failedAt} order by ${signInFailures.failedAt} desc) filter (where ${signInFailures.email} = ${email}))[${LOCKOUT_THRESHOLD}]`,
      oldestByIp: sql<
        string | null
      >`(array_agg(${signInFailures.failedAt} order by ${signInFailures.failedAt} desc) filter (where ${signInFailures.ip} = ${ip}))[${LOCKOUT_THRESHOLD}]`,
    })
    .from(signInFailures)
    .where(
      and(gt(signInFailures.failedAt, since), or(eq(signInFailures.email, email), eq(signInFailures.ip, ip))),
    );
  const row = counts[0];
  if (!row) return 0;
  const until = [
    row.byEmail >= LOCKOUT_THRESHOLD ? row.oldestByEmail : null,
    row.byIp >= LOCKOUT_THRESHOLD ? row.oldestByIp : null,
  ]
    .filter((at): at is string => at !== null)
    .map((at) => new Date(at).getTime() + LOCKOUT_WINDOW_MS);
  if (until.length === 0) return 0;
  return Math.max(1, Math.ceil((Math.max(...until) - Date.now()) / 1000));
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values({ email, ip });
}

/** A successful sign-in clears the account's failures (not the client address's). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

export async function pruneFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.failedAt, new Date(Date.now() - LOCKOUT_WINDOW_MS)));
}
