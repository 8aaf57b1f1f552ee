import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashPassword, passwordProblem } from './passwords';
import { createVerification } from './verifications';
import { bearer, createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe('password rules', () => {
  it('wants at least 10 characters and no common password', () => {
    expect(passwordProblem('short')).toMatch(/at least 10/);
    expect(passwordProblem('1234567890')).toMatch(/common/);
    expect(passwordProblem('Password123')).toMatch(/common/);
    expect(passwordProblem('violet-harbour-lantern')).toBeNull();
  });

  it('hashes with Argon2id at OWASP parameters', async () => {
    expect(await hashPassword('violet-harbour-lantern')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe(`accounts and sessions (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each test signs in from its own client address, so that one test's failures do not lock another's.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  let clients = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': `192.0.2.${++clients % 250}`, ...headers },
    });
  const session = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('signs in with the e-mail and password, answering the session state fields', async () => {
    await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner', name: 'Camille' });
    const response = await post('/api/auth/sign-in', {
      email: 'Owner@Example.test',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'Camille',
      email: 'owner@example.test',
      role: 'owner',
      companyId: null,
      language: 'en',
      userId: expect.any(String),
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(body.accessToken);
    expect((await session(body.accessToken)).json()).toMatchObject({ username: 'Camille', role: 'owner' });
  });

  it('gives a wrong address and a wrong password the same answer', async () => {
    await createAccount(t.database.db, { email: 'same@example.test', role: 'staff' });
    const wrongPassword = await post('/api/auth/sign-in', {
      email: 'same@example.test',
      password: 'not-the-password',
    });
    const wrongAddress = await post('/api/auth/sign-in', {
      email: 'nobody@example.test',
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongAddress.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongAddress.json());
    expect(wrongPassword.json()).toMatchObject({ error: 'invalid_credentials' });
  });

  it('signs out on the server first: the token is refused afterwards, saying why', async () => {
    const signedIn = await createAccount(t.database.db, { email: 'leaving@example.test', role: 'staff' });
    const out = await post('/api/auth/sign-out', {}, bearer(signedIn));
    expect(out.statusCode).toBe(204);
    const after = await session(signedIn.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      error: 'session_signed_out',
      message: expect.stringMatching(/signed out/),
    });
  });

  it('refuses a missing, malformed, unknown or idle token with 401', async () => {
    expect((await session()).json()).toMatchObject({ error: 'unauthenticated' });
    expect((await session('not-a-token')).statusCode).toBe(401);
    expect((await session('A'.repeat(43))).json()).toMatchObject({ error: 'session_unknown' });

    const idle = await createAccount(t.database.db, { email: 'idle@example.test', role: 'staff' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'idle@example.test'));
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await session(idle.accessToken)).json()).toMatchObject({ error: 'session_expired' });
  });

  it('opens an invitation once, with a password that is long enough and not common', async () => {
    const { secret } = await createVerification(t.database.db, {
      type: 'invitation',
      target: 'invited@example.test',
      role: 'staff',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${secret}` })).json()).toEqual({
      email: 'invited@example.test',
      role: 'staff',
      invitedBy: null,
    });
    const weak = await post('/api/auth/invitations/accept', {
      token: secret,
      name: 'Jo',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ fields: { password: expect.stringMatching(/common/) } });

    const accepted = await post(
      '/api/auth/invitations/accept',
      { token: secret, name: 'Jo Martin', password: 'quiet-orchard-morning' },
      { 'content-language': 'fr' },
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ username: 'Jo Martin', role: 'staff', language: 'fr' });

    const again = await post('/api/auth/invitations/accept', {
      token: secret,
      name: 'Someone',
      password: 'quiet-orchard-morning',
    });
    expect(again.statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${secret}` })).statusCode).toBe(
      410,
    );
  });

  it('refuses an expired invitation', async () => {
    const { id, secret } = await createVerification(t.database.db, {
      type: 'invitation',
      target: 'late@example.test',
      role: 'staff',
    });
    const { verifications } = await import('../../db/schema');
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, id));
    const response = await post('/api/auth/invitations/accept', {
      token: secret,
      name: 'Late',
      password: 'quiet-orchard-morning',
    });
    expect(response.statusCode).toBe(410);
  });

  it('resets a password with a single-use link and ends every other session', async () => {
    const before = await createAccount(t.database.db, { email: 'forgetful@example.test', role: 'staff' });
    const { secret } = await createVerification(t.database.db, {
      type: 'password_reset',
      target: 'forgetful@example.test',
    });
    const reset = await post('/api/auth/password-reset/complete', {
      token: secret,
      password: 'amber-lighthouse-tide',
    });
    expect(reset.statusCode).toBe(200);
    expect((await session(reset.json().accessToken)).statusCode).toBe(200);
    expect((await session(before.accessToken)).json()).toMatchObject({ error: 'session_password_changed' });
    const reuse = await post('/api/auth/password-reset/complete', {
      token: secret,
      password: 'another-fine-secret',
    });
    expect(reuse.statusCode).toBe(410);
    const signIn = await post('/api/auth/sign-in', {
      email: 'forgetful@example.test',
      password: 'amber-lighthouse-tide',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('validates every payload, naming the fields', async () => {
    const response = await post('/api/auth/sign-in', { email: 'not-an-address', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      fields: { email: expect.any(String), password: 'is required', extra: expect.any(String) },
    });
  });
});
