import { dateInFrance } from '../../../../shared/date-in-france';
import type { Language } from '../../../../shared/language';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderView, OrderDetail } from '../../../../shared/order-schemas';
import { openDatabase } from '../../../db/client';
import { invoices, licences, orders, outbox, receivedPayments, stripeEvents } from '../../../db/schema';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { bearer, createAccount } from '../../../testing/accounts';
import { type InvoicedOrder, placeInvoicedOrder } from '../../../testing/invoiced-orders';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe-stand-in';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';

const WEBHOOK_SECRET = 'whsec_test_card_payments';
/** Stripe's SDK, for its test signatures (`generateTestHeaderString`) at a chosen time. */
const sdk = new Stripe('sk_test_card_payments');
const stripeEnv = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_card_payments',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: standIn.url,
  PUBLIC_BASE_URL: 'https://shop.example',
  MESSAGES_RATE_LIMIT: '1000',
  CARD_CHECKOUT_RATE_LIMIT: '1000/minute',
  STRIPE_WEBHOOK_RATE_LIMIT: '10000/minute',
});

describe(`card payment with Stripe Checkout (${testDatabaseKind})`, () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let unsigned: TestApp;
  let owner: { accessToken: string };

  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({ env: stripeEnv(standIn), licenceKey: readyLicenceKey(newLicenceSigner()) });
    // The same database and Stripe account served by an instance that cannot sign licences.
    unsigned = await createTestApp({
      env: stripeEnv(standIn),
      database: { ...t.database, close: async () => {} },
    });
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(async () => {
    await unsigned?.close();
    await t?.close();
    await standIn?.stop();
  });

  const db = () => t.database.db;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const licencesOf = (id: string) => db().select().from(licences).where(eq(licences.orderId, id));
  const licenceMails = async (id: string) =>
    (await db().select().from(outbox).where(eq(outbox.kind, 'order_licence'))).filter(
      (entry) => (entry.payload as { orderId: string }).orderId === id,
    );
  const view = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/order-tracking/${token}` })).json() as CustomerOrderView;
  const webhook = (app: TestApp, payload: string, signature: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  /** The token of the Pay by card link printed on the order's invoice. */
  const payTokenOf = async (order: InvoicedOrder) => {
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const link = (invoice!.content as { payment: { cardPaymentLink: string } }).payment.cardPaymentLink;
    return link.split('/card/')[1]!;
  };
  /** Follows the Pay by card link as the customer's browser does, to the stand-in's checkout page. */
  async function startCheckout(token: string, lang?: Language) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/card/${token}${lang ? `?lang=${lang}` : ''}`,
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    const sessionId = /\/checkout\/(cs_test_\w+)$/.exec(location)?.[1];
    expect(sessionId, location).toBeDefined();
    return standIn.sessions.get(sessionId!)!;
  }
  async function payOrder(order: InvoicedOrder) {
    const session = await startCheckout(order.token);
    return standIn.pay(session.id);
  }

  it('prints Pay by card on the invoice and offers it on the order page while unpaid', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const link = (invoice!.content as { payment: { cardPaymentLink: string } }).payment.cardPaymentLink;
    expect(link).toMatch(/^https:\/\/shop\.example\/api\/payments\/card\/[0-9a-f]{32}$/);
    const { text } = await pdfTextContent(invoice!.pdf);
    expect(text).toContain(`Pay by card: ${link}`);
    // Only the token's hash is kept with the order.
    const row = await orderRow(order.id);
    expect(row.payTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(link.split('/card/')[1]);
    expect(await view(order.token)).toMatchObject({ status: 'invoiced', payByCard: true, overdue: false });
  });

  it('lets the invoice’s Pay by card token pay, and open nothing else: no order page, documents or licence', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const payToken = await payTokenOf(order);
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const orderPageAnswers = async (token: string) =>
      Promise.all(
        ['', '/invoice.pdf', '/payment-qr.svg', '/receipt.pdf', '/licence'].map(
          async (file) => (await get(`/api/order-tracking/${token}${file}`)).statusCode,
        ),
      );
    expect(await orderPageAnswers(payToken)).toEqual([404, 404, 404, 404, 404]);

    // Its page says what is due, and its button starts the card payment; nothing about the order itself.
    const page = await get(`/api/payments/card/${payToken}/status`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<h1>Invoice ${order.invoiceNumber}</h1>`);
    const amount = `€${(order.totalInclVatCents / 100).toFixed(2)}`;
    expect(page.body).toContain(`${amount} including VAT to pay by `);
    expect(page.body).toContain(
      `<a href="https://shop.example/api/payments/card/${payToken}?lang=en">Pay ${amount} by card</a>`,
    );
    const row = await orderRow(order.id);
    for (const secret of [row.mac, row.customer.email, row.customer.lastName, order.token])
      expect(page.body).not.toContain(secret);

    // Paying with it comes back to that page, never to the order page.
    const checkout = await t.app.inject({ method: 'GET', url: `/api/payments/card/${payToken}?lang=en` });
    expect(checkout.statusCode).toBe(303);
    const session = standIn.sessions.get(/cs_test_\w+/.exec(checkout.headers.location as string)![0])!;
    expect(session.success_url).toBe(
      `https://shop.example/api/payments/card/${payToken}/status?lang=en&payment=card`,
    );
    expect(session.cancel_url).toBe(`https://shop.example/api/payments/card/${payToken}/status?lang=en`);
    const back = await get(`/api/payments/card/${payToken}/status?lang=en&payment=card`);
    expect(back.body).toContain('Stripe has taken your payment');
    expect(back.body).not.toContain('by card</a>');
    const { payload, signature } = await standIn.pay(session.id);
    expect((await webhook(t, payload, signature)).json().outcome).toBe('paid');

    // Paid: the order page's token opens the licence; the pay token still does not.
    expect(await orderPageAnswers(payToken)).toEqual([404, 404, 404, 404, 404]);
    expect(await orderPageAnswers(order.token)).toEqual([200, 200, 404, 200, 200]);
    const licence = (await get(`/api/order-tracking/${order.token}/licence`)).body;
    const paid = await get(`/api/payments/card/${payToken}/status?lang=fr`);
    expect(paid.body).toContain(`<h1>Facture ${order.invoiceNumber}</h1>`);
    expect(paid.body).toContain('Cette facture est réglée. Merci.');
    expect(paid.body).not.toContain(licence.trim().split('\n')[0]);
    const again = await get(`/api/payments/card/${payToken}`);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`https://shop.example/api/payments/card/${payToken}/status?lang=en`);
  });

  it('opens the Pay by card page with the invoice’s token only', async () => {
    const order = await placeInvoicedOrder(t, owner);
    for (const token of [order.token, 'f'.repeat(32)]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/card/${token}/status?lang=fr` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: 'pay_link_not_found', fields: {} });
    }
    // An unknown token starts nothing: the order page says that no order matches it.
    const unknown = await t.app.inject({ method: 'GET', url: `/api/payments/card/${'f'.repeat(32)}` });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe(`https://shop.example/#/order/${'f'.repeat(32)}`);
  });

  it('creates a Checkout Session with the invoice’s amount, number, order, e-mail, return URLs and language', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const session = await startCheckout(order.token, 'fr');
    const [create] = standIn.calls.filter(
      (call) => call.method === 'POST' && call.form.client_reference_id === order.invoiceNumber,
    );
    expect(create?.authorization).toBe('Bearer sk_test_card_payments');
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.totalInclVatCents),
      'line_items[0][price_data][product_data][name]': `Facture ${order.invoiceNumber}`,
      client_reference_id: order.invoiceNumber,
      'metadata[orderId]': order.id,
      customer_email: (await orderRow(order.id)).customer.email,
      success_url: `https://shop.example/#/order/${order.token}?payment=card`,
      cancel_url: `https://shop.example/#/order/${order.token}`,
      locale: 'fr',
    });
    expect(session.amount_total).toBe(order.totalInclVatCents);
    expect((await orderRow(order.id)).checkoutSessionId).toBe(session.id);

    // A second click (or a reload of Stripe's page) goes back to the open session.
    const creates = standIn.calls.filter((call) => call.method === 'POST').length;
    expect((await startCheckout(order.token, 'fr')).id).toBe(session.id);
    expect(standIn.calls.filter((call) => call.method === 'POST')).toHaveLength(creates);
  });

  it('marks the order paid by card and mails the licence once, however often the event comes', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload, signature, event } = await payOrder(order);
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await webhook(t, payload, signature));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().outcome)).toEqual(['paid', 'duplicate', 'duplicate']);

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'licence_sent', paymentMeans: 'card' });
    expect(row.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await licencesOf(order.id)).toHaveLength(1);
    expect(await licenceMails(order.id)).toHaveLength(1);
    const [recorded] = await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toMatchObject({ outcome: 'paid', orderId: order.id });
    const payments = await db().select().from(receivedPayments).where(eq(receivedPayments.orderId, order.id));
    expect(payments).toMatchObject([
      { source: 'card', status: 'matched', amountCents: order.totalInclVatCents, currency: 'EUR' },
    ]);

    // The order page shows it paid by card, with the licence; the back office's history says how.
    expect(await view(order.token)).toMatchObject({
      status: 'licence_sent',
      payByCard: false,
      payment: null,
      paid: { means: 'card', paidOn: row.paidOn },
      licence: { fileName: expect.any(String) },
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(detail.timeline.find((step) => step.kind === 'order_paid')).toMatchObject({
      actorName: 'Site',
      detail: { via: 'card', means: 'card' },
    });
    // Pay by card now leads back to the order page.
    const again = await t.app.inject({ method: 'GET', url: `/api/payments/card/${order.token}` });
    expect(again.headers.location).toBe(`https://shop.example/#/order/${order.token}`);
  });

  it('charges only what a partial payment left due, and that pays the order', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const today = dateInFrance(new Date());
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/mark-paid`,
      headers: bearer(owner),
      payload: { paidOn: today, means: 'cheque', amountCents: 1000 },
    });
    expect(partial.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('invoiced');

    const rest = order.totalInclVatCents - 1000;
    const session = await startCheckout(order.token);
    expect(session.amount_total).toBe(rest);
    const { payload, signature } = await standIn.pay(session.id);
    expect((await webhook(t, payload, signature)).json()).toMatchObject({ outcome: 'paid' });
    expect((await orderRow(order.id)).status).toBe('licence_sent');
    expect(await licenceMails(order.id)).toHaveLength(1);
    const payments = await db().select().from(receivedPayments).where(eq(receivedPayments.orderId, order.id));
    expect(payments.map((row) => [row.source, row.amountCents]).sort()).toEqual([
      ['card', rest],
      ['owner', 1000],
    ]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload, signature } = await payOrder(order);
    const forged = payload.replace(String(order.totalInclVatCents), String(order.totalInclVatCents - 100));
    const refusals = [
      await webhook(t, forged, signature),
      await webhook(t, payload, standIn.sign(payload).replace(/v1=\w+/, 'v1=' + '0'.repeat(64))),
      await webhook(t, payload, ''),
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals[0]!.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await orderRow(order.id)).status).toBe('invoiced');
    expect(await licencesOf(order.id)).toHaveLength(0);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.orderId, order.id))).toHaveLength(0);
  });

  it('refuses a signature dated an hour ahead or behind, or with two dates, and changes nothing', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload } = await payOrder(order);
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) =>
      sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    const refusals = [
      await webhook(t, payload, signedAt(now + 3600)),
      await webhook(t, payload, signedAt(now + 400)),
      await webhook(t, payload, signedAt(now - 3600)),
      // A signature good for an hour ahead, behind a date of now that the SDK would not check.
      await webhook(t, payload, `t=${now},${signedAt(now + 3600)}`),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    for (const answer of refusals)
      expect(answer.json()).toEqual({ error: 'invalid_signature', message: expect.any(String), fields: {} });
    expect((await orderRow(order.id)).status).toBe('invoiced');
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.orderId, order.id))).toHaveLength(0);
    // A clock a minute apart from Stripe's is within the tolerance.
    expect((await webhook(t, payload, signedAt(now + 60))).json().outcome).toBe('paid');
  });

  it('answers 400 to a correctly signed event it cannot read, and acts on nothing', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload } = await payOrder(order);
    const paid = JSON.parse(payload) as Record<string, unknown> & {
      data: { object: Record<string, unknown> };
    };
    const { type: _type, ...untyped } = paid;
    const { id: _id, ...anonymous } = paid;
    const withSession = (changes: Record<string, unknown>) => ({
      ...paid,
      data: { object: { ...paid.data.object, ...changes } },
    });
    const now = Math.floor(Date.now() / 1000);
    const malformed: Record<string, string> = {
      'an array': JSON.stringify([paid]),
      'object: null': JSON.stringify({ ...paid, object: null }),
      'data.object: null': JSON.stringify({ ...paid, data: { object: null } }),
      'no data': JSON.stringify({ ...paid, data: undefined }),
      'no id': JSON.stringify(anonymous),
      'an empty id': JSON.stringify({ ...paid, id: '' }),
      'a numeric type': JSON.stringify({ ...paid, type: 42 }),
      'created: 1e300': JSON.stringify({ ...paid, created: 1e300 }),
      'created in year 9999': JSON.stringify({ ...paid, created: 253_402_300_799 }),
      'created after it was signed': JSON.stringify({ ...paid, created: now + 86_400 }),
      'created before Stripe': JSON.stringify({ ...paid, created: -1 }),
      '250 KB without type': JSON.stringify({ ...untyped, padding: 'x'.repeat(250 * 1024) }),
      null: 'null',
      'not JSON': 'paid, trust me',
      'an amount of 1e12': JSON.stringify(withSession({ amount_total: 1e12 })),
      'a negative amount': JSON.stringify(withSession({ amount_total: -6000 })),
      'an amount in fractions of a cent': JSON.stringify(withSession({ amount_total: 59.5 })),
      'a payer name with NUL': JSON.stringify(
        withSession({ customer_details: { name: 'Card\u0000Holder', email: null } }),
      ),
      'a numeric order id': JSON.stringify(withSession({ metadata: { orderId: 7 } })),
      'a currency of 300 characters': JSON.stringify(withSession({ currency: 'e'.repeat(300) })),
      'a session without id': JSON.stringify(withSession({ id: null })),
    };
    const eventsBefore = (await db().select().from(stripeEvents)).length;
    const paymentsBefore = (await db().select().from(receivedPayments)).length;
    for (const [name, body] of Object.entries(malformed)) {
      const answer = await webhook(t, body, standIn.sign(body));
      expect([name, answer.statusCode]).toEqual([name, 400]);
      expect(answer.json()).toEqual({ error: 'invalid_event', message: expect.any(String), fields: {} });
    }
    expect(await db().select().from(stripeEvents)).toHaveLength(eventsBefore);
    expect(await db().select().from(receivedPayments)).toHaveLength(paymentsBefore);
    expect((await orderRow(order.id)).status).toBe('invoiced');
    expect(await licencesOf(order.id)).toHaveLength(0);
    // Stripe's own event still pays.
    expect((await webhook(t, payload, standIn.sign(payload))).json().outcome).toBe('paid');
  });

  it('never answers 500 to a signed event whatever one of its fields holds', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload } = await payOrder(order);
    const paid = JSON.parse(payload) as Record<string, unknown> & {
      data: { object: Record<string, unknown> };
    };
    // Another order's id, so that an event still readable pays nothing here.
    const session = { ...paid.data.object, metadata: { orderId: '00000000-0000-4000-8000-00000000f022' } };
    const hostile: unknown[] = [
      null,
      [],
      {},
      '',
      true,
      0,
      -1,
      1e300,
      2 ** 31,
      'x'.repeat(300),
      '\u0000',
      '&#0;',
      '\ud800',
      { id: null },
      [paid],
    ];
    const fields = [
      ...['id', 'object', 'type', 'created', 'data'].map((field) => ({
        field,
        event: (value: unknown) => ({ ...paid, data: { object: session }, [field]: value }),
      })),
      ...[
        'id',
        'payment_status',
        'amount_total',
        'currency',
        'payment_intent',
        'customer_details',
        'customer_email',
        'client_reference_id',
        'metadata',
      ].map((field) => ({
        field: `data.object.${field}`,
        event: (value: unknown) => ({ ...paid, data: { object: { ...session, [field]: value } } }),
      })),
    ];
    let sent = 0;
    for (const { field, event } of fields)
      for (const value of hostile) {
        sent += 1;
        const fuzzed = event(value);
        const body = JSON.stringify(field === 'id' ? fuzzed : { ...fuzzed, id: `evt_test_fuzz_${sent}` });
        const answer = await webhook(t, body, standIn.sign(body));
        expect([field, value, answer.statusCode]).toEqual([field, value, expect.toBeOneOf([200, 400])]);
        if (answer.statusCode === 400)
          expect(answer.json()).toMatchObject({ error: 'invalid_event', fields: {} });
      }
    expect((await orderRow(order.id)).status).toBe('invoiced');
  });

  it('leaves an order whose payment differs from the invoice for the owner, with the difference', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const session = await startCheckout(order.token);
    const { payload, signature } = await standIn.pay(session.id, {
      amountTotal: order.totalInclVatCents - 500,
    });
    const answer = await webhook(t, payload, signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('mismatch');
    expect((await orderRow(order.id)).status).toBe('invoiced');
    expect(await licencesOf(order.id)).toHaveLength(0);
    const [payment] = await db()
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.orderId, order.id));
    expect(payment).toMatchObject({
      source: 'card',
      status: 'unmatched',
      reason: 'amount',
      amountCents: order.totalInclVatCents - 500,
      invoiceNumber: order.invoiceNumber,
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'payment_mismatch',
      detail: {
        expected: `${(order.totalInclVatCents / 100).toFixed(2)} EUR`,
        received: `${((order.totalInclVatCents - 500) / 100).toFixed(2)} EUR`,
      },
    });

    const other = await placeInvoicedOrder(t, owner);
    const inDollars = await standIn.pay((await startCheckout(other.token)).id, { currency: 'usd' });
    expect((await webhook(t, inDollars.payload, inDollars.signature)).json().outcome).toBe('mismatch');
    expect((await orderRow(other.id)).status).toBe('invoiced');
  });

  it('acknowledges and records an event for an unknown or an already-paid order', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const first = await startCheckout(order.token);
    // The customer opened a second session in another language, and pays both.
    const second = await startCheckout(order.token, 'fr');
    expect(second.id).not.toBe(first.id);
    const paid = await standIn.pay(first.id);
    expect((await webhook(t, paid.payload, paid.signature)).json().outcome).toBe('paid');
    const twice = await standIn.pay(second.id);
    const answer = await webhook(t, twice.payload, twice.signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('not_open');
    expect(await licencesOf(order.id)).toHaveLength(1);
    const waiting = await db()
      .select()
      .from(receivedPayments)
      .where(and(eq(receivedPayments.orderId, order.id), eq(receivedPayments.status, 'unmatched')));
    expect(waiting).toMatchObject([{ reason: 'not_open' }]);

    const stranger = JSON.parse(paid.payload) as { id: string; data: { object: Record<string, unknown> } };
    stranger.id = 'evt_test_unknown_order';
    stranger.data.object.metadata = { orderId: '00000000-0000-4000-8000-00000000dead' };
    stranger.data.object.payment_intent = 'pi_test_unknown_order';
    const body = JSON.stringify(stranger);
    const unknown = await webhook(t, body, standIn.sign(body));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().outcome).toBe('unknown_order');
    const [event] = await db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, 'evt_test_unknown_order'));
    expect(event).toMatchObject({ outcome: 'unknown_order', orderId: null });
  });

  it('ignores events that pay nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_test_other_type',
      object: 'event',
      type: 'payment_intent.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_test_x', object: 'payment_intent' } },
    });
    const answer = await webhook(t, body, standIn.sign(body));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('ignored');
  });

  it('answers 503 while licences cannot be signed, so that Stripe sends the event again', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const { payload, signature } = await payOrder(order);
    const refused = await webhook(unsigned, payload, signature);
    expect(refused.statusCode).toBe(503);
    expect((await orderRow(order.id)).status).toBe('invoiced');
    // Stripe's retry, once the key is back, goes through.
    expect((await webhook(t, payload, signature)).json().outcome).toBe('paid');
  });

  it('issues one licence when two instances receive the same event at once', async () => {
    const shared = await openTestDatabase();
    const first = await createTestApp({
      database: shared,
      env: stripeEnv(standIn),
      licenceKey: readyLicenceKey(),
    });
    // On PostgreSQL a second connection pool, as a second server would have; on PGlite the same database.
    const second = await createTestApp({
      database: shared.url
        ? await openDatabase({ databaseUrl: shared.url, dataDir: ':memory:' })
        : { ...shared, close: async () => {} },
      env: stripeEnv(standIn),
      licenceKey: readyLicenceKey(),
    });
    try {
      const boss = await createAccount(shared.db, { email: 'boss@example.test', role: 'owner' });
      for (let n = 0; n < 3; n += 1) {
        const order = await placeInvoicedOrder(first, boss);
        const session = await first.app.inject({ method: 'GET', url: `/api/payments/card/${order.token}` });
        const sessionId = /cs_test_\w+/.exec(session.headers.location as string)![0];
        const { payload, signature } = await standIn.pay(sessionId);
        const answers = await Promise.all([
          webhook(first, payload, signature),
          webhook(second, payload, signature),
          webhook(first, payload, signature),
          webhook(second, payload, signature),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
        expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
          'duplicate',
          'duplicate',
          'duplicate',
          'paid',
        ]);
        expect(await shared.db.select().from(licences).where(eq(licences.orderId, order.id))).toHaveLength(1);
        const mails = (await shared.db.select().from(outbox).where(eq(outbox.kind, 'order_licence'))).filter(
          (entry) => (entry.payload as { orderId: string }).orderId === order.id,
        );
        expect(mails).toHaveLength(1);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe(`without a Stripe key (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp({
      env: { MESSAGES_RATE_LIMIT: '1000', PUBLIC_BASE_URL: 'https://shop.example' },
    });
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(async () => t?.close());

  it('shows nothing about cards: no link on the invoice, none on the page, no webhook', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(
      (invoice!.content as { payment: { cardPaymentLink: string | null } }).payment.cardPaymentLink,
    ).toBeNull();
    expect((await pdfTextContent(invoice!.pdf)).text).not.toMatch(/card/i);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/order-tracking/${order.token}` })
    ).json() as CustomerOrderView;
    expect(page.payByCard).toBe(false);
    const pay = await t.app.inject({ method: 'GET', url: `/api/payments/card/${order.token}` });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toBe(`https://shop.example/#/order/${order.token}`);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
