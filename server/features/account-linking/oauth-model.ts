import type OAuth2Server from '@node-oauth/oauth2-server';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAuthorizationCodes, oauthTokens } from '../../db/schema/google-home';
import type { LinkingConfig } from './linking-config';
import { revokeTokensOfCode } from './oauth-store';
import { hashSecret, newSecret, sameSecret } from '../../lib/secrets';

/** The linked Google user, and the code the token family descends from. */
interface LinkedUser {
  uid: string;
  email: string | null;
  codeHash: string | null;
}

const GRANTS = ['authorization_code', 'refresh_token'];

/**
 * @node-oauth/oauth2-server's storage model on Drizzle. Codes and tokens are looked up by their SHA-256:
 * the database never holds a usable credential.
 */
export function createOAuthModel(
  db: Db,
  config: LinkingConfig,
): OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel {
  const client: OAuth2Server.Client = {
    id: config.clientId,
    redirectUris: config.redirectUris,
    grants: GRANTS,
  };

  return {
    async getClient(clientId, clientSecret) {
      if (clientId !== config.clientId || !sameSecret(config.clientSecret, clientSecret)) return null;
      return client;
    },

    async generateAccessToken() {
      return newSecret();
    },

    async generateRefreshToken() {
      return newSecret();
    },

    saveAuthorizationCode() {
      // The library's authorize() is not used: /GoogleHome/auth/authorize issues codes (oauth-store.ts).
      throw new Error('authorization codes are issued by GET /GoogleHome/auth/authorize');
    },

    async getAuthorizationCode(code) {
      const codeHash = hashSecret(code);
      const [row] = await db
        .select()
        .from(oauthAuthorizationCodes)
        .where(eq(oauthAuthorizationCodes.codeHash, codeHash));
      if (!row) return null;
      if (row.usedAt) {
        await revokeTokensOfCode(db, codeHash);
        return null;
      }
      // Not yet bound to a signed-in user: Google cannot exchange it.
      if (!row.userUid) return null;
      const user: LinkedUser = { uid: row.userUid, email: row.userEmail, codeHash };
      return {
        authorizationCode: code,
        expiresAt: row.expiresAt,
        redirectUri: row.redirectUri,
        client: { id: row.clientId, grants: GRANTS },
        user,
      };
    },

    async revokeAuthorizationCode(code) {
      const codeHash = hashSecret(code.authorizationCode);
      const used = await db
        .update(oauthAuthorizationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(oauthAuthorizationCodes.codeHash, codeHash), isNull(oauthAuthorizationCodes.usedAt)))
        .returning({ codeHash: oauthAuthorizationCodes.codeHash });
      if (used.length === 0) {
        // Lost a race with a concurrent exchange of the same code: treat it as a replay.
        await revokeTokensOfCode(db, codeHash);
        return false;
      }
      return true;
    },

    async saveToken(token, tokenClient, user) {
      // The user is the one getUser/the authorization code gave the library, which is a LinkedUser.
      const linked = user as LinkedUser;
      const common = {
        clientId: tokenClient.id,
        userUid: linked.uid,
        userEmail: linked.email,
        codeHash: linked.codeHash,
      };
      const rows: (typeof oauthTokens.$inferInsert)[] = [
        {
          ...common,
          tokenHash: hashSecret(token.accessToken),
          kind: 'access',
          expiresAt: token.accessTokenExpiresAt ?? null,
        },
      ];
      // Refresh tokens do not expire: Google keeps one per linked account until the user unlinks.
      if (token.refreshToken) {
        rows.push({ ...common, tokenHash: hashSecret(token.refreshToken), kind: 'refresh', expiresAt: null });
      }
      await db.insert(oauthTokens).values(rows);
      return { ...token, refreshTokenExpiresAt: undefined, client: tokenClient, user };
    },

    async getAccessToken(accessToken) {
      const row = await findToken(db, accessToken, 'access');
      if (!row) return null;
      return {
        accessToken,
        accessTokenExpiresAt: row.expiresAt ?? undefined,
        client: { id: row.clientId, grants: GRANTS },
        user: { uid: row.userUid, email: row.userEmail, codeHash: row.codeHash } satisfies LinkedUser,
      };
    },

    async getRefreshToken(refreshToken) {
      const row = await findToken(db, refreshToken, 'refresh');
      if (!row) return null;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.expiresAt ?? undefined,
        client: { id: row.clientId, grants: GRANTS },
        user: { uid: row.userUid, email: row.userEmail, codeHash: row.codeHash } satisfies LinkedUser,
      };
    },

    async revokeToken(token) {
      const revoked = await db
        .update(oauthTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(oauthTokens.tokenHash, hashSecret(token.refreshToken)), isNull(oauthTokens.revokedAt)))
        .returning({ id: oauthTokens.id });
      return revoked.length === 1;
    },
  };
}

async function findToken(db: Db, token: string, kind: 'access' | 'refresh') {
  const [row] = await db
    .select()
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, hashSecret(token)), eq(oauthTokens.kind, kind)));
  if (!row || row.revokedAt) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}
