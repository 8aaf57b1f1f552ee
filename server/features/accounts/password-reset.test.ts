import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { databaseAttemptStore } from '../../lib/attempts/attempt-store';
import { RESET_MAILS_PER_HOUR } from './reset-mail-limit';
import { createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pruneAccountRecords } from './auth-housekeeping';
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

  it(`mails at most ${RESET_MAILS_PER_HOUR} links an hour to one address, from however many addresses asked`, async () => {
    await createAccount(t.database.db, { email: 'flooded@example.test', role: 'staff' });
    const answers = [];
    for (let request = 0; request < RESET_MAILS_PER_HOUR + 2; request++) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        remoteAddress: `127.0.1.${request + 1}`,
        payload: { email: 'flooded@example.test' },
      });
      answers.push([asked.statusCode, asked.json()]);
    }
    // The same answer every time: nothing tells the asker that no more mails go.
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const mails = await t.database.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.kind, 'password_reset'), sql`${outbox.payload}->>'to' = 'flooded@example.test'`));
    expect(mails.filter((mail) => mail.status === 'pending')).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(mails.filter((mail) => mail.status === 'withheld')).toHaveLength(2);
  });

  it('forgets the mails never sent a day later', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'stranger@example.test' },
    });
    const withheld = sql`${outbox.payload}->>'to' = 'stranger@example.test'`;
    await pruneAccountRecords(t.database.db, databaseAttemptStore(t.database.db));
    expect(await t.database.db.select().from(outbox).where(withheld)).toHaveLength(1);
    await t.database.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(withheld);
    await pruneAccountRecords(t.database.db, databaseAttemptStore(t.database.db));
    expect(await t.database.db.select().from(outbox).where(withheld)).toEqual([]);
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
