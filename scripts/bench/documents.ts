/**
 * The bench's documents side (issue 38): the year's invoice register CSV and a month's `register.zip`, the
 * inbox CSV export, a 5,000-entry camt.053 import, beside the Factur-X render `run.ts` times.
 *
 * Memory is measured in a child process of its own for each download (this file run with
 * `BENCH_DOCUMENTS_CHILD`): the app on the same database (PostgreSQL: the same database; PGlite: a copy of its
 * folder, which one process only may open), listening on a port, the file read through HTTP and thrown away
 * as it comes, the child's resident memory sampled every 2 ms from just before the request to its end. So
 * neither the bench's own heap (the seeded rows) nor `inject`'s whole-body buffer hides or adds anything.
 *
 * Before measuring, 50 bank statements of 500 entries are written (`seedBankStatements`): the seed's payments
 * of paid orders become the statements' matched credits, and other credits set aside fill each to 500.
 *
 * Setting (environment): BENCH_DOCUMENTS=camt measures the camt.053 import alone, without the downloads.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../server/db/client';
import { bearer, createAccount } from '../../server/testing/accounts';
import { readyLicenceKey } from '../../server/testing/licences';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import type { Timing } from './measure';
import type { SeededFacts } from './seed';

const STATEMENTS = 50;
const ENTRIES_PER_STATEMENT = 500;
const IMPORT_ENTRIES = 5000;
const MEMORY_BAR_MB = 150;

/** Where a child finds the database: the PostgreSQL URL, or the PGlite folder (PGlite's own `dataDir`). */
function databaseLocation(database: Database): { databaseUrl?: string; pgliteDir?: string } {
  if (database.driver === 'postgres') return { databaseUrl: database.client.options.connectionString };
  return { pgliteDir: database.client.dataDir };
}

/**
 * 50 bank statements of 500 entries (`BENCH_SCALE` scales their number), as the import writes them: the
 * seeded payments of paid orders, oldest first, become their matched credits (source bank transfer, with the
 * statement), and credits set aside by the owner (a supplier's refund, interest) fill each to 500.
 */
async function seedBankStatements(
  database: Database,
  scale: number,
  progress: (line: string) => void,
): Promise<{ statements: number; entries: number }> {
  const db = database.db;
  const statements = Math.max(1, Math.round(STATEMENTS * scale));
  await db.execute(sql`
    insert into bank_statement_imports (file_name, message_id, imported_at, imported_by_name, credits)
    select 'releve-' || n || '.xml', 'BENCH-CAMT053-' || n,
      now() - make_interval(days => ((${statements} - n) * 3650 / ${statements})::int), 'Bench', ${ENTRIES_PER_STATEMENT}
    from generate_series(1, ${statements}) as n`);
  // Each statement takes the paid orders' payments of its share of the ten years.
  await db.execute(sql`
    with imports as (
      select id, row_number() over (order by number) - 1 as k from bank_statement_imports
      where message_id like 'BENCH-CAMT053-%'),
    paid as (
      select id, (row_number() over (order by booked_on, sequence) - 1) as n, count(*) over () as total
      from received_payments where reference like 'bench-%')
    update received_payments r set source = 'bank_transfer', import_id = imports.id,
      reference = 'BENCH-' || r.reference
    from paid join imports on imports.k = least(${statements} - 1, paid.n * ${statements} / paid.total)
    where r.id = paid.id and paid.n < ${statements * ENTRIES_PER_STATEMENT}`);
  await db.execute(sql`
    with imports as (
      select i.id, i.number, i.imported_at, count(p.id)::int as used from bank_statement_imports i
      left join received_payments p on p.import_id = i.id
      where i.message_id like 'BENCH-CAMT053-%' group by i.id)
    insert into received_payments (source, reference, booked_on, amount_cents, currency, payer_name, text,
      status, import_id, received_at, resolved_at)
    select 'bank_transfer', 'BENCH-OTHER-' || imports.number || '-' || e, (imports.imported_at - interval '1 day')::date,
      1000 + (e * 37) % 90000, 'EUR', 'FOURNISSEUR ' || (e % 40), 'VIR REMBOURSEMENT AVOIR ' || e,
      'dismissed', imports.id, imports.imported_at, imports.imported_at
    from imports, generate_series(1, ${ENTRIES_PER_STATEMENT}) as e
    where e <= ${ENTRIES_PER_STATEMENT} - imports.used`);
  await db.execute(sql`
    update bank_statement_imports i set
      matched = (select count(*) from received_payments p where p.import_id = i.id and p.status = 'matched'),
      unmatched = (select count(*) from received_payments p where p.import_id = i.id and p.status <> 'matched')
    where i.message_id like 'BENCH-CAMT053-%'`);
  await db.execute(sql`analyze received_payments`);
  progress(`  ${statements} bank statements of ${ENTRIES_PER_STATEMENT} entries`);
  return { statements, entries: statements * ENTRIES_PER_STATEMENT };
}

/** The rows of a query, on either driver (both answer `{ rows }`). */
async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  // The rows of the columns the query selects: execute() types them only as the driver's result.
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

