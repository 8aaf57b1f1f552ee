import { verify } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderView, OrderDetail, OrderListPage } from '../../../../shared/order-schemas';
import { documentSequences, invoices, orders, outbox } from '../../../db/schema';
import { sampleLegalDetails } from '../../../config/legal-details';
import { bearer, createAccount } from '../../../testing/accounts';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { licenceOrder as sampleLicenceOrder } from '../../../testing/sample-payloads';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { invoiceReminderTask } from '../reminders/invoice-reminders';
import { dateInFrance } from '../../../../shared/date-in-france';

/** Invoice numbers carry the year in France (23:00 UTC on 31 December is already the next year there). */
const year = dateInFrance(new Date()).slice(0, 4);
const today = () => dateInFrance(new Date());
/** Paid today, by transfer, as the owner records most payments. */
const paidToday = () => ({ paidOn: today(), means: 'sepa_credit_transfer' });

describe(`the order pipeline (${testDatabaseKind})`, () => {
  let t: TestApp;
  let unsigned: TestApp;
  let sampleSeller: TestApp;
  let owner: { accessToken: string; userId: string };
  let staff: { accessToken: string; userId: string };
  const signer = newLicenceSigner();

  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' }, licenceKey: readyLicenceKey(signer) });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff', name: 'Jo' });
    // Jo handles money too: the owner allowed it.
    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/team/users/${staff.userId}/billing`,
      headers: bearer(owner),
      payload: { allowed: true },
    });
    expect(granted.statusCode).toBe(204);
    // The same database served by an instance without a signing key.
    unsigned = await createTestApp({ database: { ...t.database, close: async () => {} } });
    // And by one started without the seller's legal details (no `legal` in the site config file).
    sampleSeller = await createTestApp({
      database: { ...t.database, close: async () => {} },
      legal: sampleLegalDetails,
      licenceKey: readyLicenceKey(signer),
    });
  });
  afterAll(async () => {
    await sampleSeller?.close();
    await unsigned?.close();
    await t?.close();
  });

  /** Places an order as a visitor does; returns the order's id and the token of its order page. */
  let placed = 0;
  async function placeOrder(overrides: Record<string, string> = {}) {
    // Each from its own address: an address gets only three confirmations a day.
    placed += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { ...sampleLicenceOrder, email: `buyer-${placed}@example.test`, ...overrides },
    });
    expect(response.statusCode).toBe(202);
    const messageId = response.json().id as string;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.messageId, messageId));
    const [confirmation] = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.messageId} = ${messageId} and ${outbox.kind} = 'customer_confirmation'`);
    return { id: order!.id, token: (confirmation?.payload as { trackingToken: string }).trackingToken };
  }
  const act = (app: TestApp, id: string, action: string, who = owner, payload?: object) =>
    app.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: bearer(who), payload });
  const detail = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
  const tracking = (token: string, path = '') =>
    t.app.inject({ method: 'GET', url: `/api/order-tracking/${token}${path}` });
  const mailsOf = async (orderId: string, kind: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, kind))).filter(
      (entry) => (entry.payload as { orderId?: string } | null)?.orderId === orderId,
    );

  it('starts an order with each licence order, at the catalogue price, with its MAC as the processor reports it', async () => {
    const { id, token } = await placeOrder({ mac: '00-0f-ff-aa-bb-cc' });
    const order = await detail(id);
    expect(order).toMatchObject({
      status: 'new',
      driver: sampleLicenceOrder.driverName,
      mac: '000FFFAABBCC',
      invoiceNumber: null,
      invoiceOverdue: false,
      allowedActions: ['send-invoice', 'cancel'],
      licenceSigning: { available: true },
    });
    expect(order.timeline.map((event) => event.kind)).toEqual(['order_received']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(stored!.trackingTokenHash).not.toContain(token);
    const view = (await tracking(token)).json() as CustomerOrderView;
    expect(view).toMatchObject({ status: 'new', invoice: null, payment: null, licence: null });
    // The number the customer quotes, the same on both sides.
    expect(view.number).toBe(order.number);
    expect(Number.isInteger(order.number) && order.number > 0).toBe(true);
  });

  it('takes an order to a signed licence: invoice, payment, licence, each mail queued once', async () => {
    const { id, token } = await placeOrder();

    const invoiced = await act(t, id, 'send-invoice', staff);
    expect(invoiced.statusCode).toBe(200);
    const afterInvoice = invoiced.json() as OrderDetail;
    expect(afterInvoice.status).toBe('invoiced');
    expect(afterInvoice.invoiceNumber).toMatch(new RegExp(`^F${year}-\\d{4}$`));
    expect(afterInvoice.documents).toHaveLength(1);
    const again = await act(t, id, 'send-invoice');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'order_status_conflict', status: 'invoiced' });
    expect(await mailsOf(id, 'order_invoice')).toHaveLength(1);

    const unpaid = (await tracking(token)).json() as CustomerOrderView;
    expect(unpaid.invoice?.number).toBe(afterInvoice.invoiceNumber);
    expect(unpaid.payment).toMatchObject({ invoiceNumber: afterInvoice.invoiceNumber });
    const pdf = await tracking(token, '/invoice.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = await tracking(token, '/payment-qr.svg');
    expect(qr.headers['content-type']).toContain('image/svg+xml');

    const document = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/documents/${afterInvoice.documents[0]!.id}`,
      headers: bearer(staff),
    });
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="${afterInvoice.invoiceNumber}.pdf"`,
    );
    expect(document.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/documents/${afterInvoice.documents[0]!.id}`,
    });
    expect(stranger.statusCode).toBe(401);

    const paid = await act(t, id, 'mark-paid', owner, paidToday());
    expect(paid.statusCode).toBe(200);
    const done = paid.json() as OrderDetail;
    expect(done.status).toBe('licence_sent');
    expect(done.timeline.map((event) => event.kind)).toEqual([
      'order_received',
      'invoice_sent',
      'order_paid',
      'licence_sent',
    ]);
    expect(done.timeline[1]).toMatchObject({ actorName: 'Jo' });
    expect(done.allowedActions).toEqual(['revoke-licence', 'reissue-licence', 'refund']);
    expect(await mailsOf(id, 'order_licence')).toHaveLength(1);
    expect((await act(t, id, 'mark-paid', owner, paidToday())).statusCode).toBe(409);

    const view = (await tracking(token)).json() as CustomerOrderView;
    expect(view.payment).toBeNull();
    expect(view.licence?.fileName).toBe(`${sampleLicenceOrder.driverName}-000FFFA1B2C3.lic`);
    const licence = (await tracking(token, '/licence')).body;
    // Its text too, for the customer to copy into the driver.
    expect(view.licence?.text).toBe(licence);
    const [payloadPart, signature] = licence.split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(payloadPart!, 'ascii'),
        signer.publicKey,
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(payloadPart!, 'base64url').toString('utf8'))).toMatchObject({
      driver: sampleLicenceOrder.driverName,
      mac: '000FFFA1B2C3',
      orderId: id,
    });
    const fromBackOffice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/licences/${done.licences[0]!.id}`,
      headers: bearer(owner),
    });
    expect(fromBackOffice.body).toBe(licence);
    expect(fromBackOffice.headers['content-disposition']).toContain(done.licences[0]!.fileName);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/licences/verify',
      payload: { licence },
    });
    expect(verified.json()).toMatchObject({ valid: true, mac: '000FFFA1B2C3' });
  });

  it('records the day and means of the payment, and prints them on a receipt in the customer’s language', async () => {
    const { id, token } = await placeOrder({ company: 'Reçu & Fils' });
    await act(t, id, 'send-invoice');
    const pay = (payload?: object) => act(t, id, 'mark-paid', owner, payload);

    expect((await pay()).statusCode).toBe(400);
    expect((await pay({})).json().fields).toMatchObject({
      paidOn: expect.any(String),
      means: expect.any(String),
    });
    expect((await pay({ paidOn: today(), means: 'bitcoin' })).json().fields).toHaveProperty('means');
    expect((await pay({ paidOn: '2026-02-30', means: 'cash' })).json().fields).toHaveProperty('paidOn');
    const tomorrow = dateInFrance(new Date(Date.now() + 36 * 3600_000));
    const future = await pay({ paidOn: tomorrow, means: 'cash' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty('paidOn');
    expect((await pay({ paidOn: '2020-01-01', means: 'cash' })).json().fields).toHaveProperty('paidOn');
    expect((await detail(id)).status).toBe('invoiced');

    const paid = await pay({ paidOn: today(), means: 'cheque' });
    expect(paid.statusCode).toBe(200);
    const order = paid.json() as OrderDetail;
    expect(order.payment).toMatchObject({
      paidOn: today(),
      means: 'cheque',
      amountCents: 6_000,
      receiptFileName: `receipt-${order.invoiceNumber}.pdf`,
    });
    // Recorded on the order, as a card or a bank statement records it: one place for the payment.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ paidOn: today(), paymentMeans: 'cheque' });
    expect(order.timeline.find((event) => event.kind === 'order_paid')?.detail).toEqual({
      via: 'owner',
      paidOn: today(),
      means: 'cheque',
      received: `${(order.balance!.totalInclVatCents / 100).toFixed(2)} EUR`,
    });

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/receipt.pdf`,
      headers: bearer(staff),
    });
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.invoiceNumber}.pdf"`,
    );
    const text = (await pdfTextContent(receipt.rawPayload)).text;
    for (const printed of [
      'PAYMENT RECEIPT',
      order.invoiceNumber!,
      'Reçu & Fils',
      'Cheque',
      '€60.00',
      'paid in full',
    ])
      expect(text).toContain(printed);
    const fromOrderPage = await tracking(token, '/receipt.pdf');
    expect(fromOrderPage.rawPayload.equals(receipt.rawPayload)).toBe(true);
    expect(((await tracking(token)).json() as CustomerOrderView).paid).toEqual({
      paidOn: today(),
      means: 'cheque',
      receiptFileName: `receipt-${order.invoiceNumber}.pdf`,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}/receipt.pdf` })).statusCode).toBe(
      401,
    );
  });

  it('revokes a licence, and re-issues one for another processor, the old one refused', async () => {
    const { id, token } = await placeOrder();
    await act(t, id, 'send-invoice');
    await act(t, id, 'mark-paid', owner, paidToday());
    const first = (await tracking(token, '/licence')).body;

    const badMac = await act(t, id, 'reissue-licence', owner, { mac: 'not-a-mac' });
    expect(badMac.statusCode).toBe(400);
    expect(badMac.json().fields).toHaveProperty('mac');

    // The MAC of the licence in force, in any of its forms: refused, the working licence left alone.
    for (const mac of ['00:0F:FF:A1:B2:C3', '000fffa1b2c3', '000f.ffa1.b2c3']) {
      const same = await act(t, id, 'reissue-licence', owner, { mac });
      expect(same.statusCode, mac).toBe(400);
      expect(same.json()).toMatchObject({ error: 'same_mac', fields: { mac: expect.any(String) } });
    }
    expect(await mailsOf(id, 'order_licence')).toHaveLength(1);
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: { licence: first } })
      ).json(),
    ).toMatchObject({ valid: true });

    const reissued = await act(t, id, 'reissue-licence', owner, { mac: 'a4:5e:60:01:02:03' });
    expect(reissued.statusCode).toBe(200);
    const order = reissued.json() as OrderDetail;
    expect(order.mac).toBe('A45E60010203');
    expect(order.licences.map((licence) => [licence.mac, licence.revokedReason])).toEqual([
      ['000FFFA1B2C3', 'reissued'],
      ['A45E60010203', null],
    ]);
    expect(await mailsOf(id, 'order_licence')).toHaveLength(2);
    const verifyLicence = async (licence: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: { licence } })).json();
    expect(await verifyLicence(first)).toEqual({ valid: false, reason: 'revoked' });
    const second = (await tracking(token, '/licence')).body;
    expect(await verifyLicence(second)).toMatchObject({ valid: true, mac: 'A45E60010203' });

    const revoked = await act(t, id, 'revoke-licence');
    expect(revoked.statusCode).toBe(200);
    // The order no longer reads "licence sent": its licence is revoked and none replaces it.
    expect(revoked.json() as OrderDetail).toMatchObject({
      status: 'licence_revoked',
      allowedActions: ['reissue-licence', 'refund'],
    });
    expect(((await tracking(token)).json() as CustomerOrderView).status).toBe('licence_revoked');
    expect(await verifyLicence(second)).toEqual({ valid: false, reason: 'revoked' });
    expect(((await tracking(token)).json() as CustomerOrderView).licence).toBeNull();
    expect((await tracking(token, '/licence')).statusCode).toBe(404);
    expect((await act(t, id, 'revoke-licence')).statusCode).toBe(409);

    // Revoked by mistake: with no licence in force, re-issuing for the same processor is what gives it back.
    const restored = await act(t, id, 'reissue-licence', owner, { mac: 'A45E60010203' });
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as OrderDetail).status).toBe('licence_sent');
  });

  it('refunds a paid order with a credit note mailed to the customer, the licence revoked or kept as chosen', async () => {
    const paidOrder = async () => {
      const placedOrder = await placeOrder();
      await act(t, placedOrder.id, 'send-invoice');
      expect((await act(t, placedOrder.id, 'refund', owner, { licence: 'revoke' })).statusCode).toBe(409);
      await act(t, placedOrder.id, 'mark-paid', owner, paidToday());
      return placedOrder;
    };
    const verifyLicence = async (token: string) => {
      const licence = (await tracking(token, '/licence')).body;
      return (
        await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: { licence } })
      ).json();
    };

    const revoked = await paidOrder();
    const licenceText = (await tracking(revoked.token, '/licence')).body;
    expect((await act(t, revoked.id, 'refund', owner, {})).json().fields).toHaveProperty('licence');
    const refunded = await act(t, revoked.id, 'refund', owner, { licence: 'revoke' });
    expect(refunded.statusCode).toBe(200);
    const order = refunded.json() as OrderDetail;
    expect(order.status).toBe('refunded');
    expect(order.allowedActions).toEqual([]);
    expect(order.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(order.documents[1]!.totalInclVatCents).toBe(-6_000);
    expect(order.timeline.map((event) => event.kind).slice(-2)).toEqual([
      'credit_note_issued',
      'order_refunded',
    ]);
    expect(order.timeline.at(-1)?.detail).toEqual({ licence: 'revoked' });
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: { licence: licenceText } })
      ).json(),
    ).toEqual({ valid: false, reason: 'revoked' });
    expect((await mailsOf(revoked.id, 'order_refunded'))[0]?.payload).toMatchObject({ licence: 'revoked' });
    expect((await act(t, revoked.id, 'refund', owner, { licence: 'revoke' })).statusCode).toBe(409);

    // The customer's page: the credit note beside the invoice it cancels, downloadable; no licence.
    const view = (await tracking(revoked.token)).json() as CustomerOrderView;
    expect(view).toMatchObject({ status: 'refunded', licence: null });
    expect(view.timeline.at(-1)?.kind).toBe('order_refunded');
    expect(view.creditNotes).toEqual([
      {
        number: order.documents[1]!.number,
        issuedAt: order.documents[1]!.issuedAt,
        totalInclVatCents: -6_000,
        cancels: order.invoiceNumber,
      },
    ]);
    const pdf = await tracking(revoked.token, `/credit-notes/${order.documents[1]!.number}.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfTextContent(pdf.rawPayload)).text).toContain(order.invoiceNumber!);
    expect((await tracking(revoked.token, '/credit-notes/A2000-0001.pdf')).statusCode).toBe(404);
    expect((await tracking(revoked.token, `/credit-notes/${order.invoiceNumber}.pdf`)).statusCode).toBe(404);

    // Kept as a commercial gesture: the licence stays valid, and can still be revoked later.
    const kept = await paidOrder();
    const keptOrder = (await act(t, kept.id, 'refund', owner, { licence: 'keep' })).json() as OrderDetail;
    expect(keptOrder).toMatchObject({ status: 'refunded', allowedActions: ['revoke-licence'] });
    expect(await verifyLicence(kept.token)).toMatchObject({ valid: true });
    expect((await mailsOf(kept.id, 'order_refunded'))[0]?.payload).toMatchObject({ licence: 'kept' });
    const later = (await act(t, kept.id, 'revoke-licence')).json() as OrderDetail;
    expect(later).toMatchObject({ status: 'refunded', allowedActions: [] });
  });

  it('without a signing key, Mark as paid refuses and changes nothing', async () => {
    const { id } = await placeOrder();
    await act(t, id, 'send-invoice');
    const refused = await act(unsigned, id, 'mark-paid', owner, paidToday());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'licence_signing_unavailable' });
    expect(refused.json().message).toContain('LICENCE_PRIVATE_KEY_FILE');
    // Said in the language of the page that asks.
    const inFrench = await unsigned.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/mark-paid`,
      headers: { ...bearer(owner), 'accept-language': 'fr' },
      payload: paidToday(),
    });
    expect(inFrench.json().message).toMatch(/^Les licences ne peuvent pas être émises/);
    const order = await detail(id);
    expect(order.status).toBe('invoiced');
    expect(order.licences).toEqual([]);
    const seen = await unsigned.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(owner),
    });
    expect((seen.json() as OrderDetail).licenceSigning).toMatchObject({ available: false });
  });

  it('refuses Send invoice while the seller’s legal details are the samples: no number taken, nothing mailed', async () => {
    const { id } = await placeOrder();
    const sequencesBefore = await t.database.db.select().from(documentSequences);
    const refused = await act(sampleSeller, id, 'send-invoice');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'seller_details_missing' });
    expect(refused.json().message).toContain('legal details');
    const inFrench = await sampleSeller.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/send-invoice`,
      headers: { ...bearer(owner), 'accept-language': 'fr' },
    });
    expect(inFrench.json().message).toMatch(/^Les factures ne peuvent pas encore être émises/);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toEqual([]);
    expect(await t.database.db.select().from(documentSequences)).toEqual(sequencesBefore);
    expect(await mailsOf(id, 'order_invoice')).toEqual([]);
    const seen = (
      await sampleSeller.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(seen).toMatchObject({ status: 'new', invoiceIssuing: { available: false } });
    expect((await detail(id)).invoiceIssuing).toEqual({ available: true });
    // Cancelling a new order issues nothing, so it is not refused.
    expect((await act(sampleSeller, id, 'cancel')).statusCode).toBe(200);
  });

  it('shows the invoice before it is sent, the buyer’s details editable until then, nothing issued', async () => {
    const { id } = await placeOrder({ company: 'Acme Domotique' });
    const sequencesBefore = await t.database.db.select().from(documentSequences);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/invoice-preview.pdf`,
      headers: bearer(staff),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const previewText = (await pdfTextContent(preview.rawPayload)).text;
    expect(previewText).toContain('PREVIEW');
    expect(previewText).toContain('Acme Domotique');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toEqual([]);
    expect(await t.database.db.select().from(documentSequences)).toEqual(sequencesBefore);
    expect((await detail(id)).draftInvoice).toMatchObject({
      totalExclVatCents: 5_000,
      vatRatePercent: 20,
      vatCents: 1_000,
      totalInclVatCents: 6_000,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const put = (customer: object, who = owner) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}/buyer`,
        headers: bearer(who),
        payload: customer,
      });
    const corrected = {
      company: 'Acme Domotique SAS',
      firstName: 'Paul',
      lastName: 'Durand',
      address: '5 quai Saint-Antoine',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
      buyerType: 'business',
      siren: '552100554',
      email: 'compta@acme.example',
    };
    const refused = await put({ ...corrected, email: 'compta@acme' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('email');
    expect((await put({ ...corrected, mac: '000FFF123456' })).json().fields).toHaveProperty('mac');
    const saved = await put(corrected);
    expect(saved.statusCode).toBe(200);
    const order = saved.json() as OrderDetail;
    expect(order.customer).toMatchObject(corrected);
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'buyer_details_corrected', actorName: 'Camille' });

    await act(t, id, 'send-invoice');
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(invoice!.content).toMatchObject({
      buyer: {
        company: 'Acme Domotique SAS',
        email: 'compta@acme.example',
        street: ['5 quai Saint-Antoine'],
        postcode: '69002',
        city: 'Lyon',
        siren: '552100554',
      },
    });
    expect((await pdfTextContent(invoice!.pdf)).text).toContain('Acme Domotique SAS');
    // Sent, the invoice never changes: neither do the details it carries, nor is there a preview any more.
    expect((await put({ ...corrected, company: 'Other' })).json()).toMatchObject({
      error: 'order_status_conflict',
      status: 'invoiced',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${id}/invoice-preview.pdf`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(409);
    expect((await detail(id)).draftInvoice).toBeNull();
  });

  it('cancels a new order plainly, and an invoiced one with a credit note, the invoice kept as issued', async () => {
    const fresh = await placeOrder();
    const cancelled = await act(t, fresh.id, 'cancel');
    expect((cancelled.json() as OrderDetail).status).toBe('cancelled');
    expect((cancelled.json() as OrderDetail).documents).toEqual([]);

    const { id } = await placeOrder();
    await act(t, id, 'send-invoice');
    const [before] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, id));
    const response = await act(t, id, 'cancel');
    const order = response.json() as OrderDetail;
    expect(order.status).toBe('cancelled');
    expect(order.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(order.documents[1]!.number).toMatch(new RegExp(`^A${year}-\\d{4}$`));
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, before!.id));
    expect(after).toEqual(before);
    expect(await mailsOf(id, 'order_cancelled')).toHaveLength(1);
    expect((await act(t, id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await act(t, id, 'send-invoice')).statusCode).toBe(409);
  });

  it('gives concurrent presses one invoice, and concurrent orders numbers without a gap', async () => {
    const { id } = await placeOrder();
    const presses = await Promise.all(Array.from({ length: 5 }, () => act(t, id, 'send-invoice')));
    expect(presses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toHaveLength(1);

    const placed = await Promise.all(Array.from({ length: 6 }, () => placeOrder()));
    await Promise.all(placed.map((order) => act(t, order.id, 'send-invoice')));
    const numbers = (await t.database.db.select({ number: invoices.number }).from(invoices))
      .map((row) => row.number)
      .filter((number) => number.startsWith('F'))
      .map((number) => Number(number.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('lists orders by status, flags those not invoiced after 20 hours and reminds the owner once', async () => {
    const { id } = await placeOrder({ company: 'Late & Co' });
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 21 * 3600_000) })
      .where(eq(orders.id, id));
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/orders?status=new', headers: bearer(staff) })
    ).json() as OrderListPage;
    expect(page.items.every((item) => item.status === 'new')).toBe(true);
    expect(page.items.find((item) => item.id === id)).toMatchObject({
      invoiceOverdue: true,
      company: 'Late & Co',
    });
    expect(page.countsByStatus.new).toBe(page.total);

    const task = invoiceReminderTask(t.database.db);
    await task.run();
    await task.run();
    expect(await mailsOf(id, 'order_invoice_reminder')).toHaveLength(1);
    expect((await detail(id)).timeline.map((event) => event.kind)).toContain('invoice_reminder_sent');
  });

  it('finds orders by customer, driver, MAC, order and invoice number, what is typed searched as such', async () => {
    const { id } = await placeOrder({
      company: 'Hôtel 100% Lumière',
      firstName: 'Inès',
      lastName: 'Vasseur',
    });
    const other = await placeOrder({ company: 'Hôtel 100 Lumens', mac: '00-0f-ff-d4-e5-f6' });
    const invoiced = (await act(t, id, 'send-invoice')).json() as OrderDetail;
    const search = async (query: string, status?: string) => {
      const url = `/api/orders?${new URLSearchParams({ q: query, ...(status && { status }) })}`;
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(staff) });
      expect(response.statusCode).toBe(200);
      return (response.json() as OrderListPage).items.map((item) => item.id);
    };

    expect(await search('inès vasseur')).toEqual([id]);
    expect(await search('100% lumi')).toEqual([id]);
    expect(await search('100_')).toEqual([]);
    expect(await search(invoiced.invoiceNumber!.toLowerCase())).toEqual([id]);
    expect(await search('0FFFD4E5F6')).toEqual([other.id]);
    expect(await search(`buyer-${placed}@`)).toEqual([other.id]);
    expect(await search('hôtel 100', 'invoiced')).toEqual([id]);
    expect(await search('hôtel 100', 'new')).toEqual([other.id]);
    const byTitle = await search('netatmo');
    expect(byTitle).toEqual(expect.arrayContaining([id, other.id]));
    // Accents and case folded, every word found wherever it is, a MAC address in any spelling, a SIREN.
    expect(await search('INES lumiere')).toEqual([id]);
    expect(await search('ines lumens')).toEqual([]);
    expect(await search('000fffd4e5f6')).toEqual([other.id]);
    expect(await search('00:0F:FF:D4:E5:F6')).toEqual([other.id]);
    const business = await placeOrder({
      company: 'Électricité Gérard',
      buyerType: 'business',
      postcode: '74500',
      city: 'Évian-les-Bains',
      country: 'FR',
      siren: '732829320',
    });
    expect(await search('gerard evian')).toEqual([business.id]);
    expect(await search('732829320')).toEqual([business.id]);
    expect(await search('732 829 320')).toEqual([business.id]);
    // The tabs count every order at each status, whatever the search.
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/orders?q=vasseur', headers: bearer(staff) })
    ).json() as OrderListPage;
    expect(page.total).toBe(1);
    expect(page.countsByStatus.new + page.countsByStatus.invoiced).toBeGreaterThanOrEqual(2);

    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/orders?q=${'x'.repeat(201)}`,
      headers: bearer(staff),
    });
    expect(tooLong.statusCode).toBe(400);
    const control = await t.app.inject({
      method: 'GET',
      url: `/api/orders?q=${encodeURIComponent('moulin\u0000')}`,
      headers: bearer(staff),
    });
    expect(control.statusCode).toBe(400);
    // An empty or blank box searches for nothing: every order.
    expect(await search('   ')).toEqual(expect.arrayContaining([id, other.id]));
  });

  it('leaves money to the owner and the colleagues they allow: others read orders but act on none', async () => {
    const colleague = await createAccount(t.database.db, {
      email: 'helper@example.test',
      role: 'staff',
      name: 'Sam',
    });
    const { id } = await placeOrder();
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(colleague) })
    ).json() as OrderDetail;
    expect(seen).toMatchObject({ status: 'new', canAct: false, allowedActions: [] });
    expect((await detail(id)).canAct).toBe(true);
    for (const [action, payload] of [
      ['send-invoice', undefined],
      ['cancel', undefined],
      ['mark-paid', paidToday()],
      ['refund', { licence: 'revoke' }],
      ['revoke-licence', undefined],
      ['reissue-licence', { mac: '00:0F:FF:00:00:01' }],
    ] as const) {
      const refused = await act(t, id, action, colleague, payload);
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'billing_not_allowed' });
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/buyer`,
      headers: bearer(colleague),
      payload: {
        company: 'Acme',
        firstName: 'Paul',
        lastName: 'Durand',
        address: '5 quai Saint-Antoine',
        postcode: '69002',
        city: 'Lyon',
        country: 'FR',
        buyerType: 'individual',
        email: 'paul@example.test',
      },
    });
    expect(edit.statusCode).toBe(403);
    // Nor the money that arrives: a bank statement, a payment to match or set aside, an order's reminders.
    const asColleague = (url: string, payload: string | object, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(colleague), ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      });
    const unknownPayment = '00000000-0000-4000-8000-000000000000';
    for (const refused of [
      await asColleague('/api/bank-statements', '<Document/>', 'application/xml'),
      await asColleague(`/api/received-payments/${unknownPayment}/match`, { orderId: id }),
      await asColleague(`/api/received-payments/${unknownPayment}/dismiss`, {}),
      await asColleague(`/api/orders/${id}/payment-reminders`, { on: false }),
    ])
      expect(refused.json()).toMatchObject({ error: 'billing_not_allowed' });
    // The preview and the documents are for every colleague to read.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/invoice-preview.pdf`,
      headers: bearer(colleague),
    });
    expect(preview.statusCode).toBe(200);

    // Allowed by the owner: at once, since every request reads it; withdrawn, refused again.
    const team = (url: string, allowed: boolean, who = owner) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(who), payload: { allowed } });
    const billingUrl = `/api/team/users/${colleague.userId}/billing`;
    expect((await team(billingUrl, true, colleague)).statusCode).toBe(403);
    expect((await team(billingUrl, true)).statusCode).toBe(204);
    expect((await act(t, id, 'send-invoice', colleague)).statusCode).toBe(200);
    expect((await team(billingUrl, false)).statusCode).toBe(204);
    expect((await act(t, id, 'cancel', colleague)).statusCode).toBe(403);
    const ownerUrl = `/api/team/users/${owner.userId}/billing`;
    expect((await team(ownerUrl, false)).json()).toMatchObject({ error: 'owner_always_bills' });
    expect(
      (await team('/api/team/users/00000000-0000-4000-8000-000000000000/billing', true)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: billingUrl,
          headers: bearer(owner),
          payload: { allowed: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })
    ).json() as {
      accounts: { email: string; canBill: boolean }[];
    };
    expect(listed.accounts.find((account) => account.email === 'helper@example.test')?.canBill).toBe(false);
    expect(listed.accounts.find((account) => account.email === 'staff@example.test')?.canBill).toBe(true);
  });

  it('refuses strangers, unknown orders and unknown tokens plainly', async () => {
    const { id } = await placeOrder();
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/send-invoice` })).statusCode).toBe(
      401,
    );
    const unknown = await act(t, '00000000-0000-4000-8000-000000000000', 'send-invoice');
    expect(unknown.statusCode).toBe(404);
    expect((await act(t, 'not-a-uuid', 'cancel')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?status=lost', headers: bearer(owner) }))
        .statusCode,
    ).toBe(400);
    for (const token of ['A'.repeat(43), 'short', '%00', 'A'.repeat(100)]) {
      const response = await tracking(encodeURIComponent(token));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'order_not_found' });
    }
    // Longer than any route parameter: no route at all.
    expect((await tracking('A'.repeat(200))).statusCode).toBe(404);
  });
});
