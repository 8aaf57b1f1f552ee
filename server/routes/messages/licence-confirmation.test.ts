import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleBusinessSettings } from '../../config/site-config';
import { confirmationRecipients, idempotencyKeys, messages, outbox } from '../../db/schema';
import { smtpSender } from '../../mail/mail-sender';
import { OutboxWorker } from '../../outbox/outbox-worker';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { messageMailRenderers } from './mails/message-mails';
import { pruneExpiredMessageRecords } from './message-housekeeping';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './messages-service';

const phishing = 'Your account is locked, sign in at https://phish.example/login';
const order = {
  type: 'driver',
  driverName: 'netatmo-weather-station',
  company: phishing,
  firstName: 'Paul',
  lastName: phishing,
  address: phishing,
  email: 'target@example.test',
  mac: '00-0f-ff-a1-b2-c3',
  hp: '',
};
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`licence order confirmations (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.mails.length = 0;
    await t.database.db.delete(outbox);
    await t.database.db.delete(messages);
    await t.database.db.delete(idempotencyKeys);
    await t.database.db.delete(confirmationRecipients);
  });

  const post = async (body: object, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-type': 'application/json', 'content-language': 'en', ...headers },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(202);
  };

  /** Sends everything queued through a real SMTP server and returns what it received. */
  const sendQueued = async () => {
    const worker = new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: messageMailRenderers({
        db: t.database.db,
        env: { MAIL_TO: 'owner@example.test', MAIL_TO_LANGUAGE: 'en' },
        business: sampleBusinessSettings,
      }),
      log: silentLog,
      pollMs: 50,
    });
    await worker.runOnce();
    await worker.stop();
    return {
      owner: sink.mails.filter((mail) => mail.to.includes('owner@example.test')),
      customer: sink.mails.filter((mail) => !mail.to.includes('owner@example.test')),
    };
  };

  const storedOrders = async () =>
    (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.kind, 'licence_order')))[0]
      ?.n;

  it('quotes nothing the visitor typed but the MAC address, and greets without the typed name', async () => {
    await post(order);
    const { owner, customer } = await sendQueued();
    expect(customer).toHaveLength(1);
    const [confirmation] = customer;
    expect(confirmation?.to).toEqual(['target@example.test']);
    for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) {
      expect(part).not.toContain('phish.example');
    }
    expect(confirmation?.text).toMatch(/^Hello,\n/);
    expect(confirmation?.text).not.toContain('Paul');
    expect(confirmation?.text).toContain('00:0F:FF:A1:B2:C3');
    expect(confirmation?.text).toContain('Netatmo weather station driver');
    expect(confirmation?.text).toContain('€50.00 excl. VAT');
    // The owner still sees everything that was typed.
    expect(owner[0]?.text).toContain(phishing);
  });

  it(`sends at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations to one address, whatever its case, and still stores and notifies every order`, async () => {
    const spellings = [
      'target@example.test',
      'Target@Example.test',
      'TARGET@EXAMPLE.TEST',
      'target@example.TEST',
    ];
    for (const email of spellings) await post({ ...order, email });
    await post({ ...order, email: 'someone.else@example.test' });

    const { owner, customer } = await sendQueued();
    expect(await storedOrders()).toBe(5);
    expect(owner).toHaveLength(5);
    expect(customer.map((mail) => mail.to[0]?.toLowerCase()).sort()).toEqual([
      'someone.else@example.test',
      'target@example.test',
      'target@example.test',
      'target@example.test',
    ]);
  });

  it('holds the limit when orders to one address arrive at the same time', async () => {
    await Promise.all(Array.from({ length: 8 }, () => post(order)));
    const { owner, customer } = await sendQueued();
    expect(owner).toHaveLength(8);
    expect(customer).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('does not count a replayed Idempotency-Key as another confirmation', async () => {
    for (let i = 0; i < 4; i += 1) await post(order, { 'idempotency-key': 'order-key-0001' });
    await post({ ...order, mac: '00:0F:FF:A1:B2:C4' });
    const { customer } = await sendQueued();
    expect(customer).toHaveLength(2);
  });

  it('confirms again once the earlier confirmations are older than 24 hours', async () => {
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS_PER_DAY; i += 1) await post(order);
    await t.database.db
      .update(confirmationRecipients)
      .set({
        recentSends: sql`array[now() - interval '25 hours', now() - interval '24 hours 1 minute', now() - interval '2 hours']`,
      });
    await post(order);
    await post(order);
    const { owner, customer } = await sendQueued();
    expect(owner).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
    // Two places were free again: the two older than 24 hours.
    expect(customer).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
  });

  it('forgets an address whose last confirmation is older than 24 hours when pruning', async () => {
    await post(order);
    await post({ ...order, email: 'recent@example.test' });
    await t.database.db
      .update(confirmationRecipients)
      .set({ recentSends: sql`array[now() - interval '25 hours']` })
      .where(eq(confirmationRecipients.address, 'target@example.test'));
    await pruneExpiredMessageRecords(t.database.db);
    const left = await t.database.db.select().from(confirmationRecipients);
    expect(left.map((row) => row.address)).toEqual(['recent@example.test']);
  });
});