/**
 * A camt.053.001.02 statement of `IMPORT_ENTRIES` booked credits, each a copy of the first entry of the
 * import tests' fixture (a SEPA transfer naming an invoice) with its own reference, payer, amount and invoice:
 * every open invoice of the seed paid exactly (they are matched: the order is paid, its licence signed), then
 * paid invoices named again (a customer paying twice: set aside as not open), then transfers naming none.
 */
async function statementOf5000(database: Database): Promise<{ xml: string; open: number }> {
  const fixture = readFileSync(
    join(import.meta.dirname, '../../server/features/orders/bank-statements/fixtures/statement-june.xml'),
    'utf8',
  );
  const entry = /<Ntry>[\s\S]*?<\/Ntry>/.exec(fixture)![0];
  const head = fixture.slice(0, fixture.indexOf('<TxsSummry>'));
  const open = await rowsOf<{ number: string; due: number }>(
    database,
    sql`
    select i.number, i.total_incl_vat_cents - o.written_off_cents - coalesce((select sum(p.amount_cents)
      from received_payments p where p.order_id = o.id and p.status = 'matched' and p.currency = 'EUR'), 0) as due
    from invoices i join orders o on o.id = i.order_id
    where i.kind = 'invoice' and o.status = 'invoiced' order by i.number limit ${IMPORT_ENTRIES}`,
  );
  const paid = await rowsOf<{ number: string; total: number }>(
    database,
    sql`
    select i.number, i.total_incl_vat_cents as total from invoices i join orders o on o.id = i.order_id
    where i.kind = 'invoice' and o.status = 'licence_sent' order by i.number desc
    limit ${Math.max(0, Math.round((IMPORT_ENTRIES - open.length) / 2))}`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const entries: string[] = [];
  const add = (i: number, cents: number, remittance: string) =>
    entries.push(
      entry
        .replaceAll('2026-06-15', today)
        .replace('<NtryRef>1</NtryRef>', `<NtryRef>${i + 1}</NtryRef>`)
        .replace(
          /<AcctSvcrRef>\d+<\/AcctSvcrRef>/,
          `<AcctSvcrRef>BENCH5000${String(i).padStart(8, '0')}</AcctSvcrRef>`,
        )
        .replaceAll('>60.00</Amt>', `>${(Number(cents) / 100).toFixed(2)}</Amt>`)
        .replaceAll('ACME DOMOTIQUE', `CLIENT ${i}`)
        .replace(/FACTURE F\{\{YEAR\}\}-0001 LICENCE STATION METEO/, remittance),
    );
  for (const row of open) add(entries.length, Number(row.due), `FACTURE ${row.number} LICENCE`);
  for (const row of paid) add(entries.length, Number(row.total), `FACTURE ${row.number} LICENCE`);
  while (entries.length < IMPORT_ENTRIES)
    add(entries.length, 1500 + entries.length, `REGLEMENT CHANTIER ${entries.length}`);
  const xml = `${head}${entries.join('\n')}\n    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n`;
  return {
    xml: xml.replace(/<MsgId>[^<]+<\/MsgId>/, `<MsgId>BENCH-5000-${Date.now()}</MsgId>`),
    open: open.length,
  };
}

interface ChildResult {
  ms: number;
  bytes: number;
  status: number;
  baselineMb: number;
  peakMb: number;
}

/** One download in a child process of its own (see the file's comment). */
function inChild(location: { databaseUrl?: string; dataDir?: string }, url: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'documents.ts')],
      {
        env: { ...process.env, BENCH_DOCUMENTS_CHILD: JSON.stringify({ ...location, url }) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`the child measuring ${url} ended with ${code}: ${out}`));
      // The line this same file's childMain printed: a ChildResult by construction.
      else resolve(JSON.parse(line.slice('RESULT '.length)) as ChildResult);
    });
  });
}

