import { createServer } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleBusinessSettings } from '../config/site-config';
import { type Database, openDatabase } from '../db/client';
import { confirmationRecipients, idempotencyKeys, messages, outbox } from '../db/schema';
import { fileSender, type MailSender, smtpSender } from '../mail/mail-sender';
import { messageMailRenderers } from '../features/messages';
import { contact, infoRequest, licenceOrder } from '../testing/sample-payloads';
import { SmtpSink } from '../testing/smtp-sink';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseKind } from '../testing/test-database';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function workerFor(db: Database['db'], sender: MailSender, overrides: Partial<OutboxWorkerOptions> = {}) {
  return new OutboxWorker({
    db,
    sender,
    mailFrom: 'Site <site@example.test>',
    renderers: messageMailRenderers({
      db,
      env: { MAIL_TO: 'owner@example.test', MAIL_TO_LANGUAGE: 'en', HOST: '127.0.0.1', PORT: 8080 },
      business: sampleBusinessSettings,
    }),
    log: silentLog,
    pollMs: 50,
    retryBaseMs: 50,
    retryMaxMs: 200,
    ...overrides,
  });
}

async function post(t: TestApp, body: unknown, language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { 'content-type': 'application/json', 'content-language': language },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(202);
  return response.json().id as string;
}

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function outboxRows(db: Database['db']) {
  return db.select().from(outbox);
}

async function waitUntil(check: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  await expect.poll(check, { timeout }).toBe(true);
}

