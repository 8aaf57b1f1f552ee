import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../e2e/support/site-server';
import { openDatabase } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { SmtpSink } from '../../server/testing/smtp-sink';
import { loadTest, type LoadFigures } from '../lib/load-test';
import type { ReportWriter } from './report-writer';

/** The API under load, on the embedded database, with the outbox worker mailing to a local SMTP sink. */
export async function loadSection(report: ReportWriter, staticDir: string): Promise<void> {
  const sink = new SmtpSink();
  await sink.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-load-'));
  const server = await startSiteServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    MESSAGES_RATE_LIMIT: '1000000',
  });
  const results: LoadFigures[] = [];
  try {
    results.push(
      await loadTest({
        label: 'POST /api/messages',
        url: `${server.baseUrl}/api/messages`,
        method: 'POST',
        durationS: 20,
      }),
    );
    results.push(await loadTest({ label: 'GET /', url: `${server.baseUrl}/`, method: 'GET', durationS: 20 }));
  } finally {
    await server.stop();
    await sink.stop();
  }
  const database = await openDatabase({ dataDir });
  const storedIds = new Set(
    (await database.db.select({ id: messages.id }).from(messages)).map((row) => row.id),
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  const post = results[0]!;
  // Requests still in flight when the 20 s end are stored but never counted as answered: every accepted id
  // must be stored, and at most one in-flight request per connection may be stored on top.
  const acceptedStored = post.acceptedIds.filter((id) => storedIds.has(id)).length;
  const acceptedMissing = post.accepted - acceptedStored;
  const inFlightStored = storedIds.size - acceptedStored;
  const storedNote = `${acceptedStored}/${post.accepted} accepted stored${inFlightStored ? ` (+${inFlightStored} in flight at the end)` : ''}`;
  report.section(
    'API under load (autocannon, 10 connections, 20 s each, embedded database)',
    ['request', 'accepted', 'accepted/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'stored'],
    results.map((r) => [
      r.label,
      String(r.accepted),
      r.acceptedPerSecond.toFixed(0),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.errors),
      String(r.non2xx),
      r === post ? storedNote : '–',
    ]),
  );
  report.bar({
    bar: '≥ 300 accepted messages/s, no error, every accepted message stored',
    ok:
      post.acceptedPerSecond >= 300 &&
      post.errors === 0 &&
      post.non2xx === 0 &&
      acceptedMissing === 0 &&
      inFlightStored <= 10,
    measured: `${post.acceptedPerSecond.toFixed(0)}/s, ${post.errors} errors, ${post.non2xx} non-2xx, ${storedNote}`,
  });
}