async function childMain(options: { databaseUrl?: string; dataDir?: string; url: string }): Promise<void> {
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, dataDir: ':memory:' }
      : { dataDir: options.dataDir! },
  );
  const t = await createTestApp({ database, licenceKey: readyLicenceKey() });
  try {
    const owner = await createAccount(database.db, {
      email: `memory-${process.pid}-${Date.now()}@bench.test`,
      role: 'owner',
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { ...bearer(owner), 'accept-language': 'fr' };
    const download = async (path: string) => {
      const response = await fetch(`${address}${path}`, { headers });
      let bytes = 0;
      const reader = response.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        bytes += chunk.value.length;
      return { status: response.status, bytes };
    };
    // The code paths loaded and warm: the same route on a day without documents, or one message.
    const warm = options.url.includes('/api/inbox/')
      ? '/api/inbox/export.csv?q=nobody-is-called-this'
      : options.url.replace(/from=[^&]+&to=[^&]+/, 'from=2000-01-01&to=2000-01-01');
    await download(warm);
    // Node defines gc only when started with --expose-gc (as inChild starts it); its types never do.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const started = performance.now();
    const { status, bytes } = await download(options.url);
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(timer);
    const mb = (value: number) => value / 2 ** 20;
    const result: ChildResult = { ms, bytes, status, baselineMb: mb(baseline), peakMb: mb(peak) };
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    await t.close();
  }
}

export async function measureDocuments(options: {
  t: TestApp;
  database: Database;
  headers: Record<string, string>;
  facts: SeededFacts;
  scale: number;
  progress: (line: string) => void;
}): Promise<Timing[]> {
  const { t, database, headers, facts, scale, progress } = options;
  const timings: Timing[] = [];
  const seeded = await seedBankStatements(database, scale, progress);

  if (process.env.BENCH_DOCUMENTS !== 'camt')
    timings.push(...(await measureDownloads(database, facts, progress)));
  timings.push(...(await measureStatementImport(t, headers, database, seeded, progress)));
  return timings;
}

/** The downloads, each in its own process; PGlite's folder copied once, after a checkpoint. */
async function measureDownloads(
  database: Database,
  facts: SeededFacts,
  progress: (line: string) => void,
): Promise<Timing[]> {
  const timings: Timing[] = [];
  const where = databaseLocation(database);
  let copy: string | undefined;
  if (where.pgliteDir) {
    await database.db.execute(sql`checkpoint`);
    copy = mkdtempSync(join(tmpdir(), 'bench-documents-'));
    cpSync(where.pgliteDir, join(copy, 'pglite'), { recursive: true });
    rmSync(join(copy, 'pglite', 'postmaster.pid'), { force: true });
  }
  const location = where.databaseUrl ? { databaseUrl: where.databaseUrl } : { dataDir: copy! };
  const year = facts.year;
  const downloads = [
    {
      label: `register.csv ${year}, in a process of its own`,
      url: `/api/invoices/register.csv?from=${year}-01-01&to=${year}-12-31`,
      barMs: 2000,
    },
    {
      label: `register.zip ${year}-06`,
      url: `/api/invoices/register.zip?from=${year}-06-01&to=${year}-06-30`,
    },
    {
      label: `register.zip ${year} (12 months)`,
      url: `/api/invoices/register.zip?from=${year}-01-01&to=${year}-12-31`,
    },
    { label: 'inbox CSV export (inbox view)', url: '/api/inbox/export.csv' },
    { label: 'inbox CSV export (spam view)', url: '/api/inbox/export.csv?view=spam' },
  ];
  try {
    for (const download of downloads) {
      const result = await inChild(location, download.url);
      if (result.status !== 200) throw new Error(`${download.url} answered ${result.status}`);
      const growth = result.peakMb - result.baselineMb;
      const meetsTime = download.barMs === undefined || result.ms <= download.barMs;
      timings.push({
        label: download.label,
        p50: result.ms,
        p95: result.ms,
        note:
          `${(result.bytes / 2 ** 20).toFixed(1)} MB sent; RSS ${result.baselineMb.toFixed(0)} MB before, ` +
          `peak +${growth.toFixed(0)} MB`,
        bar: `${download.barMs ? `≤ ${download.barMs} ms, ` : ''}peak growth < ${MEMORY_BAR_MB} MB`,
        meets: meetsTime && growth < MEMORY_BAR_MB,
      });
      progress(`  ${download.label}: ${result.ms.toFixed(0)} ms, +${growth.toFixed(0)} MB`);
    }
  } finally {
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
  return timings;
}

/** The 5,000-entry statement, then the same file again (every credit already imported). */
async function measureStatementImport(
  t: TestApp,
  headers: Record<string, string>,
  database: Database,
  seeded: { statements: number },
  progress: (line: string) => void,
): Promise<Timing[]> {
  const timings: Timing[] = [];
  const statement = await statementOf5000(database);
  for (const pass of ['first import', 'the same file again'] as const) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements?fileName=bench-5000.xml',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: statement.xml,
    });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200)
      throw new Error(`the statement import answered ${response.statusCode}: ${response.body}`);
    const result = response.json<Record<string, number>>();
    timings.push({
      label: `camt.053 ${IMPORT_ENTRIES} entries, ${pass}`,
      p50: ms,
      p95: ms,
      note:
        `${(statement.xml.length / 2 ** 20).toFixed(1)} MB, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of this ` +
        `process's CPU; matched ${result.matched}, partial ${result.partial}, ` +
        `unmatched ${result.unmatched}, already imported ${result.alreadyImported}; ` +
        `${seeded.statements} statements of ${ENTRIES_PER_STATEMENT} before`,
      bar: '≤ 5000 ms',
      meets: ms <= 5000,
    });
    progress(`  camt.053 ${IMPORT_ENTRIES} entries, ${pass}: ${ms.toFixed(0)} ms`);
  }
  return timings;
}

const childOptions = process.env.BENCH_DOCUMENTS_CHILD;
if (childOptions) {
  // Written by this same file's parent (inChild) from these fields.
  await childMain(JSON.parse(childOptions) as { databaseUrl?: string; dataDir?: string; url: string });
  process.exit(0);
}
