import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { rateLimitRefusal } from './api-errors';
import { databaseRateLimitStore } from './rate-limit-store';
import type { RateLimitSetting } from './rate-limit-setting';

/**
 * Registers the rate limiter for the whole server without a global limit: each route states its own with
 * `limitedTo(...)`, per client address (X-Forwarded-For is honoured only when TRUST_PROXY is set). Refusals are
 * answered 429 with Retry-After and the API's error body. On PostgreSQL the counts live in the database, so
 * that every instance counts the same requests; the embedded database serves one instance, which counts in
 * memory.
 */
export async function registerRateLimiter(app: FastifyInstance, database: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitRefusal,
    // Without the database the request goes on uncounted: whatever it needs from the database fails on its
    // own, and /healthz can still say that the database is what is wrong.
    ...(database.driver === 'postgres'
      ? { store: databaseRateLimitStore(database.db), skipOnError: true }
      : {}),
  });
}

/** Route options that limit the route to `setting`. */
export function limitedTo(setting: RateLimitSetting | { max: number; timeWindow: string }) {
  const timeWindow = 'windowMs' in setting ? setting.windowMs : setting.timeWindow;
  return { config: { rateLimit: { max: setting.max, timeWindow } } };
}
