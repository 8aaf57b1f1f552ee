import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGE_HEADER } from '../../../../shared/message-payloads';
import type { OrderDetail, OrderListPage } from '../../../../shared/order-schemas';
import { sampleBusinessSettings } from '../../../config/site-config';
import { openDatabase } from '../../../db/client';
import { invoices, orders, outbox } from '../../../db/schema';
import { addDays } from '../invoices/invoice-content';
import { dateInFrance } from '../../../../shared/date-in-france';
import { sampleLegalDetails } from '../../../config/legal-details';
import { smtpSender } from '../../../mail/mail-sender';
import { OutboxWorker } from '../../../outbox/outbox-worker';
import { bearer, createAccount } from '../../../testing/accounts';
import { type InvoicedOrder, placeInvoicedOrder } from '../../../testing/invoiced-orders';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { licenceOrder } from '../../../testing/sample-payloads';
import { SmtpSink } from '../../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import { orderMailRenderers } from '../mails/order-mails';
import { dueReminderDay, sendPaymentReminders } from './payment-reminders';

const DAY = 24 * 3600_000;
const BASE = 'https://www.example.com';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the reminder due on a day', () => {
  it.each([
    ['2026-06-01', '2026-06-07', 0, null],
    ['2026-06-01', '2026-06-08', 0, 7],
    ['2026-06-01', '2026-06-10', 7, null],
    ['2026-06-01', '2026-06-15', 7, 14],
    ['2026-06-01', '2026-06-30', 0, 14],
    ['2026-06-01', '2026-06-30', 14, null],
  ] as const)('invoiced %s, on %s, last sent at day %i: %s', (issued, today, last, due) => {
    expect(dueReminderDay(issued, today, last, [7, 14])).toBe(due);
  });
});