describe(`outbox worker (${testDatabaseKind})`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let worker: OutboxWorker | undefined;

  beforeAll(async () => {
    sink = new SmtpSink();
    await sink.start();
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.mails.length = 0;
    sink.mode = 'accept';
    await t.database.db.delete(outbox);
    await t.database.db.delete(messages);
    await t.database.db.delete(idempotencyKeys);
    await t.database.db.delete(confirmationRecipients);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it('mails a contact message to the owner with every field and Reply-To the sender', async () => {
    const id = await post(t, contact);
    worker = workerFor(t.database.db, smtpSender(sink.url));
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.mails;
    expect(sink.mails).toHaveLength(1);
    expect(mail?.to).toEqual(['owner@example.test']);
    expect(mail?.from).toContain('site@example.test');
    expect(mail?.replyTo).toBe('jeanne@example.org');
    expect(mail?.subject).toBe('Contact message from Jeanne Martin');
    for (const value of [
      'Jeanne Martin',
      'jeanne@example.org',
      'Could you call me <next week>?',
      id,
      'English',
    ]) {
      expect(mail?.text).toContain(value);
    }
    expect(mail?.html).toContain('Could you call me &lt;next week&gt;?');
    expect(mail?.html).not.toContain('<next week>');
    expect(mail?.parsed.messageId).toMatch(/@example\.test>?$/);
    const [entry] = await outboxRows(t.database.db);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(entry?.sentAt).toBeInstanceOf(Date);
  });

  it('retries while SMTP refuses temporarily, then delivers each message once', async () => {
    sink.mode = 'temporary-failure';
    await post(t, contact);
    await post(t, licenceOrder);
    await post(t, infoRequest);
    worker = workerFor(t.database.db, smtpSender(sink.url));
    worker.start();
    await waitUntil(async () => (await outboxRows(t.database.db)).every((row) => row.attempts >= 3));
    expect(sink.mails).toHaveLength(0);
    const refused = await outboxRows(t.database.db);
    expect(refused.every((row) => row.status === 'pending' && row.lastError?.includes('451'))).toBe(true);

    sink.mode = 'accept';
    await waitUntil(async () => (await outboxRows(t.database.db)).every((row) => row.status === 'sent'));
    // Stopping finishes any mail in hand: a second copy would be in the sink by then.
    await worker.stop();
    expect(sink.mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'App information request from integrator@example.org',
        'Contact message from Jeanne Martin',
        'Licence order: Netatmo weather station driver — Acme Domotique',
        'Your licence order: Netatmo weather station driver',
      ].sort(),
    );
  });

  it('retries while the SMTP server is unreachable, then delivers once it is back', async () => {
    const port = await freePort();
    const late = new SmtpSink();
    try {
      await post(t, contact);
      worker = workerFor(t.database.db, smtpSender(`smtp://127.0.0.1:${port}`));
      worker.start();
      await waitUntil(async () => ((await outboxRows(t.database.db))[0]?.attempts ?? 0) >= 2);
      expect((await outboxRows(t.database.db))[0]?.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      await late.start(port);
      await late.waitFor((mails) => mails.length === 1);
      await waitUntil(async () => (await outboxRows(t.database.db))[0]?.status === 'sent');
      await worker.stop();
      expect(late.mails).toHaveLength(1);
      expect((await outboxRows(t.database.db))[0]?.status).toBe('sent');
    } finally {
      await worker?.stop();
      worker = undefined;
      await late.stop().catch(() => undefined);
    }
  });

  it('marks an entry failed on a permanent 5xx refusal and does not retry it', async () => {
    sink.mode = 'permanent-failure';
    await post(t, contact);
    worker = workerFor(t.database.db, smtpSender(sink.url));
    worker.start();
    await waitUntil(async () => (await outboxRows(t.database.db))[0]?.status === 'failed');
    // One more pass over the outbox, as the next poll would make.
    await worker.stop();
    worker = workerFor(t.database.db, smtpSender(sink.url));
    await worker.runOnce();
    const [entry] = await outboxRows(t.database.db);
    expect(entry).toMatchObject({ status: 'failed', attempts: 1 });
    expect(entry?.lastError).toContain('550');
  });

  it('takes up an entry whose worker died mid-send once its lease runs out, and sends it once', async () => {
    await post(t, contact);
    const hanging: MailSender = { send: () => new Promise(() => undefined), close: () => undefined };
    const dying = workerFor(t.database.db, hanging, { leaseMs: 600 });
    void dying.runOnce();
    await waitUntil(async () => (await outboxRows(t.database.db))[0]?.attempts === 1);

    const taker = workerFor(t.database.db, smtpSender(sink.url));
    worker = taker;
    expect(await taker.runOnce()).toBe(0);
    // Passes find nothing to take until the lease runs out; then one takes the entry.
    await expect.poll(() => taker.runOnce(), { timeout: 10_000 }).toBe(1);
    expect(sink.mails).toHaveLength(1);
    expect((await outboxRows(t.database.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps an entry of a kind no feature renders pending, to retry, without sending anything', async () => {
    await post(t, contact);
    worker = workerFor(t.database.db, smtpSender(sink.url), { renderers: {} });
    expect(await worker.runOnce()).toBe(1);
    expect(sink.mails).toHaveLength(0);
    const [entry] = await outboxRows(t.database.db);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entry?.lastError).toBe('no renderer for outbox kind owner_notification');
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'outbox-eml-'));
    try {
      await post(t, licenceOrder);
      worker = workerFor(t.database.db, fileSender(directory));
      await worker.runOnce();
      const files = readdirSync(directory).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const contents = files.map((name) => readFileSync(join(directory, name), 'utf8')).join('\n');
      expect(contents).toContain('Reply-To: paul@acme.example');
      expect(contents).toContain('To: owner@example.test');
      expect(contents).toContain('To: paul@acme.example');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe(`outbox after a restart (${testDatabaseKind})`, () => {
  it('sends the entries left unsent when the server stopped', async () => {
    const sink = new SmtpSink();
    await sink.start();
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-restart-'));
    const first = await openTestDatabase();
    const reopen = () =>
      first.url ? openDatabase({ databaseUrl: first.url, dataDir: ':memory:' }) : openDatabase({ dataDir });
    // On PGlite the "server" keeps its data in a folder, as `npm start` does; on PostgreSQL each run of the
    // "server" opens its own pool on the test database, which `first` drops at the end.
    const before = await reopen();
    if (!first.url) await first.close();
    try {
      sink.mode = 'temporary-failure';
      const app = await createTestApp({ database: before, env: { MESSAGES_RATE_LIMIT: '1000' } });
      await post(app, contact);
      await post(app, licenceOrder);
      const running = workerFor(before.db, smtpSender(sink.url));
      running.start();
      await waitUntil(async () => (await outboxRows(before.db)).every((row) => row.attempts >= 1));
      await running.stop();
      await app.app.close();

      sink.mode = 'accept';
      const after = await reopen();
      try {
        expect((await outboxRows(after.db)).map((row) => row.status)).toEqual([
          'pending',
          'pending',
          'pending',
        ]);
        const restarted = workerFor(after.db, smtpSender(sink.url));
        restarted.start();
        await sink.waitFor((mails) => mails.length === 3);
        await waitUntil(async () => (await outboxRows(after.db)).every((row) => row.status === 'sent'));
        // Stopping finishes any mail in hand: a second copy would be in the sink by then.
        await restarted.stop();
        expect(sink.mails).toHaveLength(3);
        expect((await outboxRows(after.db)).every((row) => row.status === 'sent')).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      if (first.url) await first.close();
      await sink.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('outbox with two workers on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('mails each message once', async () => {
    const sink = new SmtpSink();
    await sink.start();
    const shared = await openTestDatabase();
    const second = await openDatabase({ databaseUrl: shared.url as string, dataDir: ':memory:' });
    const app = await createTestApp({ database: shared, env: { MESSAGES_RATE_LIMIT: '1000' } });
    const workers = [
      workerFor(shared.db, smtpSender(sink.url), { batchSize: 3 }),
      workerFor(second.db, smtpSender(sink.url), { batchSize: 3 }),
    ];
    try {
      const ids: string[] = [];
      for (let i = 0; i < 20; i += 1) ids.push(await post(app, { ...contact, name: `Visitor ${i}` }));
      workers.forEach((worker) => worker.start());
      await sink.waitFor((mails) => mails.length >= 20);
      await waitUntil(async () =>
        (await shared.db.select().from(outbox)).every((row) => row.status === 'sent'),
      );
      // Stopping finishes any mail in hand: a second copy would be in the sink by then.
      await Promise.all(workers.map((worker) => worker.stop()));
      const subjects = sink.mails.map((mail) => mail.subject);
      expect(subjects).toHaveLength(20);
      expect(new Set(subjects).size).toBe(20);
      const rows = await shared.db.select().from(outbox).where(eq(outbox.status, 'sent'));
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await second.close();
      await app.close();
      await sink.stop();
    }
  });
});
