/**
 * The bench's measurements: a request's server time through Fastify inject on the real app (no network), and
 * its bare-SQL floor: every statement the request sent to the database, captured from the driver during one
 * run of the request, then run again directly on the same connection, one after the other, with the same
 * parameters (no HTTP, validation, ORM mapping or JSON). The floor includes the session check's statements.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { percentile } from './sizes';

type Query = (...args: unknown[]) => Promise<unknown>;
interface Statement {
  text: string;
  values: unknown[];
}

/** Watches the driver's `query` (the PGlite instance or the node-postgres pool drizzle was given). */
export function statementRecorder(database: Database) {
  // Both drivers' `query` take the statement and its parameters; the bench only passes them through.
  const client = database.client as { query: Query };
  const original = client.query.bind(client);
  let recording: Statement[] | null = null;
  client.query = (...args: unknown[]) => {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string') recording.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        // node-postgres: drizzle gives the parameters beside the query's config.
        recording.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
      }
    }
    return original(...args);
  };
  return {
    async record(run: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
    /** Runs the statements one after the other; answers the longest one's time. */
    async runBare(statements: Statement[]): Promise<number> {
      let longest = 0;
      for (const statement of statements) {
        const started = performance.now();
        await original(statement.text, statement.values);
        longest = Math.max(longest, performance.now() - started);
      }
      return longest;
    },
  };
}
export type StatementRecorder = ReturnType<typeof statementRecorder>;

export interface Timing {
  label: string;
  p50: number;
  p95: number;
  floorP50?: number;
  floorP95?: number;
  /**
   * The longest statement's p95: the floor when the app runs its statements at once (on PostgreSQL the inbox
   * sends its page, its count and the badge's count on three connections), where the sum overstates it.
   */
  longestP95?: number;
  statements?: number;
  note?: string;
  /** The issue's bar for this figure, and whether it is met. */
  bar: string;
  meets: boolean;
}

async function times(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return durations;
}

export async function measureRequest(
  app: FastifyInstance,
  recorder: StatementRecorder,
  options: {
    label: string;
    url: string;
    headers: Record<string, string>;
    runs: number;
    /** p95 at most this many ms; `floorTimes`: and at most this many times the floor's p95. */
    barMs: number;
    floorTimes?: number;
  },
): Promise<Timing> {
  const inject = async () => {
    const response = await app.inject({ method: 'GET', url: options.url, headers: options.headers });
    if (response.statusCode !== 200)
      throw new Error(`${options.label}: ${options.url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  await times(3, inject);
  const server = await times(options.runs, inject);
  const statements = await recorder.record(inject);
  await times(3, () => recorder.runBare(statements));
  const longest: number[] = [];
  const floor = await times(options.runs, async () => longest.push(await recorder.runBare(statements)));
  const p95 = percentile(server, 95);
  const floorP95 = percentile(floor, 95);
  const meetsFloor = options.floorTimes === undefined || p95 <= options.floorTimes * floorP95;
  return {
    label: options.label,
    p50: percentile(server, 50),
    p95,
    floorP50: percentile(floor, 50),
    floorP95,
    longestP95: percentile(longest, 95),
    statements: statements.length,
    bar: `p95 ≤ ${options.barMs} ms${options.floorTimes ? ` and ≤ ${options.floorTimes}× floor` : ''}`,
    meets: p95 <= options.barMs && meetsFloor,
  };
}

/** A request's time and how far the process's memory (RSS, sampled every 2 ms and at the end) grew. */
export async function measureOnce(
  app: FastifyInstance,
  options: { url: string; headers: Record<string, string> },
): Promise<{ ms: number; peakRssGrowthMb: number; bytes: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 2);
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: options.url, headers: options.headers });
  const ms = performance.now() - started;
  sample();
  clearInterval(timer);
  if (response.statusCode !== 200) throw new Error(`${options.url} answered ${response.statusCode}`);
  return { ms, peakRssGrowthMb: (peak - before) / 2 ** 20, bytes: response.rawPayload.length };
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

/** The figures as an aligned plain-text table (also valid Markdown). */
export function timingTable(timings: Timing[]): string {
  const rows = [
    [
      'what',
      'p50 ms',
      'p95 ms',
      'floor p50',
      'floor p95',
      'p95 ÷ floor',
      'longest SQL p95',
      'SQL',
      'bar',
      'meets',
    ],
    ...timings.map((t) => [
      t.label,
      ms(t.p50),
      ms(t.p95),
      ms(t.floorP50),
      ms(t.floorP95),
      t.floorP95 ? `${(t.p95 / t.floorP95).toFixed(1)}×` : '',
      ms(t.longestP95),
      t.statements === undefined ? '' : String(t.statements),
      t.note ? `${t.bar} (${t.note})` : t.bar,
      t.meets ? 'yes' : 'NO',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}
