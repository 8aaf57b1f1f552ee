import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SmtpSink } from './support/server-testing';
import { type SiteServer, startSiteServer } from './support/site-server';

/**
 * Production set-up: two server instances on one PostgreSQL behind any load balancer. Messages posted to
 * either instance are mailed exactly once, and both serve the site.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Outbox entries still waiting to be sent. */
async function unsentEntries(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from outbox where status = 'pending'",
    );
    return result.rows[0]?.count ?? -1;
  } finally {
    await client.end();
  }
}

test.describe('two server instances on one PostgreSQL', () => {
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (the test command starts a private PostgreSQL cluster)');
  test.setTimeout(120_000);

  const name = `two_instances_${randomBytes(4).toString('hex')}`;
  const sink = new SmtpSink();
  const servers: SiteServer[] = [];
  let databaseUrl = '';

  test.beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await sink.start();
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      MAIL_TO: 'owner@example.test',
      MESSAGES_RATE_LIMIT: '1000',
      OUTBOX_POLL_MS: '100',
    };
    // Started together, so they also race to migrate the same database.
    servers.push(...(await Promise.all([startSiteServer(env), startSiteServer(env)])));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('both serve the site', async ({ page }) => {
    for (const server of servers) {
      await page.goto(`${server.baseUrl}/#/store`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('messages sent to both are each mailed exactly once', async ({ request }) => {
    const run = randomUUID().slice(0, 8);
    const emails: string[] = [];
    for (let n = 0; n < 30; n += 1) {
      const server = servers[n % 2]!;
      const email = `two-${run}-${n}@example.test`;
      emails.push(email);
      const response = await request.post(`${server.baseUrl}/api/messages`, {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          type: 'contact',
          name: `Visitor ${n}`,
          email,
          message: `Message ${n} through instance ${n % 2}.`,
          hp: '',
        },
      });
      expect(response.status()).toBe(202);
    }
    const ownerMailsFor = (email: string) =>
      sink.mails.filter((mail) => mail.to.includes('owner@example.test') && mail.replyTo.includes(email))
        .length;
    // An entry is marked sent after its mail is accepted: once none is left to send, every copy is in.
    await expect.poll(() => unsentEntries(databaseUrl), { timeout: 60_000 }).toBe(0);
    expect(emails.map(ownerMailsFor)).toEqual(emails.map(() => 1));
  });
});
