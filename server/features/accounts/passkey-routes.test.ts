import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../../testing/accounts';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const ORIGIN = 'https://www.example.com';

describe(`passkeys (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function addPasskey(
    session: { accessToken: string },
    authenticator = createSoftwareAuthenticator(ORIGIN),
  ) {
    const { challengeId, options } = (await post('/api/auth/passkeys/options', {}, bearer(session))).json();
    expect(options.rp.id).toBe('www.example.com');
    expect(options.authenticatorSelection.residentKey).toBe('required');
    const added = await post(
      '/api/auth/passkeys',
      { challengeId, response: authenticator.register(options) },
      bearer(session),
    );
    expect(added.statusCode).toBe(201);
    return authenticator;
  }

  async function signInWith(authenticator: ReturnType<typeof createSoftwareAuthenticator>, origin = ORIGIN) {
    const { challengeId, options } = (await post('/api/auth/passkey-sign-in/options')).json();
    return post('/api/auth/passkey-sign-in', {
      challengeId,
      response: authenticator.authenticate(options, origin),
    });
  }

  it('adds a passkey to a signed-in account, then signs in with it instead of the password', async () => {
    const owner = await createAccount(t.database.db, {
      email: 'keys@example.test',
      role: 'owner',
      name: 'Keys',
    });
    const authenticator = await addPasskey(owner);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: bearer(owner) })
    ).json();
    expect(list.passkeys).toHaveLength(1);

    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      username: 'Keys',
      role: 'owner',
      accessToken: expect.any(String),
    });
    // The signature counter moves on, and a second sign-in works as well.
    expect((await signInWith(authenticator)).statusCode).toBe(200);
  });

  it('refuses an unknown passkey, an answer made for another site, and a replayed challenge', async () => {
    const stranger = createSoftwareAuthenticator(ORIGIN);
    expect((await signInWith(stranger)).statusCode).toBe(401);

    const owner = await createAccount(t.database.db, { email: 'phished@example.test', role: 'staff' });
    const authenticator = await addPasskey(owner);
    const phished = await signInWith(authenticator, 'https://www.example.com.evil.test');
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toMatchObject({ error: 'passkey_refused' });

    const { challengeId, options } = (await post('/api/auth/passkey-sign-in/options')).json();
    const answer = { challengeId, response: authenticator.authenticate(options) };
    expect((await post('/api/auth/passkey-sign-in', answer)).statusCode).toBe(200);
    expect((await post('/api/auth/passkey-sign-in', answer)).statusCode).toBe(401);
  });

  it('lets a user remove their passkey, which then signs no one in', async () => {
    const user = await createAccount(t.database.db, { email: 'remove@example.test', role: 'staff' });
    const authenticator = await addPasskey(user);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/passkeys/${authenticator.id}`,
      headers: bearer(user),
    });
    expect(removed.statusCode).toBe(204);
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });

  it('says when passkeys cannot work because the site is reached by an IP address', async () => {
    const session = await createAccount(t.database.db, { email: 'ip@example.test', role: 'staff' });
    const list = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: bearer(session) })).json();
    expect(await list(t)).toEqual({ passkeys: [], unavailable: null });
    const byIp = await createTestApp({
      database: { ...t.database, close: async () => {} },
      env: { PUBLIC_BASE_URL: 'http://192.168.1.20:8080' },
    });
    try {
      expect(await list(byIp)).toEqual({ passkeys: [], unavailable: 'ip_address' });
    } finally {
      await byIp.close();
    }
  });

  it('needs a session to add a passkey, and validates the answer', async () => {
    expect((await post('/api/auth/passkeys/options')).statusCode).toBe(401);
    const user = await createAccount(t.database.db, { email: 'shape@example.test', role: 'staff' });
    const bad = await post('/api/auth/passkeys', { challengeId: 'x', response: {} }, bearer(user));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { challengeId: expect.any(String), response: expect.any(String) },
    });
  });
});
