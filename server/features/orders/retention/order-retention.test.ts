import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, invoices, orders } from '../../../db/schema';
import { readyLicenceKey } from '../../../testing/licences';
import { bearer, createAccount } from '../../../testing/accounts';
import { licenceOrder } from '../../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { deleteExpiredOrders } from './order-retention';
import { dateInFrance } from '../../../../shared/date-in-france';

describe(`order retention (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };

  beforeAll(async () => {
    t = await createTestApp({ licenceKey: readyLicenceKey() });
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload: licenceOrder });
    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.messageId, response.json().id as string));
    return order!.id;
  }
  const exists = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id))).length === 1;

  it('deletes an order never invoiced after RETENTION_MONTHS, an invoiced one (paid) ten years after its invoice', async () => {
    const uninvoiced = await placeOrder();
    const invoiced = await placeOrder();
    const invoice = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${invoiced}/send-invoice`,
      headers: bearer(owner),
    });
    expect(invoice.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${invoiced}/mark-paid`,
      headers: bearer(owner),
      payload: {
        paidOn: dateInFrance(new Date()),
        means: 'card',
      },
    });
    expect(paid.statusCode).toBe(200);

    const inFourYears = new Date(Date.now() + 4 * 365 * 24 * 3600_000);
    expect(await deleteExpiredOrders(t.database.db, 36, inFourYears)).toBe(1);
    expect(await exists(uninvoiced)).toBe(false);
    expect(
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, uninvoiced)),
    ).toEqual([]);
    expect(await exists(invoiced)).toBe(true);

    const inElevenYears = new Date(Date.now() + 11 * 365 * 24 * 3600_000);
    expect(await deleteExpiredOrders(t.database.db, 36, inElevenYears)).toBe(1);
    expect(await exists(invoiced)).toBe(false);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, invoiced))).toEqual([]);
  });
});
