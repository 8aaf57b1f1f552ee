import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../shared/auth-schemas';
import { dateInFrance } from '../../../shared/date-in-france';
import type { InboxPage } from '../../../shared/inbox-schemas';
import type { OrderListPage } from '../../../shared/order-schemas';
import type { QuoteBuyer, QuoteLine } from '../../../shared/quote-schemas';
import type { TodaySummary } from '../../../shared/today-schemas';
import { invoices, messages, orders, quotes, receivedPayments, users } from '../../db/schema';
import { bearer, createAccount } from '../../testing/accounts';
import { placeInvoicedOrder } from '../../testing/invoiced-orders';
import { contact, licenceOrder } from '../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

/** A day (`YYYY-MM-DD`) so many days after (or before) another. */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const buyer: QuoteBuyer = {
  buyerType: 'individual',
  company: '',
  firstName: 'Gérard',
  lastName: 'Duval',
  email: 'gerard@example.test',
  address: '4 quai Baron de Blonay',
  postcode: '74500',
  city: 'Évian-les-Bains',
  country: 'FR',
};
const lines: QuoteLine[] = [
  {
    description: 'Programmation',
    quantity: 1,
    unit: 'flat_rate',
    unitPriceCents: 45_000,
    vatRatePercent: 10,
  },
];

