import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, outbox } from '../../db/schema';
import type { LicenceKeyProblem, LicenceKeyState } from '../../lib/licence-key/licence-key';

/** A mail waiting longer than this means mail is not leaving: SMTP refuses, or no worker runs. */
const OUTBOX_BACKLOG_SECONDS = 15 * 60;

export interface OutboxState {
  /** Mails waiting to be sent (including those being retried). */
  waiting: number;
  /** How long the oldest waiting mail has waited, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
  /** Mails the SMTP server refused for good (marked failed, never retried). */
  failed: number;
}

export async function readOutboxState(db: Db): Promise<OutboxState> {
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const [row] = (
    (await db.execute(sql`
      select
        count(*) filter (where status = 'pending')::int as waiting,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8
          as oldest,
        count(*) filter (where status = 'failed')::int as failed
      from ${outbox}`)) as { rows: { waiting: number; oldest: number; failed: number }[] }
  ).rows;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestWaitingSeconds: Math.max(0, Math.floor(Number(row?.oldest ?? 0))),
    failed: Number(row?.failed ?? 0),
  };
}

export async function countOrdersByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** What `/healthz` says of each part: whether it is right, and if not what is wrong, never a secret. */
export interface HealthReport {
  /** `ok`; `degraded` when the site answers but something needs the owner; `unavailable` without a database. */
  status: 'ok' | 'degraded' | 'unavailable';
  database: { ok: boolean };
  outbox: { ok: boolean } & Partial<OutboxState>;
  licenceKey: { ok: boolean; problem?: LicenceKeyProblem };
}

export async function healthReport(db: Db, licenceKey: LicenceKeyState): Promise<HealthReport> {
  const licence = licenceKey.status === 'ready' ? { ok: true } : { ok: false, problem: licenceKey.problem };
  let outboxState: OutboxState;
  try {
    outboxState = await readOutboxState(db);
  } catch {
    return { status: 'unavailable', database: { ok: false }, outbox: { ok: false }, licenceKey: licence };
  }
  const outboxOk = outboxState.oldestWaitingSeconds < OUTBOX_BACKLOG_SECONDS;
  return {
    status: outboxOk && licence.ok ? 'ok' : 'degraded',
    database: { ok: true },
    outbox: { ok: outboxOk, ...outboxState },
    licenceKey: licence,
  };
}
