import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env';
import { oauthAuthorizationCodes, oauthTokens } from '../../db/schema/google-home';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import {
  type FakeGoogleKeys,
  firebaseClaims,
  startFakeGoogleKeys,
  unsignedToken,
} from '../../testing/fake-google-keys';
import { hashSecret } from '../../lib/secrets';
import { inlineScriptHashes } from '../../http/prerender';

const PROJECT = 'linking-test';
const CLIENT_ID = 'google-home-client';
const CLIENT_SECRET = 'correct-horse-battery-staple';
const GOOGLE_REDIRECT = 'https://oauth-redirect.googleusercontent.com/r/home-action-42';
const SANDBOX_REDIRECT = 'https://oauth-redirect-sandbox.googleusercontent.com/r/home-action-42';
const EXTRA_REDIRECT = 'https://tests.example.net/oauth-return';

function linkingEnv(keys: FakeGoogleKeys, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GOOGLE_HOME_CLIENT_ID: CLIENT_ID,
    GOOGLE_HOME_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_HOME_PROJECT_ID: 'home-action-42',
    GOOGLE_HOME_EXTRA_REDIRECT_URIS: EXTRA_REDIRECT,
    FIREBASE_API_KEY: 'web-api-key',
    FIREBASE_AUTH_DOMAIN: 'www.example.com',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: keys.jwksUrl,
    ...extra,
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe(`Google Home account linking (${testDatabaseKind})`, () => {
  let keys: FakeGoogleKeys;
  let t: TestApp;

  beforeAll(async () => {
    keys = await startFakeGoogleKeys();
    t = await createTestApp({ env: linkingEnv(keys) });
  });
  afterAll(async () => {
    await t?.close();
    await keys?.stop();
  });

  async function authorize(query: Record<string, string>) {
    return t.app.inject({
      method: 'GET',
      url: `/GoogleHome/auth/authorize?${new URLSearchParams(query).toString()}`,
    });
  }

  /** Runs /authorize and returns the code the page would receive. */
  async function newCode(redirectUri = GOOGLE_REDIRECT): Promise<string> {
    const response = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      state: 'google-state',
      response_type: 'code',
    });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    return new URLSearchParams(location.split('?')[1]).get('authCode') ?? '';
  }

  async function callback(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'POST', url: '/GoogleHome/auth/callback', payload: body, headers });
  }

  async function linkedCode(redirectUri = GOOGLE_REDIRECT): Promise<string> {
    const code = await newCode(redirectUri);
    const response = await callback({
      authCode: code,
      firebaseToken: await keys.sign(firebaseClaims(PROJECT)),
      redirectUri,
    });
    expect(response.statusCode).toBe(200);
    return code;
  }

  async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/GoogleHome/auth/token',
      headers: { ...formHeaders, ...headers },
      payload: form(fields),
    });
  }

  const exchange = (code: string, redirectUri = GOOGLE_REDIRECT) =>
    token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });

  const refresh = (refreshToken: string) =>
    token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });

  describe('GET /GoogleHome/auth/authorize', () => {
    it('redirects to the linking page with an unguessable code, redirect_uri and the unchanged state', async () => {
      const response = await authorize({
        client_id: CLIENT_ID,
        redirect_uri: GOOGLE_REDIRECT,
        state: 'opaque state/with+chars',
        response_type: 'code',
      });
      expect(response.statusCode).toBe(302);
      const location = String(response.headers.location);
      expect(location.startsWith('/#/google-login?')).toBe(true);
      const params = new URLSearchParams(location.split('?')[1]);
      expect(params.get('redirect_uri')).toBe(GOOGLE_REDIRECT);
      expect(params.get('state')).toBe('opaque state/with+chars');
      const code = params.get('authCode') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{43,}$/);

      const rows = await t.database.db.select().from(oauthAuthorizationCodes);
      expect(rows.some((row) => row.codeHash === code)).toBe(false);
      const row = rows.find((r) => r.codeHash === hashSecret(code));
      expect(row).toMatchObject({ clientId: CLIENT_ID, redirectUri: GOOGLE_REDIRECT, userUid: null });
      const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetime).toBeGreaterThan(9 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    });

    it('accepts the sandbox redirect URI and gives a new code each time', async () => {
      const first = await newCode(SANDBOX_REDIRECT);
      const second = await newCode(SANDBOX_REDIRECT);
      expect(first).not.toBe(second);
    });

    it('refuses a wrong client_id with a 400 page and no redirect', async () => {
      const response = await authorize({
        client_id: 'someone-else',
        redirect_uri: GOOGLE_REDIRECT,
        state: 's',
        response_type: 'code',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('does not come from the registered Google Home integration');
    });

    it.each([
      'https://attacker.example/r/home-action-42',
      'https://oauth-redirect.googleusercontent.com/r/other-project',
      `${GOOGLE_REDIRECT}/`,
      `${GOOGLE_REDIRECT}?x=1`,
      'http://oauth-redirect.googleusercontent.com/r/home-action-42',
    ])('refuses the unlisted redirect_uri %s with a 400 page and no redirect', async (redirectUri) => {
      const response = await authorize({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        state: 's',
        response_type: 'code',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('redirect address');
    });

    it('answers the refusal page in French for a French browser', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/GoogleHome/auth/authorize?client_id=x&redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}`,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="fr">');
      expect(response.body).toContain('Association impossible');
    });

    it('sends an unsupported response_type back to Google as an OAuth error', async () => {
      const response = await authorize({
        client_id: CLIENT_ID,
        redirect_uri: GOOGLE_REDIRECT,
        state: 'st',
        response_type: 'token',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${GOOGLE_REDIRECT}?error=unsupported_response_type&state=st`);
    });
  });

  describe('POST /GoogleHome/auth/callback', () => {
    it('binds the code to the verified Google user', async () => {
      const code = await newCode();
      const response = await callback({
        authCode: code,
        firebaseToken: await keys.sign(firebaseClaims(PROJECT, { sub: 'uid-42', email: 'ada@example.com' })),
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(response.statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(oauthAuthorizationCodes)
        .where(eq(oauthAuthorizationCodes.codeHash, hashSecret(code)));
      expect(row).toMatchObject({ userUid: 'uid-42', userEmail: 'ada@example.com' });
      expect(row?.boundAt).toBeInstanceOf(Date);
    });

    it.each([
      ['signed by a key Google does not publish', { unpublished: true }, {}],
      ['with an unknown key id', { kid: 'not-a-key' }, {}],
      ['expired', {}, { exp: Math.floor(Date.now() / 1000) - 60 }],
      ['for another Firebase project (audience)', {}, { aud: 'another-project' }],
      ['from another issuer', {}, { iss: 'https://securetoken.google.com/another-project' }],
      ['authenticated in the future', {}, { auth_time: Math.floor(Date.now() / 1000) + 3600 }],
      ['without auth_time', {}, { auth_time: undefined }],
      ['issued in the future', {}, { iat: Math.floor(Date.now() / 1000) + 3600 }],
      ['from an anonymous sign-in', {}, { firebase: { sign_in_provider: 'anonymous' } }],
    ])('refuses an ID token %s with a plain-text 401', async (_name, signOptions, overrides) => {
      const code = await newCode();
      const response = await callback({
        authCode: code,
        firebaseToken: await keys.sign(firebaseClaims(PROJECT, overrides), signOptions),
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).toBe('Your Google sign-in could not be verified. Please sign in again.');
      const [row] = await t.database.db
        .select()
        .from(oauthAuthorizationCodes)
        .where(eq(oauthAuthorizationCodes.codeHash, hashSecret(code)));
      expect(row?.userUid).toBeNull();
    });

    it('refuses an unsigned (alg: none) token when the emulator is not configured', async () => {
      const response = await callback({
        authCode: await newCode(),
        firebaseToken: unsignedToken(firebaseClaims(PROJECT)),
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a token that is not a JWT', async () => {
      const response = await callback({
        authCode: await newCode(),
        firebaseToken: 'not-a-token',
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown code, a mismatched redirectUri, an expired code, and a missing field', async () => {
      const firebaseToken = await keys.sign(firebaseClaims(PROJECT));
      const unknown = await callback({
        authCode: 'x'.repeat(43),
        firebaseToken,
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('invalid, already used or expired');

      const mismatch = await callback({
        authCode: await newCode(),
        firebaseToken,
        redirectUri: SANDBOX_REDIRECT,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toBe('The redirect address does not match this linking request.');

      const code = await newCode();
      await t.database.db
        .update(oauthAuthorizationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthAuthorizationCodes.codeHash, hashSecret(code)));
      const expired = await callback({ authCode: code, firebaseToken, redirectUri: GOOGLE_REDIRECT });
      expect(expired.statusCode).toBe(400);

      const missing = await callback({ authCode: await newCode(), redirectUri: GOOGLE_REDIRECT });
      expect(missing.statusCode).toBe(400);
      expect(missing.headers['content-type']).toMatch(/text\/plain/);
    });

    it('refuses a code bound to another Google user', async () => {
      const code = await linkedCode();
      const response = await callback({
        authCode: code,
        firebaseToken: await keys.sign(firebaseClaims(PROJECT, { sub: 'intruder' })),
        redirectUri: GOOGLE_REDIRECT,
      });
      expect(response.statusCode).toBe(400);
    });

    it('gives its reason in French to a French browser', async () => {
      const response = await callback(
        {
          authCode: 'y'.repeat(43),
          firebaseToken: await keys.sign(firebaseClaims(PROJECT)),
          redirectUri: '',
        },
        { 'accept-language': 'fr' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Recommencez depuis l’application Google Home');
    });

    it('fetched the key set from the configured URL', () => {
      expect(keys.requests).toBeGreaterThan(0);
    });
  });

  describe('POST /GoogleHome/auth/token', () => {
    it('exchanges a linked code for opaque Bearer tokens, stored only as hashes', async () => {
      const code = await linkedCode();
      const response = await exchange(code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        token_type: 'Bearer',
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
        expires_in: 3600,
      });
      const rows = await t.database.db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.codeHash, hashSecret(code)));
      expect(rows.map((row) => row.kind).sort()).toEqual(['access', 'refresh']);
      expect(rows.map((row) => row.tokenHash).sort()).toEqual(
        [hashSecret(body.access_token), hashSecret(body.refresh_token)].sort(),
      );
      expect(rows.every((row) => row.userUid === 'google-user-1')).toBe(true);
    });

    it('accepts the client credentials with HTTP Basic', async () => {
      const code = await linkedCode();
      const response = await token(
        { grant_type: 'authorization_code', code, redirect_uri: GOOGLE_REDIRECT },
        { authorization: basic(CLIENT_ID, CLIENT_SECRET) },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().token_type).toBe('Bearer');
    });

    it('refuses a wrong client secret or client id with 401 invalid_client', async () => {
      const code = await linkedCode();
      const wrongSecret = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: GOOGLE_REDIRECT,
        client_id: CLIENT_ID,
        client_secret: 'wrong',
      });
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.json()).toEqual({ error: 'invalid_client' });

      const wrongBasic = await token(
        { grant_type: 'authorization_code', code, redirect_uri: GOOGLE_REDIRECT },
        { authorization: basic(CLIENT_ID, 'wrong') },
      );
      expect(wrongBasic.statusCode).toBe(401);
      expect(wrongBasic.headers['www-authenticate']).toMatch(/^Basic/);

      const wrongId = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: GOOGLE_REDIRECT,
        client_id: 'other',
        client_secret: CLIENT_SECRET,
      });
      expect(wrongId.statusCode).toBe(401);

      // The code survived the refused attempts.
      expect((await exchange(code)).statusCode).toBe(200);
    });

    it('refuses a reused code and revokes the tokens the first exchange issued', async () => {
      const code = await linkedCode();
      const first = await exchange(code);
      expect(first.statusCode).toBe(200);
      const { refresh_token: refreshToken } = first.json();
      expect((await refresh(refreshToken)).statusCode).toBe(200);

      const second = await exchange(code);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({ error: 'invalid_grant' });

      const afterReplay = await refresh(refreshToken);
      expect(afterReplay.statusCode).toBe(400);
      expect(afterReplay.json()).toEqual({ error: 'invalid_grant' });
      const rows = await t.database.db
        .select()
        .from(oauthTokens)
        .where(eq(oauthTokens.codeHash, hashSecret(code)));
      // access + refresh from the exchange, access from the refresh: all revoked.
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('refuses an expired code with invalid_grant', async () => {
      const code = await linkedCode();
      await t.database.db
        .update(oauthAuthorizationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthAuthorizationCodes.codeHash, hashSecret(code)));
      const response = await exchange(code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant' });
    });

    it('refuses a code no user signed in for, an unknown code, and a different redirect_uri', async () => {
      const unbound = await exchange(await newCode());
      expect(unbound.statusCode).toBe(400);
      expect(unbound.json()).toEqual({ error: 'invalid_grant' });

      expect((await exchange('z'.repeat(43))).json()).toEqual({ error: 'invalid_grant' });

      const code = await linkedCode();
      const mismatch = await exchange(code, SANDBOX_REDIRECT);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ error: 'invalid_grant' });
    });

    it('gives a new access token for a refresh token, and refuses an unknown one', async () => {
      const first = (await exchange(await linkedCode(EXTRA_REDIRECT), EXTRA_REDIRECT)).json();
      const response = await refresh(first.refresh_token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token_type: 'Bearer',
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
        expires_in: 3600,
      });
      expect(body.access_token).not.toBe(first.access_token);
      // The refresh token stays valid (Google keeps one per linked account).
      expect((await refresh(first.refresh_token)).statusCode).toBe(200);

      const unknown = await refresh('unknown-refresh-token');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: 'invalid_grant' });
      // An access token is not a refresh token.
      expect((await refresh(first.access_token)).json()).toEqual({ error: 'invalid_grant' });
    });

    it('answers RFC 6749 errors for malformed requests', async () => {
      const noGrant = await token({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
      expect(noGrant.statusCode).toBe(400);
      expect(noGrant.json()).toEqual({ error: 'invalid_request' });

      const unsupported = await token({
        grant_type: 'password',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      });
      expect(unsupported.statusCode).toBe(400);
      expect(unsupported.json().error).toMatch(/unsupported_grant_type|unauthorized_client/);

      const json = await t.app.inject({
        method: 'POST',
        url: '/GoogleHome/auth/token',
        payload: { grant_type: 'refresh_token' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ error: 'invalid_request' });
    });
  });

  it('widens the CSP by exactly what Firebase sign-in needs', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(headers['content-security-policy']);
    // The test app serves ./dist/web: the boot script's hash is there when the site is built.
    const inlineScripts = inlineScriptHashes('./dist/web').map((hash) => ` ${hash}`);
    expect(csp).toContain(`script-src 'self'${inlineScripts.join('')} https://apis.google.com;`);
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(csp).toContain('frame-src https://www.example.com;');
    expect(csp).not.toContain('unsafe');
  });
});

describe(`Google Home account linking with the Auth emulator (${testDatabaseKind})`, () => {
  let keys: FakeGoogleKeys;
  let t: TestApp;
  beforeAll(async () => {
    keys = await startFakeGoogleKeys();
    t = await createTestApp({ env: linkingEnv(keys, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }) });
  });
  afterAll(async () => {
    await t?.close();
    await keys?.stop();
  });

  it('accepts unsigned tokens with the right claims, still checking audience and expiry', async () => {
    const code = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/GoogleHome/auth/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: GOOGLE_REDIRECT, state: 's', response_type: 'code' }).toString()}`,
      });
      return new URLSearchParams(String(response.headers.location).split('?')[1]).get('authCode') ?? '';
    };
    const post = async (claims = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/GoogleHome/auth/callback',
        payload: {
          authCode: await code(),
          firebaseToken: unsignedToken(firebaseClaims(PROJECT, claims)),
          redirectUri: GOOGLE_REDIRECT,
        },
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post({ aud: 'other' })).statusCode).toBe(401);
    expect((await post({ exp: Math.floor(Date.now() / 1000) - 60 })).statusCode).toBe(401);
  });

  it('admits the emulator origin in the CSP', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain('http://127.0.0.1:9099');
  });

  it('the server refuses to start with the emulator in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });
});

describe(`Google Home account linking when not configured (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 on every endpoint and keeps the strict CSP', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: `/GoogleHome/auth/authorize?client_id=x&redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}`,
    });
    expect(authorize.statusCode).toBe(503);
    expect(authorize.headers.location).toBeUndefined();
    const callback = await t.app.inject({
      method: 'POST',
      url: '/GoogleHome/auth/callback',
      payload: { authCode: 'a', firebaseToken: 'b', redirectUri: 'c' },
    });
    expect(callback.statusCode).toBe(503);
    const tokenResponse = await t.app.inject({
      method: 'POST',
      url: '/GoogleHome/auth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(tokenResponse.statusCode).toBe(503);
    const csp = String(authorize.headers['content-security-policy']);
    expect(csp).not.toContain('apis.google.com');
    expect(csp).toContain("frame-src 'none'");
  });
});

