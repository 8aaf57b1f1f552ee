/**
 * `npm run bench` (issue 38, server side): seeds ten years of a small integrator on each database — embedded
 * PGlite in a temporary folder, then a private PostgreSQL cluster (scripts/postgres-cluster.sh, as the tests
 * start one) — and prints p50/p95 server time of the back office's lists, searches and pages beside their
 * bare-SQL floor, the year's invoice register CSV (time, memory) and a Factur-X PDF render.
 *
 * Then, on each database, the back office in a browser with its CPU slowed down (`browser.ts`): the inbox's
 * first load signed in, and interaction to next paint of opening a message, changing a filter, typing in the
 * search box, opening an order and Send invoice's preview, in both languages. Every table carries the
 * benchmarkIndex measured in the same run (the browser's figures each beside their own runs' index).
 *
 * Settings (environment): BENCH_SCALE (1: 100,000 messages, 20,000 orders, 2,000 credit notes; 0.05 for a
 * quick run), BENCH_RUNS (timed runs per figure, 30), BENCH_DATABASES (`pglite,postgres`, or one of them),
 * BENCH_DATABASE_URL (a PostgreSQL server to create the bench's database on, instead of a private cluster),
 * BENCH_BROWSER (`0`: no browser at all, neither the back office's figures nor the benchmarkIndex),
 * BENCH_BROWSER_RUNS (runs per language of the browser's figures, 3).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';
import { bearer, createAccount } from '../../server/testing/accounts';
import { readyLicenceKey } from '../../server/testing/licences';
import { createTestApp } from '../../server/testing/test-app';
import { type BenchDatabase, benchmarkIndexNow, measureBrowser } from './browser';
import { measureDocuments } from './documents';
import { measureOnce, measureRequest, statementRecorder, type Timing, timingTable } from './measure';
import { type SeededFacts, seedTenYears } from './seed';
import { benchSizes } from './sizes';

const scale = Number(process.env.BENCH_SCALE ?? '1');
const runs = Number(process.env.BENCH_RUNS ?? '30');
const browserRuns = Number(process.env.BENCH_BROWSER_RUNS ?? '3');
const withBrowser = process.env.BENCH_BROWSER !== '0';
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const sizes = benchSizes(scale);
const began = performance.now();
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const progress = (line: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function benchOn(kind: 'pglite' | 'postgres', database: Database): Promise<string> {
  const t = await createTestApp({
    database,
    env: { MESSAGES_RATE_LIMIT: '100000' },
    licenceKey: readyLicenceKey(),
  });
  try {
    const seeder = await createAccount(database.db, { email: 'seeder@bench.test', role: 'owner' });
    const seedStarted = performance.now();
    const facts = await seedTenYears(t, seeder, sizes, progress);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    progress(`seeded in ${seedSeconds.toFixed(0)} s; measuring (${runs} runs per figure)`);
    // A fresh session, so that measuring never meets an expired one.
    const owner = await createAccount(database.db, { email: 'owner@bench.test', role: 'owner' });
    const headers = { ...bearer(owner), 'accept-language': 'en' };
    const recorder = statementRecorder(database);
    const timings: Timing[] = [];
    const list = async (label: string, url: string) => {
      timings.push(
        await measureRequest(t.app, recorder, { label, url, headers, runs, barMs: 50, floorTimes: 3 }),
      );
      progress(`  ${label}`);
    };
    const search = (q: string) => `/api/inbox?q=${encodeURIComponent(q)}`;
    await list('inbox, first page', '/api/inbox');
    await list('inbox: spam', '/api/inbox?view=spam');
    await list('inbox: new', '/api/inbox?status=new');
    await list('inbox: read', '/api/inbox?status=read');
    await list('inbox: handled', '/api/inbox?status=handled');
    await list('inbox: contact', '/api/inbox?kind=contact');
    await list('inbox: info request', '/api/inbox?kind=info_request');
    await list('inbox: licence order', '/api/inbox?kind=licence_order');
    // The last page as the inbox reaches it, by the cursor that the page before it answers (keyset paging).
    const lastPage = Math.ceil((sizes.messages - sizes.spam) / 25);
    const beforeLast = await t.app.inject({ url: `/api/inbox?page=${lastPage - 1}`, headers });
    // A page before the last has a next page, so its answer carries the cursor (shared/inbox's InboxPage).
    const cursor = encodeURIComponent((beforeLast.json() as { nextCursor: string }).nextCursor);
    await list(`inbox: last page (${lastPage})`, `/api/inbox?page=${lastPage}&after=${cursor}`);
    await list(`search: name "${facts.searches.name}"`, search(facts.searches.name));
    await list('search: e-mail', search(facts.searches.email));
    await list(`search: company "${facts.searches.company}"`, search(facts.searches.company));
    await list(`search: driver "${facts.searches.driver}"`, search(facts.searches.driver));
    await list(`search: invoice ${facts.searches.invoiceNumber}`, search(facts.searches.invoiceNumber));
    await list('order list, first page', '/api/orders');
    timings.push(
      await measureRequest(t.app, recorder, {
        label: "an order's page",
        url: `/api/orders/${facts.orderId}`,
        headers,
        runs,
        barMs: 30,
      }),
    );
    progress("  an order's page");
    const pdf = await measureRequest(t.app, recorder, {
      label: 'Factur-X PDF (invoice preview)',
      url: `/api/orders/${facts.newOrderId}/invoice-preview.pdf`,
      headers,
      runs: Math.min(runs, 20),
      barMs: 200,
    });
    timings.push(pdf);
    progress('  Factur-X PDF');
    const register = `/api/invoices/register.csv?from=${facts.year}-01-01&to=${facts.year}-12-31`;
    await measureOnce(t.app, { url: register, headers });
    const csvRuns = [];
    for (let i = 0; i < 3; i += 1) csvRuns.push(await measureOnce(t.app, { url: register, headers }));
    const csvMs = Math.max(...csvRuns.map((run) => run.ms));
    const csvMb = Math.max(...csvRuns.map((run) => run.peakRssGrowthMb));
    timings.push({
      label: `register.csv ${facts.year} (slowest of 3)`,
      p50: Math.min(...csvRuns.map((run) => run.ms)),
      p95: csvMs,
      note: `${(csvRuns[0]!.bytes / 1024).toFixed(0)} kB, RSS grew ${csvMb.toFixed(0)} MB`,
      bar: '≤ 2000 ms',
      meets: csvMs <= 2000,
    });
    progress('  register.csv');
    timings.push(...(await measureDocuments({ t, database, headers, facts, scale, progress })));
    const index = withBrowser
      ? `benchmarkIndex ${Math.round(await benchmarkIndexNow(progress))} (Chromium, just after these figures)`
      : 'benchmarkIndex not measured (BENCH_BROWSER=0)';
    const section = [
      `## ${kind === 'pglite' ? 'PGlite (embedded, on disk)' : 'PostgreSQL (private cluster, fsync off)'}`,
      `Seeded in ${seedSeconds.toFixed(0)} s. Server time: Fastify inject on the real app. Floor: the request's own ` +
        `SQL statements run bare on the same connection, one after the other (their sum; the longest one's p95 beside it). ` +
        `${index}; load average ${loadAverage()}.`,
      '',
      timingTable(timings),
      '',
    ];
    if (withBrowser) section.push(await browserSection(database, facts), '');
    return section.join('\n');
  } finally {
    await t.close();
  }
}

/** The back office in a browser on the seeded database, with a session made for it now. */
async function browserSection(database: Database, facts: SeededFacts): Promise<string> {
  progress(`  the back office in a browser (${browserRuns} runs per language)`);
  const session = await createAccount(database.db, {
    email: `browser-${Date.now()}@bench.test`,
    role: 'owner',
  });
  const load = loadAverage();
  let where: BenchDatabase;
  if (database.driver === 'postgres') where = { databaseUrl: database.client.options.connectionString! };
  else {
    // The server opens a copy of the folder: everything written so far on disk first.
    await database.db.execute(sql`checkpoint`);
    where = { pgliteDir: database.client.dataDir! };
  }
  const table = await measureBrowser({
    database: where,
    session,
    facts: { newOrderId: facts.newOrderId, searchWord: facts.searches.name },
    runs: browserRuns,
    progress,
  });
  return [
    '### The back office in a browser',
    `Debian Chromium, 1280 × 900, the CPU slowed down through the DevTools protocol to 4 × (benchmarkIndex ÷ 1300) ` +
      `(4× at 1300 or less), each run in a fresh context; ${browserRuns} runs per language; ` +
      `interaction to next paint: the longest event-timing entry of the interaction. Load average ${load} before, ` +
      `${loadAverage()} after.`,
    '',
    table,
  ].join('\n');
}

