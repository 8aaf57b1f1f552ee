import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAuthorizationCodes, oauthTokens } from '../../db/schema/google-home';
import { AUTHORIZATION_CODE_LIFETIME_SECONDS } from './linking-config';
import { hashSecret, newSecret } from '../../lib/secrets';

/** Creates a single-use authorization code bound to the client and redirect URI; returns it in clear once. */
export async function createAuthorizationCode(
  db: Db,
  input: { clientId: string; redirectUri: string },
): Promise<string> {
  const code = newSecret();
  await db.insert(oauthAuthorizationCodes).values({
    codeHash: hashSecret(code),
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_LIFETIME_SECONDS * 1000),
  });
  return code;
}

/**
 * True when `code` was used up by an exchange that named another redirect URI than the authorization did. The
 * library answers that with invalid_request; RFC 6749 §5.2 says invalid_grant. The code is consumed either way,
 * so a wrong guess cannot be retried.
 */
export async function consumedWithOtherRedirect(
  db: Db,
  code: unknown,
  redirectUri: unknown,
): Promise<boolean> {
  if (typeof code !== 'string' || typeof redirectUri !== 'string' || redirectUri === '') return false;
  const [row] = await db
    .select({ redirectUri: oauthAuthorizationCodes.redirectUri, usedAt: oauthAuthorizationCodes.usedAt })
    .from(oauthAuthorizationCodes)
    .where(eq(oauthAuthorizationCodes.codeHash, hashSecret(code)));
  return row !== undefined && row.usedAt !== null && row.redirectUri !== redirectUri;
}

export type BindOutcome = 'bound' | 'unknown-code' | 'redirect-mismatch';

/**
 * Binds a code the user received from /authorize to the Google user who signed in. The code must exist, be
 * unexpired, unused and not bound to another user; a second sign-in by the same user is accepted (retry).
 */
export async function bindAuthorizationCode(
  db: Db,
  input: { code: string; redirectUri: string; uid: string; email: string | null },
): Promise<BindOutcome> {
  const codeHash = hashSecret(input.code);
  const [row] = await db
    .select()
    .from(oauthAuthorizationCodes)
    .where(eq(oauthAuthorizationCodes.codeHash, codeHash));
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return 'unknown-code';
  if (row.userUid && row.userUid !== input.uid) return 'unknown-code';
  if (row.redirectUri !== input.redirectUri) return 'redirect-mismatch';
  const updated = await db
    .update(oauthAuthorizationCodes)
    .set({ userUid: input.uid, userEmail: input.email, boundAt: new Date() })
    .where(
      and(
        eq(oauthAuthorizationCodes.codeHash, codeHash),
        isNull(oauthAuthorizationCodes.usedAt),
        gt(oauthAuthorizationCodes.expiresAt, sql`now()`),
        or(isNull(oauthAuthorizationCodes.userUid), eq(oauthAuthorizationCodes.userUid, input.uid)),
      ),
    )
    .returning({ codeHash: oauthAuthorizationCodes.codeHash });
  return updated.length === 1 ? 'bound' : 'unknown-code';
}

/** RFC 6749 §4.1.2: a replayed code revokes every token issued from it (and from their refreshes). */
export async function revokeTokensOfCode(db: Db, codeHash: string): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(oauthTokens.codeHash, codeHash), isNull(oauthTokens.revokedAt)));
}
