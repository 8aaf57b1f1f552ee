import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { rateLimitCounters } from './db/schema';
import { databaseRateLimitStore, pruneRateLimitCounters } from './lib/rate-limit-store';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, testDatabaseKind } from './testing/test-database';

const contact = (n: number) => ({
  type: 'contact',
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.test`,
  message: `Message number ${n}.`,
  hp: '',
});

describe('rate limits across two server instances on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'ten messages a minute from one address are ten in all, whichever instance answers',
    async () => {
      const shared = await openTestDatabase();
      const first = await createTestApp({ database: shared, env: { MESSAGES_RATE_LIMIT: '10' } });
      const second = await createTestApp({
        database: await openDatabase({ databaseUrl: shared.url as string, dataDir: ':memory:' }),
        env: { MESSAGES_RATE_LIMIT: '10' },
      });
      try {
        const post = (n: number, remoteAddress: string) =>
          (n % 2 ? first : second).app.inject({
            method: 'POST',
            url: '/api/messages',
            remoteAddress,
            headers: { 'idempotency-key': randomUUID() },
            payload: contact(n),
          });
        const statuses = await Promise.all(Array.from({ length: 16 }, (_, n) => post(n, '198.51.100.7')));
        const codes = statuses.map((response) => response.statusCode);
        expect(codes.filter((code) => code === 202)).toHaveLength(10);
        expect(codes.filter((code) => code === 429)).toHaveLength(6);
        const refused = statuses.find((response) => response.statusCode === 429)!;
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        // Another address has its own ten.
        expect((await post(1, '198.51.100.8')).statusCode).toBe(202);
        expect((await post(2, '198.51.100.8')).statusCode).toBe(202);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});

describe(`the database rate-limit store (${testDatabaseKind})`, () => {
  it('counts per route and key within a fixed window, restarts after it, and prunes what has passed', async () => {
    const database = await openTestDatabase();
    try {
      const Store = databaseRateLimitStore(database.db);
      const root = new Store({});
      const route = root.child({ routeInfo: { method: 'POST', url: '/api/messages' } } as never);
      const other = root.child({ routeInfo: { method: 'GET', url: '/healthz' } } as never);
      const hook = root.child({ routeInfo: {}, groupId: 'proxy' } as never);
      const incr = (store: typeof root, key: string, windowMs: number) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
        );

      expect((await incr(route, '192.0.2.1', 60_000)).current).toBe(1);
      const second = await incr(route, '192.0.2.1', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(55_000);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      expect((await incr(other, '192.0.2.1', 60_000)).current).toBe(1);
      expect((await incr(hook, '192.0.2.1', 60_000)).current).toBe(1);
      expect((await incr(route, '192.0.2.2', 60_000)).current).toBe(1);

      expect((await incr(route, '192.0.2.3', 150)).current).toBe(1);
      expect((await incr(route, '192.0.2.3', 150)).current).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const restarted = await incr(route, '192.0.2.3', 150);
      expect(restarted.current).toBe(1);
      expect(restarted.ttl).toBeGreaterThan(0);

      await new Promise((resolve) => setTimeout(resolve, 250));
      await pruneRateLimitCounters(database.db);
      const left = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
      expect(left.map((row) => row.key).sort()).toEqual([
        'GET /healthz|192.0.2.1',
        'POST /api/messages|192.0.2.1',
        'POST /api/messages|192.0.2.2',
        'group proxy|192.0.2.1',
      ]);
    } finally {
      await database.close();
    }
  });
});
