import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountLinkPaths } from '../../../shared/account-links';
import { sampleBusinessSettings } from '../../config/site-config';
import { messages, outbox, users, verifications } from '../../db/schema';
import { smtpSender } from '../../mail/mail-sender';
import { OutboxWorker } from '../../outbox/outbox-worker';
import { messageMailRenderers } from '../messages';
import { bearer, createAccount } from '../../testing/accounts';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { hashSecret } from '../../lib/secrets';
import { firstOwnerEmail, inviteFirstOwner } from './first-owner';
import { accountMailRenderers, queueAccountMail } from './mails/account-mails';

const BASE = 'https://www.example.com';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The secret at the end of a mailed account link. */
function secretIn(text: string, kind: keyof typeof accountLinkPaths): string {
  const prefix = `${BASE}/#${accountLinkPaths[kind].replace(':token', '')}`;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1]!;
}

describe(`account mails through the outbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ env: { PUBLIC_BASE_URL: BASE, MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  const sendQueued = async () => {
    const worker = new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: {
        ...messageMailRenderers({
          db: t.database.db,
          env: { MAIL_TO: 'owner@example.test', MAIL_TO_LANGUAGE: 'en', HOST: '127.0.0.1', PORT: 8080 },
          business: sampleBusinessSettings,
        }),
        ...accountMailRenderers({ business: sampleBusinessSettings, replyTo: 'owner@example.test' }),
      },
      log: silentLog,
      pollMs: 50,
    });
    await worker.runOnce();
    await worker.stop();
    return sink.mails;
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('invites the first owner once, whose link creates the account; the sent mail keeps no link', async () => {
    const input = { ownerEmail: 'Camille@Example.test', baseUrl: BASE, language: 'fr' as const };
    const invitation = await inviteFirstOwner(t.database.db, input);
    expect(invitation).toMatchObject({ email: 'camille@example.test', role: 'owner' });
    expect(await inviteFirstOwner(t.database.db, input)).toBeNull();

    const [mail] = await sendQueued();
    expect(mail?.to).toContain('camille@example.test');
    expect(mail?.subject).toBe(`Votre accès à l’espace de gestion ${sampleBusinessSettings.businessName}`);
    const secret = secretIn(mail!.text, 'invitation');
    expect(mail?.html).toContain(`href="${BASE}/#/user/invitation/${secret}"`);
    // Sent by the site itself: no one to name.
    expect(mail?.text).not.toMatch(/vous est envoyée par/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${secret}` })).json(),
    ).toMatchObject({ invitedBy: null });
    const [stored] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.secretHash, hashSecret(secret)));
    expect(stored).toBeDefined();
    // Sent: the outbox no longer holds the link.
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'account_invitation'));
    expect(sent.map((entry) => [entry.status, entry.payload])).toEqual([['sent', null]]);

    const accepted = await post('/api/auth/invitations/accept', {
      token: secret,
      name: 'Camille',
      password: 'violet-harbour-lantern-42',
    });
    expect(accepted.statusCode).toBe(201);
    expect(await inviteFirstOwner(t.database.db, input)).toBeNull();
  });

  it('takes OWNER_EMAIL, else the address of MAIL_TO', () => {
    expect(firstOwnerEmail({ OWNER_EMAIL: 'Boss@Example.test', MAIL_TO: 'x@example.test' })).toBe(
      'boss@example.test',
    );
    expect(firstOwnerEmail({ MAIL_TO: 'Camille <camille@example.test>' })).toBe('camille@example.test');
    expect(firstOwnerEmail({ MAIL_TO: 'owner@example.test' })).toBe('owner@example.test');
  });

  it('mails a colleague invited by the owner; staff cannot invite, and an address with an account is refused', async () => {
    const owner = await createAccount(t.database.db, {
      email: 'boss@example.test',
      role: 'owner',
      name: 'Boss',
    });
    const staff = await createAccount(t.database.db, { email: 'helper@example.test', role: 'staff' });
    const invited = await post(
      '/api/team/invitations',
      { email: 'New@Example.test', role: 'staff' },
      bearer(owner),
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'new@example.test', role: 'staff' });
    const [mail] = await sendQueued();
    expect(mail?.to).toContain('new@example.test');
    expect(mail?.text).toMatch(/back office, where the messages and licence orders/);
    // Who invited: in the mail, and on the page its link opens.
    expect(mail?.text).toContain('Boss sent you this invitation.');
    const secret = secretIn(mail!.text, 'invitation');
    const opened = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${secret}` });
    expect(opened.json()).toEqual({ email: 'new@example.test', role: 'staff', invitedBy: 'Boss' });

    const team = (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })).json();
    expect(team.invitations.map((invitation: { email: string }) => invitation.email)).toContain(
      'new@example.test',
    );

    expect(
      (await post('/api/team/invitations', { email: 'x@example.test', role: 'staff' }, bearer(staff)))
        .statusCode,
    ).toBe(403);
    const again = await post(
      '/api/team/invitations',
      { email: 'helper@example.test', role: 'owner' },
      bearer(owner),
    );
    expect(again.statusCode).toBe(409);
  });

  it('answers a reset request the same for any address, and mails a working link only to an account', async () => {
    const before = await createAccount(t.database.db, {
      email: 'forgot@example.test',
      role: 'staff',
      name: 'Jo',
    });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'forgot@example.test'));
    const known = await post('/api/auth/password-reset', { email: 'forgot@example.test' });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const mails = await sendQueued();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Réinitialisez votre mot de passe/);
    expect(mails[0]?.text).toMatch(/^Bonjour Jo,/);
    const secret = secretIn(mails[0]!.text, 'passwordReset');
    const reset = await post('/api/auth/password-reset/complete', {
      token: secret,
      password: 'amber-lighthouse-tide',
    });
    expect(reset.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(before) });
    expect(old.json()).toMatchObject({ error: 'session_password_changed' });
  });

  it('warns the holder of an account whose password is guessed from many addresses, in their language', async () => {
    await queueAccountMail(t.database.db, 'sign_in_attack', {
      to: 'guessed@example.test',
      language: 'fr',
      name: 'Camille',
      link: `${BASE}/#/user`,
    });
    await queueAccountMail(t.database.db, 'sign_in_attack', {
      to: 'guessed-too@example.test',
      language: 'en',
      name: 'Alex',
      link: `${BASE}/#/user`,
    });
    const mails = await sendQueued();
    const french = mails.find((mail) => mail.to.includes('guessed@example.test'));
    const english = mails.find((mail) => mail.to.includes('guessed-too@example.test'));
    expect(french?.subject).toBe(
      `Quelqu’un tente de deviner votre mot de passe de l’espace de gestion ${sampleBusinessSettings.businessName}`,
    );
    expect(french?.text).toMatch(/^Bonjour Camille,/);
    expect(french?.text).toContain('plus de 100 mots de passe erronés');
    expect(french?.text).toContain('(guessed@example.test)');
    expect(french?.text).toContain(`${BASE}/#/user`);
    expect(english?.subject).toBe(
      `Someone is trying to guess your ${sampleBusinessSettings.businessName} back-office password`,
    );
    expect(english?.text).toContain('more than 100 wrong passwords were tried');
    expect(english?.text).toContain('at most once a day');
  });

  it('moves a spam message to the inbox and mails the owner its notification once', async () => {
    const owner = await createAccount(t.database.db, { email: 'spam-owner@example.test', role: 'owner' });
    const sent = await post('/api/messages', {
      type: 'contact',
      name: 'Autofilled',
      email: 'real@example.test',
      message: 'A real question, caught by autofill',
      hp: 'autofilled',
    });
    const { id } = sent.json() as { id: string };
    expect(await sendQueued()).toHaveLength(0);
    const spamView = (
      await t.app.inject({ method: 'GET', url: '/api/inbox?view=spam', headers: bearer(owner) })
    ).json();
    expect(spamView.items.map((item: { id: string }) => item.id)).toContain(id);

    const notSpam = () =>
      t.app.inject({ method: 'POST', url: `/api/inbox/${id}/not-spam`, headers: bearer(owner) });
    expect((await notSpam()).statusCode).toBe(204);
    expect((await notSpam()).statusCode).toBe(204);
    const mails = await sendQueued();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('A real question, caught by autofill');
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row?.spam).toBe(false);
  });
});
