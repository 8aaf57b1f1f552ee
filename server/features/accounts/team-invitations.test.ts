import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verifications } from '../../db/schema';
import { auditHistory } from '../../lib/audit';
import { createVerification } from './verifications';
import { bearer, createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe(`pending invitations of an address (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The owner invites `email` from the team view; answers the invitation's id and its mailed secret. */
  async function invite(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(owner),
      payload: { email, role: 'staff' },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const [queued] = await t.database.db
      .select({ link: sql<string>`${outbox.payload}->>'link'` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'account_invitation'), sql`${outbox.payload}->>'link' is not null`))
      .orderBy(sql`${outbox.createdAt} desc`)
      .limit(1);
    return { id, secret: queued!.link.split('/').pop()! };
  }
  const open = (secret: string) => t.app.inject({ method: 'GET', url: `/api/auth/invitations/${secret}` });
  const accept = (secret: string, name = 'Ex Colleague') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token: secret, name, password: TEST_PASSWORD },
    });
  const removeAccount = (userId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/team/users/${userId}`, headers: bearer(owner) });
  const pendingEmails = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })).json() as {
        invitations: { email: string }[];
      }
    ).invitations.map((invitation) => invitation.email);

  it('invited twice, accepted once, removed: the second link creates no account', async () => {
    const first = await invite('ex@example.test');
    const second = await invite('ex@example.test');
    const accepted = await accept(first.secret);
    expect(accepted.statusCode).toBe(201);
    expect(await pendingEmails()).not.toContain('ex@example.test');

    expect((await removeAccount(accepted.json().userId as string)).statusCode).toBe(204);
    expect((await open(second.secret)).statusCode).toBe(410);
    const again = await accept(second.secret, 'Back Again');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'invalid_link' });
  });

  it('removing an account revokes every link still waiting for its address', async () => {
    const leaving = await createAccount(t.database.db, { email: 'leaving@example.test', role: 'staff' });
    // An invitation made from the command line, which does not look for an account first.
    const { secret: invitation } = await createVerification(t.database.db, {
      type: 'invitation',
      target: 'leaving@example.test',
      role: 'owner',
    });
    const { secret: reset } = await createVerification(t.database.db, {
      type: 'password_reset',
      target: 'leaving@example.test',
    });
    expect((await removeAccount(leaving.userId)).statusCode).toBe(204);

    expect((await accept(invitation)).statusCode).toBe(410);
    expect(await pendingEmails()).not.toContain('leaving@example.test');
    // Should the address be invited again, the old reset link does not open the new account.
    const back = await invite('leaving@example.test');
    expect((await accept(back.secret)).statusCode).toBe(201);
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token: reset, password: 'amber-lighthouse-tide' },
    });
    expect(complete.statusCode).toBe(410);
  });

  it('removing an owner voids the invitations they sent; each keeps who sent it', async () => {
    const other = await createAccount(t.database.db, {
      email: 'second-owner@example.test',
      role: 'owner',
      name: 'Bea Second',
    });
    const inviteAs = (session: { accessToken: string }, email: string, role: 'owner' | 'staff') =>
      t.app.inject({
        method: 'POST',
        url: '/api/team/invitations',
        headers: bearer(session),
        payload: { email, role },
      });
    const backdoor = await inviteAs(other, 'backdoor@example.test', 'owner');
    expect(backdoor.statusCode).toBe(201);
    const [backdoorMail] = await t.database.db
      .select({ link: sql<string>`${outbox.payload}->>'link'` })
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = 'backdoor@example.test'`);
    const secret = backdoorMail!.link.split('/').pop()!;
    expect((await inviteAs(other, 'helper@example.test', 'staff')).statusCode).toBe(201);
    const mine = await invite('kept@example.test');

    const team = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })).json() as {
        invitations: { email: string; invitedBy: string | null }[];
      };
    expect((await team()).invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'backdoor@example.test', invitedBy: 'Bea Second' }),
        expect.objectContaining({ email: 'kept@example.test', invitedBy: 'owner' }),
      ]),
    );
    expect((await open(secret)).json()).toMatchObject({ invitedBy: 'Bea Second' });

    expect((await removeAccount(other.userId)).statusCode).toBe(204);
    expect((await open(secret)).statusCode).toBe(410);
    const taken = await accept(secret, 'Back Door');
    expect(taken.statusCode).toBe(410);
    expect(await pendingEmails()).not.toContain('backdoor@example.test');
    expect(await pendingEmails()).not.toContain('helper@example.test');
    expect(await pendingEmails()).toContain('kept@example.test');
    expect((await open(mine.secret)).statusCode).toBe(200);

    // The voided invitation still names its sender, and its history says who voided it.
    const [row] = await t.database.db
      .select({ by: verifications.createdByName, revokedAt: verifications.revokedAt })
      .from(verifications)
      .where(eq(verifications.id, backdoor.json().id as string));
    expect(row).toMatchObject({ by: 'Bea Second', revokedAt: expect.any(Date) });
    const history = await auditHistory(t.database.db, 'invitation', backdoor.json().id as string);
    expect(history.map((event) => [event.action, event.actorName])).toEqual([
      ['invitation_sent', 'Bea Second'],
      ['invitation_revoked', 'owner'],
    ]);
  });

  it('revoking an invitation revokes every other one waiting for that address', async () => {
    const first = await invite('twice@example.test');
    const second = await invite('twice@example.test');
    const other = await invite('someone-else@example.test');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${first.id}`,
      headers: bearer(owner),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await open(first.secret)).statusCode).toBe(410);
    expect((await open(second.secret)).statusCode).toBe(410);
    expect(await pendingEmails()).not.toContain('twice@example.test');
    expect((await open(other.secret)).statusCode).toBe(200);
  });
  it('writes the invitation in the language chosen, else in the one the owner works in, and keeps it', async () => {
    const invite = (email: string, headers: Record<string, string>, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/team/invitations',
        headers: { ...bearer(owner), ...headers },
        payload: { email, role: 'staff', ...(language && { language }) },
      });
    const mailLanguage = async (to: string) => {
      const [queued] = await t.database.db
        .select({ language: sql<string>`${outbox.payload}->>'language'` })
        .from(outbox)
        .where(and(eq(outbox.kind, 'account_invitation'), sql`${outbox.payload}->>'to' = ${to}`));
      return queued?.language;
    };

    // The owner works in English; the colleague reads French.
    const chosen = await invite('colleague.fr@example.test', { 'accept-language': 'en-GB' }, 'fr');
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ language: 'fr' });
    expect(await mailLanguage('colleague.fr@example.test')).toBe('fr');
    // Without a choice: the language of the page the owner sent it from.
    expect(
      (await invite('colleague.en@example.test', { 'accept-language': 'en-GB,fr;q=0.8' })).statusCode,
    ).toBe(201);
    expect(await mailLanguage('colleague.en@example.test')).toBe('en');

    const team = (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })).json() as {
      invitations: { email: string; language: string }[];
    };
    expect(team.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'colleague.fr@example.test', language: 'fr' }),
        expect.objectContaining({ email: 'colleague.en@example.test', language: 'en' }),
      ]),
    );
    const refused = await invite('colleague.de@example.test', {}, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('language');
  });
});
