import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe(`password reset links (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const session = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  /** Asks for a reset link for `email`, and answers the secret of the mail queued for it. */
  async function askForLink(email: string): Promise<string> {
    expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
    const [queued] = await t.database.db
      .select({ link: sql<string>`${outbox.payload}->>'link'` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'password_reset'), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(sql`${outbox.createdAt} desc`)
      .limit(1);
    return queued!.link.split('/').pop()!;
  }
  const complete = (token: string, password: string) =>
    post('/api/auth/password-reset/complete', { token, password });

  it('asked twice, the second link used: the first one no longer sets a password nor signs anyone out', async () => {
    await createAccount(t.database.db, { email: 'twice@example.test', role: 'staff' });
    const first = await askForLink('twice@example.test');
    const second = await askForLink('twice@example.test');
    expect(second).not.toBe(first);

    const reset = await complete(second, 'amber-lighthouse-tide');
    expect(reset.statusCode).toBe(200);
    const late = await complete(first, 'someone-elses-choice');
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'invalid_link' });
    // The session the reset made is still signed in, and the password is the one chosen with the second link.
    expect((await session(reset.json().accessToken as string)).statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in', {
      email: 'twice@example.test',
      password: 'amber-lighthouse-tide',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('signing in with the password voids the links asked for before', async () => {
    await createAccount(t.database.db, { email: 'remembered@example.test', role: 'staff' });
    const link = await askForLink('remembered@example.test');
    const signIn = await post('/api/auth/sign-in', {
      email: 'remembered@example.test',
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect((await complete(link, 'amber-lighthouse-tide')).statusCode).toBe(410);
    expect((await session(signIn.json().accessToken as string)).statusCode).toBe(200);
  });
});
