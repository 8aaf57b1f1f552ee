import { and, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptClaims, attempts } from '../../db/schema';

/**
 * Where attempts are counted: what the sign-in lockout and the reset mails' limit need to remember, behind one
 * small interface so the counting rules do not depend on where the counts live. Keys are opaque strings
 * chosen by the rules (e.g. an account and a client address). Times are given, so rules and tests decide
 * what "now" is.
 */
export interface AttemptStore {
  /** Records one attempt at `at` under each key, remembered until `keepUntil`. */
  add(keys: readonly string[], at: Date, keepUntil: Date): Promise<void>;
  /** When the `nth` most recent attempt under `key` after `since` was made, or null when there are fewer. */
  nthLatest(key: string, since: Date, nth: number): Promise<Date | null>;
  /** Forgets every attempt under `key`. */
  clear(key: string): Promise<void>;
  /**
   * Claims `key` until `until`: true for the first claim, false while an earlier claim lasts (even when two
   * instances ask at once).
   */
  claim(key: string, now: Date, until: Date): Promise<boolean>;
  /** Forgets what nothing counts any more. */
  prune(now: Date): Promise<void>;
}

/**
 * The attempts in the database, so that every server instance counts the same ones: a lockout holds whichever
 * instance the guesses reach.
 */
export function databaseAttemptStore(db: Db): AttemptStore {
  return {
    async add(keys, at, keepUntil) {
      if (keys.length === 0) return;
      await db.insert(attempts).values(keys.map((key) => ({ key, at, keepUntil })));
    },
    async nthLatest(key, since, nth) {
      const [row] = await db
        .select({ at: attempts.at })
        .from(attempts)
        .where(and(eq(attempts.key, key), gt(attempts.at, since)))
        .orderBy(desc(attempts.at))
        .offset(nth - 1)
        .limit(1);
      return row?.at ?? null;
    },
    async clear(key) {
      await db.delete(attempts).where(eq(attempts.key, key));
    },
    async claim(key, now, until) {
      const claimed = await db
        .insert(attemptClaims)
        .values({ key, until })
        .onConflictDoUpdate({
          target: attemptClaims.key,
          set: { until },
          setWhere: lte(attemptClaims.until, now),
        })
        .returning({ key: attemptClaims.key });
      return claimed.length === 1;
    },
    async prune(now) {
      await db.delete(attempts).where(lt(attempts.keepUntil, now));
      await db.delete(attemptClaims).where(lt(attemptClaims.until, now));
    },
  };
}
