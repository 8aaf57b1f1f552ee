import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { linkTokenIn, paidToday, SiteClient, SmtpSink, testLegalDetails } from './support/server-testing';
import { freePort } from './support/site-server';

/**
 * `npm run cluster` as the owner would run it: a private PostgreSQL, two instances and Debian's nginx on
 * loopback. Driven through nginx only, from addresses of the loopback range so that the address nginx saw is
 * not the one the instances see (nginx's, 127.0.0.1).
 */
interface Cluster {
  url: string;
  databaseUrl: string;
  nginxPid: number;
  nginxAccessLog: string;
  instances: { name: string; port: number; pid: number; log: string }[];
}

interface Answer {
  status: number;
  upstream: string;
  body: string;
}

/** An HTTP request through nginx from `localAddress` (a browser on another machine, as nginx sees it). */
function send(
  url: string,
  options: { method: string; body?: unknown; headers?: Record<string, string>; localAddress: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = httpRequest(
      url,
      {
        method: options.method,
        localAddress: options.localAddress,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            upstream: String(response.headers['x-upstream'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Posts a contact message the way the site's form does: retried with the same Idempotency-Key until answered. */
async function postMessage(url: string, email: string, localAddress: string): Promise<Answer> {
  const key = randomUUID();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const answer = await send(`${url}/api/messages`, {
        method: 'POST',
        localAddress,
        // Whatever the client claims, the address is the one nginx saw.
        headers: { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.77' },
        body: { type: 'contact', name: 'Burst Visitor', email, message: `Message from ${email}.`, hp: '' },
      });
      if (answer.status < 500) return answer;
    } catch {
      // The connection dropped: retried like any network error.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no answer for ${email}`);
}

async function query<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The instances' request log lines for `path`. */
function loggedRequests(cluster: Cluster, path: string): { remoteAddress: string }[] {
  return cluster.instances
    .flatMap((instance) => readFileSync(instance.log, 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string; remoteAddress: string } })
    .filter((entry) => entry.msg === 'incoming request' && entry.req?.url === path)
    .map((entry) => entry.req!);
}

test.describe('npm run cluster: two instances behind nginx on one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);
  const sink = new SmtpSink();
  // Made when the tests run, not when Playwright loads the file to list them.
  let folder: string;
  let clusterProcess: ChildProcess;
  let cluster: Cluster;
  let exited: Promise<number | null>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await sink.start();
    folder = mkdtempSync(join(tmpdir(), 'cluster-spec-'));
    const keyFile = join(folder, 'licence-key.pem');
    writeFileSync(
      keyFile,
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
      {
        mode: 0o600,
      },
    );
    // The seller's legal details set, as an owner does before the first invoice.
    const siteConfig = join(folder, 'site.config.json');
    writeFileSync(siteConfig, JSON.stringify({ legal: testLegalDetails }));
    const port = await freePort();
    clusterProcess = spawn('npm', ['run', '--silent', 'cluster'], {
      env: {
        ...process.env,
        CLUSTER_PORT: String(port),
        CLUSTER_DIR: join(folder, 'cluster'),
        SMTP_URL: sink.url,
        MAIL_FROM: 'Site <site@example.test>',
        MAIL_TO: 'owner@example.test',
        LICENCE_PRIVATE_KEY_FILE: keyFile,
        SITE_CONFIG_FILE: siteConfig,
        MESSAGES_RATE_LIMIT: '12',
        OUTBOX_POLL_MS: '200',
        OUTBOX_LEASE_MS: '65000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => clusterProcess.once('exit', (code) => resolve(code)));
    const ready = await new Promise<string>((resolve, reject) => {
      let output = '';
      clusterProcess.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^cluster-ready (.+)$/m.exec(output);
        if (match) resolve(match[1]!);
      });
      clusterProcess.once('exit', (code) =>
        reject(new Error(`npm run cluster exited with ${code}: ${output}`)),
      );
    });
    cluster = JSON.parse(readFileSync(ready, 'utf8')) as Cluster;
  });

  test.afterAll(async () => {
    if (clusterProcess?.exitCode === null) {
      clusterProcess.kill('SIGTERM');
      await exited;
    }
    await sink.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('serves the site, takes a licence order to a licence across both instances, and counts limits once', async ({
    page,
  }) => {
    await page.goto(`${cluster.url}/#/store`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing else may talk to nginx while the test counts on its turns below.
    await page.close();

    // The owner's invitation, sent once although both instances started on an empty database.
    const invitation = await sink.waitFor((mails) =>
      mails.some((mail) => mail.text.includes('/#/user/invitation/')),
    );
    expect(invitation.filter((mail) => mail.text.includes('/#/user/invitation/'))).toHaveLength(1);
    const owner = new SiteClient(cluster.url);
    await owner.acceptInvitation(
      linkTokenIn(invitation.find((mail) => mail.text.includes('/#/user/invitation/'))!.text),
      'cobalt-meadow-window-51',
    );

    expect(await owner.orderLicence(1)).toBe(202);
    const [order] = (await owner.orders()).items;
    const invoiced = await owner.request('POST', `/api/orders/${order!.id}/send-invoice`, {});
    expect(invoiced.status).toBe(200);
    const invoicedBy = invoiced.headers.get('x-upstream')!;
    // nginx takes the instances in turn: after a request answered by that instance, the next goes to the other.
    for (let probe = 0; probe < 10; probe += 1) {
      if ((await owner.request('GET', '/api/settings')).headers.get('x-upstream') === invoicedBy) break;
    }
    const paid = await owner.request('POST', `/api/orders/${order!.id}/mark-paid`, paidToday());
    expect(paid.status).toBe(200);
    expect(paid.headers.get('x-upstream')).not.toBe(invoicedBy);
    const detail = (await paid.json()) as { status: string; licences: { id: string }[] };
    expect(detail.status).toBe('licence_sent');
    const licence = await owner.licenceText(order!.id, detail.licences[0]!.id);
    expect(await owner.verify(licence)).toMatchObject({ valid: true, licenceId: detail.licences[0]!.id });

    // Twelve messages a minute from one address, whichever instance answers.
    const answers: Answer[] = [];
    for (let n = 0; n < 16; n += 1) {
      answers.push(await postMessage(cluster.url, `limit-${n}@example.test`, '127.0.0.6'));
    }
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    const [counter] = await query<{ hits: number }>(
      cluster.databaseUrl,
      "select hits from rate_limit_counters where key = 'POST /api/messages|127.0.0.6'",
    );
    expect(counter?.hits).toBe(16);
  });

  test('one instance killed during a burst: every message stored and mailed once, logged with the address nginx saw', async () => {
    const emails = Array.from(
      { length: 30 },
      (_, n) => `burst-${n}-${randomUUID().slice(0, 6)}@example.test`,
    );
    const addressOf = (n: number) => `127.0.0.${10 + (n % 5)}`;
    let sent = 0;
    const victim = cluster.instances[0]!;
    const burst = (async () => {
      const results: Answer[] = [];
      // Four at a time, as several visitors would.
      for (let n = 0; n < emails.length; n += 4) {
        const batch = emails
          .slice(n, n + 4)
          .map((email, i) => postMessage(cluster.url, email, addressOf(n + i)));
        results.push(...(await Promise.all(batch)));
        sent += batch.length;
      }
      return results;
    })();
    await expect.poll(() => sent, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    process.kill(victim.pid, 'SIGKILL');
    const results = await burst;
    expect(results.map((answer) => answer.status)).toEqual(emails.map(() => 202));

    const stored = await query<{ email: string; count: number }>(
      cluster.databaseUrl,
      'select email, count(*)::int as count from messages where email = any($1) group by email',
      [emails],
    );
    expect(stored.map((row) => row.count)).toEqual(emails.map(() => 1));

    // Mails claimed by the killed instance are sent by the other once their lease has passed.
    await expect
      .poll(
        async () =>
          (
            await query<{ count: number }>(
              cluster.databaseUrl,
              "select count(*)::int as count from outbox where status = 'pending'",
            )
          )[0]?.count,
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(0);
    for (const email of emails) {
      const notifications = sink.mails.filter((mail) => mail.replyTo.includes(email));
      // One mail per message as the owner's mailbox counts them (by Message-ID): a mail handed to SMTP the
      // instant its instance died may arrive a second time with the same Message-ID, never as another mail.
      expect(new Set(notifications.map((mail) => mail.parsed.messageId)).size, email).toBe(1);
    }
    const deliveries = emails.map(
      (email) => sink.mails.filter((mail) => mail.replyTo.includes(email)).length,
    );
    expect(deliveries.filter((count) => count > 1).length).toBeLessThanOrEqual(1);

    // The client address in the logs is the one nginx saw, never what the client claimed, nor nginx's own.
    const logged = loggedRequests(cluster, '/api/messages');
    expect(logged.length).toBeGreaterThanOrEqual(emails.length);
    const addresses = new Set(logged.map((request) => request.remoteAddress));
    for (let n = 0; n < 5; n += 1) expect(addresses).toContain(`127.0.0.${10 + n}`);
    expect(addresses).not.toContain('203.0.113.77');
    // Every request of the limit test came from 127.0.0.6 as nginx saw it; the instances' peer is nginx.
    expect(
      loggedRequests(cluster, '/api/messages').filter((request) => request.remoteAddress === '127.0.0.6'),
    ).toHaveLength(16);
    expect(readFileSync(cluster.nginxAccessLog, 'utf8')).toMatch(
      /^127\.0\.0\.1[0-4] .*"POST \/api\/messages/m,
    );
  });

  test('stops cleanly on SIGTERM: nginx, the instances and PostgreSQL', async () => {
    clusterProcess.kill('SIGTERM');
    await exited;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const pids = [cluster.nginxPid, ...cluster.instances.map((instance) => instance.pid)];
    await expect.poll(() => pids.filter(alive), { timeout: 20_000 }).toEqual([]);
    await expect(fetch(`${cluster.url}/healthz`)).rejects.toThrow();
    await expect(query(cluster.databaseUrl, 'select 1')).rejects.toThrow();
  });
});