describe(`/__/auth/ proxy to Firebase's auth handler (${testDatabaseKind})`, () => {
  let upstream: Server;
  let received: { url: string; headers: IncomingHttpHeaders }[];
  let t: TestApp;
  beforeAll(async () => {
    received = [];
    upstream = createServer((request, response) => {
      received.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<html>firebase auth handler</html>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const keys = { jwksUrl: 'http://127.0.0.1:9/jwks' } as FakeGoogleKeys;
    t = await createTestApp({
      env: linkingEnv(keys, { FIREBASE_AUTH_HANDLER_ORIGIN: `http://127.0.0.1:${port}` }),
    });
  });
  afterAll(async () => {
    await t?.close();
    upstream?.closeAllConnections();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  });

  it('forwards /__/auth/* to the handler, without our cookies or our CSP', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/__/auth/handler?apiKey=k&authType=signInViaRedirect',
      headers: { cookie: 'session=secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html>firebase auth handler</html>');
    expect(received.at(-1)?.url).toBe('/__/auth/handler?apiKey=k&authType=signInViaRedirect');
    expect(received.at(-1)?.headers.cookie).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();

    const iframe = await t.app.inject({ method: 'GET', url: '/__/auth/iframe?apiKey=k' });
    expect(iframe.statusCode).toBe(200);
    expect(received.at(-1)?.url).toBe('/__/auth/iframe?apiKey=k');
  });

  it('does not proxy other methods or paths', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/__/auth/handler', payload: {} });
    expect(post.statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: '/__/firebase/init.json' });
    expect(other.statusCode).toBe(404);
  });
});
