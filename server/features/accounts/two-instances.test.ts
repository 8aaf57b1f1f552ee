import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { bearer, createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

describe('sessions and lockouts across two server instances on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a session made on one is valid on the other, and a sign-out on one is refused on the other at once',
    async () => {
      const shared = await openTestDatabase();
      const first = await createTestApp({ database: shared });
      const second = await createTestApp({
        database: await openDatabase({ databaseUrl: shared.url as string, dataDir: ':memory:' }),
      });
      try {
        const session = await createAccount(shared.db, { email: 'both@example.test', role: 'owner' });
        const signIn = await first.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'both@example.test', password: TEST_PASSWORD },
        });
        const token = { accessToken: signIn.json().accessToken as string };
        const onSecond = await second.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: bearer(token),
        });
        expect(onSecond.statusCode).toBe(200);

        const out = await second.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: bearer(token),
        });
        expect(out.statusCode).toBe(204);
        const onFirst = await first.app.inject({ method: 'GET', url: '/api/inbox', headers: bearer(token) });
        expect(onFirst.statusCode).toBe(401);
        expect(onFirst.json()).toMatchObject({ error: 'session_signed_out' });
        // The other session of the same account is untouched.
        const other = await first.app.inject({ method: 'GET', url: '/api/inbox', headers: bearer(session) });
        expect(other.statusCode).toBe(200);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a lockout earned on one instance holds on the other',
    async () => {
      const shared = await openTestDatabase();
      const first = await createTestApp({ database: shared });
      const second = await createTestApp({
        database: await openDatabase({ databaseUrl: shared.url as string, dataDir: ':memory:' }),
      });
      try {
        await createAccount(shared.db, { email: 'spread@example.test', role: 'staff' });
        const signIn = (app: typeof first, password: string) =>
          app.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            remoteAddress: '127.0.0.2',
            payload: { email: 'spread@example.test', password },
          });
        // The guesses alternate between the instances, as a load balancer would share them.
        for (let attempt = 0; attempt < 10; attempt++) {
          const response = await signIn(attempt % 2 ? first : second, `wrong-guess-${attempt}`);
          expect(response.statusCode).toBe(401);
        }
        expect((await signIn(first, TEST_PASSWORD)).statusCode).toBe(429);
        expect((await signIn(second, TEST_PASSWORD)).statusCode).toBe(429);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
