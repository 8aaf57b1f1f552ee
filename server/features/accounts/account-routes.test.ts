import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/auth-schemas';
import { auditEvents, sessions } from '../../db/schema';
import { bearer, createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe(`one's own account (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password: string, userAgent: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    return answer.statusCode === 200 ? (answer.json() as { accessToken: string }) : null;
  };
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who: { accessToken: string } | null,
    payload?: object,
    userAgent = FIREFOX,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? bearer(who) : {}), 'user-agent': userAgent },
      ...(payload && { payload }),
    });
  const sessionOf = async (who: { accessToken: string }) => call('GET', '/api/auth/session', who);

  it('is for the signed-in only', async () => {
    for (const [method, url] of [
      ['PUT', '/api/account/name'],
      ['PUT', '/api/account/password'],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/end-others'],
      ['DELETE', '/api/account/sessions/5f0e8f4e-3f5b-4e0c-9d43-4a8f4a1b2c3d'],
    ] as const) {
      expect((await call(method, url, null, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('changes one’s own name, recorded, and answers 400 naming the field', async () => {
    const colleague = await createAccount(t.database.db, {
      email: 'lea@example.test',
      role: 'staff',
      name: 'Léa',
    });
    const refused = await call('PUT', '/api/account/name', colleague, { name: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { name: 'is required' } });
    const changed = await call('PUT', '/api/account/name', colleague, { name: '  Léa Moreau ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ name: 'Léa Moreau' });
    expect((await sessionOf(colleague)).json()).toMatchObject({ username: 'Léa Moreau' });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'name_changed'), eq(auditEvents.subjectId, colleague.userId)));
    expect(event).toMatchObject({ actorName: 'Léa Moreau', detail: { before: 'Léa', after: 'Léa Moreau' } });
  });

  it('lists one’s own open sessions with their browser, the current one marked, and ends one or all others', async () => {
    const email = 'noah@example.test';
    const first = await createAccount(t.database.db, { email, role: 'staff', name: 'Noah' });
    const phone = (await signIn(email, TEST_PASSWORD, SAFARI))!;
    const laptop = (await signIn(email, TEST_PASSWORD, FIREFOX))!;
    const someoneElse = await createAccount(t.database.db, { email: 'ines@example.test', role: 'staff' });
    // Each browser is seen once it uses its session.
    expect((await sessionOf(first)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/session', phone, undefined, SAFARI)).statusCode).toBe(200);

    const listed = await call('GET', '/api/account/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const open = (listed.json() as { sessions: AccountSession[] }).sessions;
    expect(open).toHaveLength(3);
    expect(open.filter((session) => session.current)).toHaveLength(1);
    expect(open.find((session) => session.current)?.userAgent).toBe(FIREFOX);
    expect(open.map((session) => session.userAgent)).toContain(SAFARI);
    // Only the hash of a token is stored, never the token itself.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, first.userId));
    expect(JSON.stringify(stored)).not.toContain(phone.accessToken);
    expect(JSON.stringify(listed.json())).not.toContain(phone.accessToken);

    const phoneSession = open.find((session) => session.userAgent === SAFARI)!;
    // Nobody ends another person's session.
    const other = (
      (await call('GET', '/api/account/sessions', someoneElse)).json() as { sessions: AccountSession[] }
    ).sessions[0]!;
    expect((await call('DELETE', `/api/account/sessions/${other.id}`, laptop)).statusCode).toBe(404);
    expect((await sessionOf(someoneElse)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/account/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(204);
    const signedOut = await call('GET', '/api/auth/session', phone, undefined, SAFARI);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: 'session_signed_out' });
    expect((await call('DELETE', `/api/account/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/sessions/not-a-session', laptop)).statusCode).toBe(404);

    const ended = await call('POST', '/api/account/sessions/end-others', laptop);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await sessionOf(first)).statusCode).toBe(401);
    expect((await sessionOf(laptop)).statusCode).toBe(200);
    const left = (await call('GET', '/api/account/sessions', laptop)).json() as {
      sessions: AccountSession[];
    };
    expect(left.sessions.map((session) => session.current)).toEqual([true]);
  });

  it('changes one’s own password with the current one: the others are signed out, this browser stays', async () => {
    const email = 'hugo@example.test';
    const here = await createAccount(t.database.db, { email, role: 'owner', name: 'Hugo' });
    const elsewhere = (await signIn(email, TEST_PASSWORD, SAFARI))!;
    const newPassword = 'copper-meadow-falcon-17';

    const wrong = await call('PUT', '/api/account/password', here, {
      currentPassword: 'not-the-password-1',
      newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'wrong_password',
      fields: { currentPassword: expect.any(String) },
    });
    const weak = await call('PUT', '/api/account/password', here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ fields: { newPassword: 'must be at least 10 characters' } });
    const missing = await call('PUT', '/api/account/password', here, { newPassword });
    expect(missing.json()).toMatchObject({ fields: { currentPassword: 'is required' } });
    expect((await sessionOf(elsewhere)).statusCode).toBe(200);

    const changed = await call('PUT', '/api/account/password', here, {
      currentPassword: TEST_PASSWORD,
      newPassword,
    });
    expect(changed.statusCode).toBe(204);
    expect((await sessionOf(here)).statusCode).toBe(200);
    const ended = await sessionOf(elsewhere);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ error: 'session_password_changed' });
    expect(await signIn(email, TEST_PASSWORD, FIREFOX)).toBeNull();
    expect(await signIn(email, newPassword, FIREFOX)).not.toBeNull();
  });
});
