import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { testLegalDetails } from './testing/legal-details';
import { newLicenceSigner } from './testing/licences';
import { linkTokenIn, SiteClient } from './testing/site-client';
import { testDatabaseKind } from './testing/test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'amber-quarry-lantern-77';
const OWNER = 'owner@example.test';

/** The compiled command, as `npm run backup` / `npm run restore` run it (npm test builds before these tests). */
function backupCommand(args: string[], cwd: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [resolve('dist/server/backup.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function newDatabase(): Promise<string> {
  const name = `backup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The first owner's invitation, as the server wrote it under DATA_DIR/mail (no SMTP_URL). */
async function invitationToken(dataDir: string): Promise<string> {
  const mailDir = join(dataDir, 'mail');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const mail = await simpleParser(readFileSync(join(mailDir, file)));
      if (mail.text?.includes('/#/user/invitation/')) return linkTokenIn(mail.text);
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  throw new Error('the owner invitation was not written');
}

describe(`npm run backup and npm run restore (${testDatabaseKind})`, () => {
  const folders: string[] = [];
  const servers: SiteServer[] = [];
  const folder = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'backs up the running site and restores it elsewhere: the same invoice PDFs, the same licences verifying',
    { timeout: 180_000 },
    async () => {
      // The site's folder: its data folder, a real driver package, and the licence key (kept apart).
      const site = folder('backup-site-');
      const dataDir = join(site, 'data');
      mkdirSync(join(site, 'content/drivers/packages'), { recursive: true });
      const driverPackage = randomBytes(3000);
      writeFileSync(join(site, 'content/drivers/packages/risco_alarm.c4z'), driverPackage);
      const keyFile = join(folder('backup-key-'), 'licence-key.pem');
      writeFileSync(keyFile, newLicenceSigner().privateKey.export({ type: 'pkcs8', format: 'pem' }), {
        mode: 0o600,
      });
      // The seller's legal details set, as an owner does before the first invoice.
      writeFileSync(join(site, 'site.config.json'), JSON.stringify({ legal: testLegalDetails }));
      const databaseUrl = adminUrl ? await newDatabase() : undefined;
      const settings = {
        DATA_DIR: dataDir,
        LICENCE_PRIVATE_KEY_FILE: keyFile,
        MAIL_TO: OWNER,
        PUBLIC_BASE_URL: 'http://localhost:8080',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const server = await startSiteServer(settings, { cwd: site });
      servers.push(server);

      // Orders, invoices, licences and messages, made as the owner and customers make them.
      const owner = new SiteClient(server.baseUrl);
      await owner.acceptInvitation(await invitationToken(dataDir), PASSWORD);
      for (const n of [1, 2, 3]) expect(await owner.orderLicence(n)).toBe(202);
      const contact = await owner.request('POST', '/api/messages', {
        type: 'contact',
        name: 'Jeanne Martin',
        email: 'jeanne@example.org',
        message: 'Could you call me next week?',
        hp: '',
      });
      expect(contact.status).toBe(202);
      const { items } = await owner.orders();
      expect(items).toHaveLength(3);
      const kept: { orderId: string; documentId: string; pdf: Buffer; licence?: string }[] = [];
      for (const [index, item] of items.entries()) {
        let order = await owner.act(item.id, 'send-invoice');
        if (index < 2) order = await owner.act(item.id, 'mark-paid');
        const document = order.documents[0]!;
        const licence = order.licences[0];
        kept.push({
          orderId: order.id,
          documentId: document.id,
          pdf: await owner.documentPdf(order.id, document.id),
          licence: licence ? await owner.licenceText(order.id, licence.id) : undefined,
        });
      }
      expect(kept.filter((entry) => entry.licence)).toHaveLength(2);

      // While it runs, once the mails of what was done have left (the outbox sends them a moment later).
      const mailsBefore = await settledMails(join(dataDir, 'mail'));
      const file = join(folder('backup-file-'), 'site.backup');
      const taken = backupCommand(['backup', file], site, settings);
      expect(taken.status, taken.stderr).toBe(0);
      expect(taken.stdout).toContain(`Backup written to ${file}`);
      expect(taken.stdout).toMatch(
        /4 messages, 3 orders, 3 invoices and credit notes with their PDFs, 2 licences/,
      );
      expect(taken.stdout).toMatch(/files: \d+ from the data folder, 1 driver packages/);
      if (!databaseUrl) expect(taken.stdout).toMatch(/by the running server \(pid \d+\)/);
      expect((await owner.verify(kept[0]!.licence!)) as object).toMatchObject({ valid: true });
      await server.stop();
      servers.splice(servers.indexOf(server), 1);

      // Never into what holds data.
      const refused = backupCommand(['restore', file], site, settings);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(databaseUrl ? /database of DATABASE_URL is not empty/ : /is not empty/);

      // Elsewhere: another folder (another machine), another data folder or database.
      const elsewhere = folder('backup-restored-');
      const restoredData = join(elsewhere, 'data');
      const restoredUrl = adminUrl ? await newDatabase() : undefined;
      const restoredSettings = {
        ...settings,
        DATA_DIR: restoredData,
        ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}),
      };
      const restored = backupCommand(['restore', file], elsewhere, restoredSettings);
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/Restored into .*: \d+ rows in \d+ tables; \d+ files written\./);
      expect(readFileSync(join(elsewhere, 'content/drivers/packages/risco_alarm.c4z'))).toEqual(
        driverPackage,
      );
      for (const mail of mailsBefore) {
        expect(readFileSync(join(restoredData, 'mail', mail))).toEqual(
          readFileSync(join(dataDir, 'mail', mail)),
        );
      }

      const again = await startSiteServer(restoredSettings, { cwd: elsewhere });
      servers.push(again);
      const back = new SiteClient(again.baseUrl);
      await back.signIn(OWNER, PASSWORD);
      for (const entry of kept) {
        expect((await back.documentPdf(entry.orderId, entry.documentId)).equals(entry.pdf)).toBe(true);
        if (entry.licence) {
          expect(await back.verify(entry.licence)).toMatchObject({ valid: true });
        }
      }
      const inbox = (await (await back.request('GET', '/api/inbox')).json()) as { total: number };
      expect(inbox.total).toBe(4);
      // The orders' numbers go on after the restored ones.
      expect(await back.orderLicence(4)).toBe(202);
      const numbers = (await back.orders()).items.map((item) => item.number);
      expect(new Set(numbers).size).toBe(4);
    },
  );

  it('refuses a damaged file and says why', () => {
    const dir = folder('backup-damaged-');
    const file = join(dir, 'damaged.backup');
    writeFileSync(file, 'not a zip');
    const run = backupCommand(['restore', file], dir, { DATA_DIR: join(dir, 'data') });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file} is not a usable backup`);
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });
});

/** The mail files of a data folder once no new one has appeared for two seconds. */
async function settledMails(folder: string): Promise<string[]> {
  let seen = readdirSync(folder);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = readdirSync(folder);
    if (now.length === seen.length) return now;
    seen = now;
  }
}
