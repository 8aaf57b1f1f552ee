import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type SiteServer, startSiteServer } from '../../e2e/support/site-server';
import { SmtpSink } from '../../server/testing/smtp-sink';

export interface ResilienceFigures {
  submissions: number;
  accepted: number;
  mailedOnce: number;
  duplicated: number;
  missing: number;
  serverKills: number;
  smtpRefusalS: number;
  drainS: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A burst of submissions during which the server is killed with SIGKILL and restarted, and the SMTP server
 * refuses mail for a while. Each submission is retried with its Idempotency-Key, as the browser does, until it
 * gets an answer. Every submission that got a 2xx must reach the owner exactly once.
 */
export async function resilienceRun(options: {
  submissions?: number;
  smtpRefusalMs?: number;
  staticDir?: string;
  databaseUrl?: string;
}): Promise<ResilienceFigures> {
  const total = options.submissions ?? 200;
  const refusalMs = options.smtpRefusalMs ?? 10_000;
  const sink = new SmtpSink();
  await sink.start();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-resilience-'));
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MAIL_TO: 'owner@example.test',
    MESSAGES_RATE_LIMIT: '100000',
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'error',
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  let server: SiteServer = await startSiteServer(env);
  const baseUrl = server.baseUrl;
  const run = randomUUID().slice(0, 8);
  const acceptedEmails = new Set<string>();
  let kills = 0;

  const submit = async (n: number) => {
    const key = randomUUID();
    const email = `burst-${run}-${n}@example.test`;
    const body = JSON.stringify({
      type: 'contact',
      name: `Burst ${n}`,
      email,
      message: `Resilience burst message ${n}.`,
      hp: '',
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${baseUrl}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
        });
        if (response.status >= 200 && response.status < 300) {
          acceptedEmails.add(email);
          return;
        }
        if (response.status < 500) return;
      } catch {
        // the server is down: retry with the same key
      }
      await sleep(250);
    }
  };

  const inFlight: Promise<void>[] = [];
  for (let n = 1; n <= total; n += 1) {
    inFlight.push(submit(n));
    if (n === Math.floor(total / 3)) {
      sink.mode = 'temporary-failure';
      setTimeout(() => {
        sink.mode = 'accept';
      }, refusalMs).unref();
    }
    if (n === Math.floor(total / 2)) {
      kills += 1;
      await server.stop('SIGKILL');
      server = await startSiteServer(env);
    }
    await sleep(20);
  }
  await Promise.all(inFlight);

  const drainStart = Date.now();
  const owner = (email: string) =>
    sink.mails.filter((mail) => mail.to.includes('owner@example.test') && mail.replyTo.includes(email))
      .length;
  try {
    await sink.waitFor(() => [...acceptedEmails].every((email) => owner(email) >= 1), 180_000);
  } catch {
    // reported below as missing
  }
  await sleep(3000);
  const drainS = (Date.now() - drainStart) / 1000;
  const counts = [...acceptedEmails].map(owner);
  await server.stop();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    submissions: total,
    accepted: acceptedEmails.size,
    mailedOnce: counts.filter((count) => count === 1).length,
    duplicated: counts.filter((count) => count > 1).length,
    missing: counts.filter((count) => count === 0).length,
    serverKills: kills,
    smtpRefusalS: refusalMs / 1000,
    drainS,
  };
}