describe(`payment reminders (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  const sink = new SmtpSink();
  const env = {
    MAIL_TO: 'owner@example.test',
    MAIL_TO_LANGUAGE: 'en' as const,
    PUBLIC_BASE_URL: BASE,
    HOST: '127.0.0.1',
    PORT: 8080,
    STRIPE_SECRET_KEY: 'sk_test_reminders',
  };

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({
      env: {
        PUBLIC_BASE_URL: BASE,
        MESSAGES_RATE_LIMIT: '1000',
        STRIPE_SECRET_KEY: 'sk_test_reminders',
        STRIPE_WEBHOOK_SECRET: 'whsec_reminders',
      },
      licenceKey: readyLicenceKey(newLicenceSigner()),
    });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  const db = () => t.database.db;
  /** Moves the order's invoice back in time, as if issued `days` ago (its due date with it). */
  async function invoicedDaysAgo(order: InvoicedOrder, days: number) {
    const issuedAt = new Date(Date.now() - days * DAY);
    await db()
      .update(invoices)
      .set({ issuedAt, dueDate: addDays(dateInFrance(issuedAt), 30) })
      .where(eq(invoices.orderId, order.id));
  }
  const remindersOf = async (order: InvoicedOrder) =>
    (await db().select().from(outbox).where(eq(outbox.kind, 'order_payment_reminder'))).filter(
      (entry) => (entry.payload as { orderId: string } | null)?.orderId === order.id,
    );
  async function sendQueued() {
    await new OutboxWorker({
      db: db(),
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: orderMailRenderers({
        db: db(),
        env,
        business: sampleBusinessSettings,
        legalSource: { db: db(), file: sampleLegalDetails, paymentTermDays: 30 },
      }),
      log: silentLog,
      pollMs: 50,
    }).runOnce();
  }

  it('reminds at 7 and at 14 days after the invoice, each once, in the customer’s language with the invoice and the ways to pay', async () => {
    const order = await placeInvoicedOrder(t, owner);
    await invoicedDaysAgo(order, 6);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(0);

    await invoicedDaysAgo(order, 7);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(1);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(0);
    await sendQueued();
    const reminderMails = () => sink.mails.filter((mail) => mail.subject.startsWith('Reminder'));
    const [first] = reminderMails();
    // The invoice's own mail offered the same Pay by card link, first.
    const invoiceMail = sink.mails.find((mail) => mail.subject.startsWith(`Invoice ${order.invoiceNumber}`));
    expect(invoiceMail?.text).toMatch(new RegExp(`Pay by card.*${BASE}/api/payments/card/[0-9a-f]{32}`, 's'));
    expect(invoiceMail?.text.indexOf('Pay by card')).toBeLessThan(invoiceMail!.text.indexOf('bank transfer'));
    expect(first?.subject).toBe(`Reminder: invoice ${order.invoiceNumber} is still to be paid`);
    expect(first?.text).toContain('due by');
    expect(first?.text).toMatch(new RegExp(`Pay by card.*${BASE}/api/payments/card/[0-9a-f]{32}`, 's'));
    expect(first?.text).toContain(sampleLegalDetails.iban);
    expect(first?.parsed.attachments[0]?.filename).toBe(`${order.invoiceNumber}.pdf`);

    await invoicedDaysAgo(order, 40);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(1);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(0);
    await sendQueued();
    expect(reminderMails()[1]?.text).toContain('was due on');

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(detail.paymentReminders).toEqual({ on: true, days: [7, 14], lastSentDay: 14 });
    expect(
      detail.timeline.filter((step) => step.kind === 'payment_reminder_sent').map((step) => step.detail),
    ).toEqual([{ day: '7' }, { day: '14' }]);
  });

  it('writes to a French customer in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { [MESSAGE_LANGUAGE_HEADER]: 'fr' },
      payload: { ...licenceOrder, firstName: 'Claire', lastName: 'Martin', email: 'claire@example.test' },
    });
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.messageId, response.json().id as string));
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${row!.id}/send-invoice`,
      headers: bearer(owner),
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, row!.id));
    await invoicedDaysAgo({ id: row!.id } as InvoicedOrder, 8);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(1);
    await sendQueued();
    const reminder = sink.mails.find((mail) => mail.subject.startsWith('Rappel'));
    expect(reminder?.subject).toBe(`Rappel : la facture ${invoice!.number} reste à régler`);
    expect(reminder?.text).toContain('Payer par carte');
    expect(reminder?.text).toContain('à régler avant le');
  });

  it('never reminds an order paid, cancelled, or whose reminders the owner stopped', async () => {
    const paid = await placeInvoicedOrder(t, owner);
    const cancelled = await placeInvoicedOrder(t, owner);
    const stopped = await placeInvoicedOrder(t, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${paid.id}/mark-paid`,
      headers: bearer(owner),
      payload: { paidOn: dateInFrance(new Date()), means: 'sepa_credit_transfer' },
    });
    await t.app.inject({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, headers: bearer(owner) });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${stopped.id}/payment-reminders`,
      headers: bearer(owner),
      payload: { on: false },
    });
    expect(off.statusCode).toBe(200);
    expect((off.json() as OrderDetail).paymentReminders.on).toBe(false);
    expect((off.json() as OrderDetail).timeline.at(-1)).toMatchObject({
      kind: 'payment_reminders_stopped',
      actorName: 'Camille',
    });
    for (const order of [paid, cancelled, stopped]) await invoicedDaysAgo(order, 8);
    await sendPaymentReminders(db(), [7, 14]);
    for (const order of [paid, cancelled, stopped]) expect(await remindersOf(order)).toHaveLength(0);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${stopped.id}/payment-reminders`,
      headers: bearer(owner),
      payload: { on: 'no' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('drops a reminder queued just before the payment arrived', async () => {
    const order = await placeInvoicedOrder(t, owner);
    await invoicedDaysAgo(order, 8);
    expect(await sendPaymentReminders(db(), [7, 14])).toBe(1);
    const [queued] = await remindersOf(order);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/mark-paid`,
      headers: bearer(owner),
      payload: { paidOn: dateInFrance(new Date()), means: 'sepa_credit_transfer' },
    });
    await sendQueued();
    expect(sink.mails.filter((mail) => /Reminder/.test(mail.subject))).toHaveLength(0);
    const [entry] = await db().select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(entry?.status).toBe('dropped');
  });

  it('lists the invoices past their due date in a view of their own, with their count', async () => {
    const late = await placeInvoicedOrder(t, owner);
    await db()
      .update(invoices)
      .set({ dueDate: addDays(dateInFrance(new Date()), -1) })
      .where(eq(invoices.orderId, late.id));
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/orders?status=overdue', headers: bearer(owner) })
    ).json() as OrderListPage;
    expect(page.items.map((item) => item.id)).toContain(late.id);
    expect(page.items.every((item) => item.paymentOverdue && item.status === 'invoiced')).toBe(true);
    expect(page.overdueCount).toBe(page.total);
    const customer = await t.app.inject({ method: 'GET', url: `/api/order-tracking/${late.token}` });
    expect(customer.json()).toMatchObject({ overdue: true });
  });

  it('sends one reminder when two instances run the pass at once', async () => {
    const shared = await openTestDatabase();
    const first = await createTestApp({ database: shared, env: { MESSAGES_RATE_LIMIT: '1000' } });
    const secondDb = shared.url
      ? await openDatabase({ databaseUrl: shared.url, dataDir: ':memory:' })
      : shared;
    try {
      const boss = await createAccount(shared.db, { email: 'boss@example.test', role: 'owner' });
      const order = await placeInvoicedOrder(first, boss);
      const issuedAt = new Date(Date.now() - 8 * DAY);
      await shared.db.update(invoices).set({ issuedAt }).where(eq(invoices.orderId, order.id));
      const sent = await Promise.all([
        sendPaymentReminders(shared.db, [7, 14]),
        sendPaymentReminders(secondDb.db, [7, 14]),
        sendPaymentReminders(shared.db, [7, 14]),
      ]);
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(
        await shared.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'order_payment_reminder'))),
      ).toHaveLength(1);
    } finally {
      if (secondDb !== shared) await secondDb.close();
      await first.close();
    }
  });
});
