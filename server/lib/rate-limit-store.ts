import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * Where @fastify/rate-limit counts when several instances share one PostgreSQL: a row per route and client
 * address (`rate_limit_counters`), so ten messages a minute are ten in all, whichever instance answers. The
 * window is fixed, as in the library's memory store: it starts with the first request and the count starts
 * again once it has passed. One statement increments or restarts the row (the row lock makes concurrent
 * requests on any instance count one after the other) and reads the database's clock, which every instance
 * shares.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      counted(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child(routeOptions) {
      // What @fastify/rate-limit passes to child() (its typings omit routeInfo and groupId); only read.
      const { routeInfo = {}, groupId } = routeOptions as { routeInfo?: RouteInfo; groupId?: string };
      const method = [routeInfo.method ?? ''].flat().join(',');
      // A limit made with `app.rateLimit(...)` for a hook has no route: it names itself with `groupId`.
      const scope = routeInfo.url ? `${method} ${routeInfo.url}` : `group ${groupId ?? ''}`;
      return storeFor(`${scope}|`);
    },
  });
  const routes = storeFor('');
  return class implements FastifyRateLimitStore {
    incr = routes.incr;
    child = routes.child;
  };
}

async function counted(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(now() + ${windowMs} * interval '1 millisecond')`;
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const result = (await db.execute(sql`
    insert into ${rateLimitCounters} as counter (key, hits, reset_at) values (${key}, 1, ${window})
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning counter.hits as hits,
      greatest(0, ceil(extract(epoch from counter.reset_at - now()) * 1000))::int as ttl`)) as {
    rows: { hits: number; ttl: number }[];
  };
  const row = result.rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Forgets the counters whose window has passed (housekeeping). */
export async function pruneRateLimitCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
}
