import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import { bearer, createAccount } from '../../../testing/accounts';
import { licenceOrder } from '../../../testing/sample-payloads';
import { createTestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-database';

describe('orders across two server instances on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'Send invoice pressed on both at once issues one invoice, and numbers stay gapless',
    async () => {
      const shared = await openTestDatabase();
      const first = await createTestApp({ database: shared, env: { MESSAGES_RATE_LIMIT: '1000' } });
      const second = await createTestApp({
        database: await openDatabase({ databaseUrl: shared.url as string, dataDir: ':memory:' }),
      });
      try {
        const owner = await createAccount(shared.db, { email: 'owner@example.test', role: 'owner' });
        const ids: string[] = [];
        for (let n = 0; n < 6; n += 1) {
          const placed = await first.app.inject({
            method: 'POST',
            url: '/api/messages',
            payload: { ...licenceOrder, email: `buyer-${n}@example.test` },
          });
          const [order] = await shared.db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.messageId, placed.json().id as string));
          ids.push(order!.id);
        }
        const press = (app: typeof first, id: string) =>
          app.app.inject({ method: 'POST', url: `/api/orders/${id}/send-invoice`, headers: bearer(owner) });
        const answers = await Promise.all(ids.flatMap((id) => [press(first, id), press(second, id)]));
        expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(ids.length);
        expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(ids.length);
        const numbers = (await shared.db.select({ number: invoices.number }).from(invoices))
          .map((row) => Number(row.number.slice(-4)))
          .sort((a, b) => a - b);
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