async function onPglite(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    // The app closes the database when it closes.
    return await benchOn('pglite', await openDatabase({ dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The tests' private cluster script (scripts/postgres-cluster.sh). */
const clusterScript = join('scripts', 'postgres-cluster.sh');

async function onPostgres(): Promise<string> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let clusterDir: string | undefined;
  if (!adminUrl) {
    progress('starting a private PostgreSQL cluster');
    const started = execFileSync(clusterScript, ['start'], { encoding: 'utf8' });
    adminUrl = /TEST_DATABASE_URL=(\S+)/.exec(started)?.[1];
    clusterDir = /PG_CLUSTER_DIR=(\S+)/.exec(started)?.[1];
    if (!adminUrl) throw new Error(`the cluster did not start: ${started}`);
  }
  const name = `bench_${Date.now()}`;
  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return await client.query<{ open: number }>(statement, values).finally(() => client.end());
  };
  try {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await benchOn(
        'postgres',
        await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' }),
      );
    } finally {
      // The pool reports its end before its connections have closed: dropping at once would kill them
      // mid-goodbye (an uncaught "terminating connection").
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await admin(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.open) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin(`drop database if exists ${name} with (force)`);
    }
  } finally {
    if (clusterDir) execFileSync(clusterScript, ['stop', clusterDir]);
  }
}

const cpuList = cpus();
const machine =
  `Machine: ${cpuList[0]?.model ?? 'unknown CPU'}, ${cpuList.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
  `load average ${loadAverage()} at the start.`;
console.log(
  `Ten-year bench at BENCH_SCALE=${scale}: ${sizes.messages} messages (${sizes.spam} spam), ${sizes.orders} orders, ` +
    `${sizes.creditNotes} credit notes; ${runs} runs per figure.\n${machine}`,
);
const sections: string[] = [];
for (const kind of databases) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database ${kind}`);
  progress(`=== ${kind}`);
  sections.push(kind === 'pglite' ? await onPglite() : await onPostgres());
  // Each database's figures as soon as they are taken, all of them again at the end.
  console.log(`\n${sections.at(-1)}`);
}
console.log(
  `\n# Ten-year bench, BENCH_SCALE=${scale} (${sizes.messages} messages, ${sizes.orders} orders, ` +
    `${sizes.creditNotes} credit notes)\n${machine}\n\n${sections.join('\n')}`,
);
const failed = sections.join('\n').includes('| NO');
console.log(failed ? 'Some figures miss the bar (NO above).' : 'Every figure meets its bar.');