describe(`the today view's counts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: SignedIn;
  let staff: SignedIn;
  let bookkeeper: SignedIn;
  const today = dateInFrance(new Date());

  const summaryFor = async (session: { accessToken: string }) => {
    const response = await t.app.inject({ url: '/api/today', headers: bearer(session) });
    expect(response.statusCode).toBe(200);
    return response.json() as TodaySummary;
  };
  const listTotal = async (url: string) =>
    ((await t.app.inject({ url, headers: bearer(owner) })).json() as OrderListPage | InboxPage).total;
  const send = async (payload: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload });
    expect(response.statusCode).toBe(202);
    return response.json().id as string;
  };
  let placed = 0;
  /** A licence order as a visitor places one, left waiting for its invoice. */
  const placeOrder = async () => {
    placed += 1;
    const messageId = await send({ ...licenceOrder, email: `buyer-${placed}@example.test` });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.messageId, messageId));
    return order!.id;
  };
  const dueOn = (orderId: string, day: string) =>
    t.database.db.update(invoices).set({ dueDate: day }).where(eq(invoices.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000', LOG_LEVEL: 'error' } });
    const db = t.database.db;
    owner = await createAccount(db, { email: 'owner@example.test', role: 'owner' });
    staff = await createAccount(db, { email: 'staff@example.test', role: 'staff' });
    bookkeeper = await createAccount(db, { email: 'books@example.test', role: 'staff' });
    await db.update(users).set({ canBill: true }).where(eq(users.email, 'books@example.test'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('says there is nothing to do on a new site, but the setup steps', async () => {
    expect(await summaryFor(owner)).toEqual({
      unreadMessages: 0,
      money: {
        ordersToInvoice: 0,
        unpaidInvoices: 0,
        overdueInvoices: 0,
        overdue: [],
        paymentsToCheck: 0,
        quotesAwaitingAnswer: 0,
        quotesAwaitingDeposit: 0,
      },
      // The test app has the seller's details; the licence key, the public address and mail are not set.
      setupItemsLeft: 3,
    });
  });

  it('counts each case as its filtered list finds it, and leaves out what needs nobody', async () => {
    const db = t.database.db;
    // Messages: two contacts unread, one opened, one spam (never counted).
    await send(contact);
    await send({ ...contact, email: 'second@example.test' });
    const opened = await send({ ...contact, email: 'opened@example.test' });
    expect((await t.app.inject({ url: `/api/inbox/${opened}`, headers: bearer(owner) })).statusCode).toBe(
      200,
    );
    await send({ ...contact, email: 'spam@example.test', hp: 'filled' });

    // Orders: two waiting for their invoice (their messages unread: they need the owner).
    await placeOrder();
    await placeOrder();
    // Four invoiced and unpaid: one due in 30 days, one due today (not overdue yet), two overdue.
    const notDue = await placeInvoicedOrder(t, owner);
    const dueToday = await placeInvoicedOrder(t, owner);
    const fiveDays = await placeInvoicedOrder(t, owner);
    const twelveDays = await placeInvoicedOrder(t, owner);
    await dueOn(dueToday.id, today);
    await dueOn(fiveDays.id, daysAfter(today, -5));
    await dueOn(twelveDays.id, daysAfter(today, -12));
    // Moved on without anyone opening their messages: paid, refunded, cancelled. Not the owner's to do.
    for (const status of ['paid', 'refunded', 'cancelled', 'licence_sent'] as const) {
      const paid = await placeInvoicedOrder(t, owner);
      await db.update(orders).set({ status }).where(eq(orders.id, paid.id));
    }

    // Payments: two unmatched wait for the owner; a matched and a dismissed one do not.
    const payment = (reference: string, status: 'matched' | 'unmatched' | 'dismissed') => ({
      source: 'bank_transfer' as const,
      reference,
      bookedOn: today,
      amountCents: 12_000,
      currency: 'EUR',
      status,
      reason: status === 'unmatched' ? ('no_invoice' as const) : null,
    });
    await db
      .insert(receivedPayments)
      .values([
        payment('ref-1', 'unmatched'),
        payment('ref-2', 'unmatched'),
        payment('ref-3', 'matched'),
        payment('ref-4', 'dismissed'),
      ]);

    // Quotes: two sent and valid (one until today), one sent but expired, four accepted, one declined, a draft.
    let quoteNumber = 0;
    const quote = (
      status: 'draft' | 'sent' | 'accepted' | 'declined',
      validUntil = daysAfter(today, 30),
    ) => ({
      number: status === 'draft' ? null : `D2026-${String((quoteNumber += 1)).padStart(4, '0')}`,
      status,
      language: 'fr' as const,
      buyer,
      lines,
      depositPercent: 30,
      validUntil,
    });
    await db.insert(quotes).values([
      quote('sent'),
      quote('sent', today),
      quote('sent', daysAfter(today, -1)),
      quote('accepted'),
      quote('accepted', daysAfter(today, -10)),
      // Accepted, but its deposit is paid, or it asked none: nothing to wait for.
      { ...quote('accepted'), depositPaidOn: today },
      { ...quote('accepted'), depositPercent: 0 },
      quote('declined'),
      quote('draft'),
    ]);

    const summary = await summaryFor(owner);
    expect(summary).toEqual({
      unreadMessages: 4,
      money: {
        ordersToInvoice: 2,
        unpaidInvoices: 4,
        overdueInvoices: 2,
        overdue: [
          {
            orderId: twelveDays.id,
            orderNumber: expect.any(Number),
            invoiceNumber: twelveDays.invoiceNumber,
            daysOverdue: 12,
          },
          {
            orderId: fiveDays.id,
            orderNumber: expect.any(Number),
            invoiceNumber: fiveDays.invoiceNumber,
            daysOverdue: 5,
          },
        ],
        paymentsToCheck: 2,
        quotesAwaitingAnswer: 2,
        quotesAwaitingDeposit: 2,
      },
      setupItemsLeft: 3,
    });
    expect(notDue.id).not.toBe(dueToday.id);

    // Each count is what its link's list shows.
    expect(await listTotal('/api/orders?status=new')).toBe(summary.money?.ordersToInvoice);
    expect(await listTotal('/api/orders?status=invoiced')).toBe(summary.money?.unpaidInvoices);
    expect(await listTotal('/api/orders?status=overdue')).toBe(summary.money?.overdueInvoices);
    expect(await listTotal('/api/inbox?status=new')).toBe(summary.unreadMessages);
    const badge = await t.app.inject({ url: '/api/inbox/new-count', headers: bearer(owner) });
    expect(badge.json()).toEqual({ newCount: summary.unreadMessages });
  });

  it('names only the three most overdue invoices, and counts them all', async () => {
    const more = await placeInvoicedOrder(t, owner);
    const oldest = await placeInvoicedOrder(t, owner);
    await dueOn(more.id, daysAfter(today, -1));
    await dueOn(oldest.id, daysAfter(today, -40));
    const money = (await summaryFor(owner)).money!;
    expect(money.overdueInvoices).toBe(4);
    expect(money.unpaidInvoices).toBe(6);
    expect(money.overdue.map((invoice) => invoice.daysOverdue)).toEqual([40, 12, 5]);
    expect(money.overdue[0]?.invoiceNumber).toBe(oldest.invoiceNumber);
  });

  it('shows the money items only to who may handle money, and the setup only to the owner', async () => {
    const owners = await summaryFor(owner);
    const colleague = await summaryFor(staff);
    expect(colleague).toEqual({ unreadMessages: owners.unreadMessages, money: null, setupItemsLeft: null });
    const books = await summaryFor(bookkeeper);
    expect(books).toEqual({ ...owners, setupItemsLeft: null });
  });

  it('refuses who is not signed in, and any query parameter', async () => {
    expect((await t.app.inject({ url: '/api/today' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/today?status=new', headers: bearer(owner) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('forgets a message once read, and an order once invoiced', async () => {
    const before = await summaryFor(owner);
    const [unread] = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.email, ['jeanne@example.org']));
    await t.app.inject({ url: `/api/inbox/${unread!.id}`, headers: bearer(owner) });
    const [waiting] = await t.database.db.select().from(orders).where(eq(orders.status, 'new')).limit(1);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${waiting!.id}/send-invoice`,
      headers: bearer(owner),
    });
    expect(sent.statusCode).toBe(200);
    const after = await summaryFor(owner);
    // The contact read, and the order's message: its order is invoiced now.
    expect(after.unreadMessages).toBe(before.unreadMessages - 2);
    expect(after.money?.ordersToInvoice).toBe((before.money?.ordersToInvoice ?? 0) - 1);
    expect(after.money?.unpaidInvoices).toBe((before.money?.unpaidInvoices ?? 0) + 1);
  });
});
