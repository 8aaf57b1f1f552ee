import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { OrderDetail } from '../../../../shared/order-schemas';
import type { ReceivedPaymentsPage } from '../../../../shared/payment-schemas';
import { licences, orders, outbox, receivedPayments } from '../../../db/schema';
import { bearer, createAccount } from '../../../testing/accounts';
import { type InvoicedOrder, placeInvoicedOrder } from '../../../testing/invoiced-orders';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';

const today = dateInFrance(new Date());
const june = readFileSync(join(import.meta.dirname, 'fixtures', 'statement-june.xml'), 'utf8');

/** An entry as the fixture writes them (camt.053.001.02): a booked credit with its remittance text. */
function credit(input: {
  amount: string;
  currency?: string;
  day?: string;
  text: string;
  reference?: string;
}) {
  const day = input.day ?? today;
  return `<Ntry>
        <Amt Ccy="${input.currency ?? 'EUR'}">${input.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>${input.reference ? `\n        <AcctSvcrRef>${input.reference}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls><RmtInf><Ustrd>${input.text}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`;
}

/** The fixture's statement with these entries instead of its own. */
const statementOf = (entries: string[], messageId = `MSG-${Math.random().toString(36).slice(2)}`) =>
  june
    .replace(/<Ntry>[\s\S]*<\/Ntry>/, entries.join('\n      '))
    .replace('CAMT053-20260616-000148', messageId)
    .replace(/FR7630006000011234567890189-20260615/, `STMT-${messageId}`);

describe(`what a payment pays (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };

  beforeAll(async () => {
    t = await createTestApp({
      env: { MESSAGES_RATE_LIMIT: '10000', BACK_OFFICE_RATE_LIMIT: '10000/minute' },
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
  });

  const importStatement = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      headers: { 'content-type': 'application/xml', ...bearer(owner) },
      payload: body,
    });
  const orderRow = async (order: InvoicedOrder) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  const detail = async (order: InvoicedOrder) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
  const waiting = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/received-payments', headers: bearer(owner) })
    ).json() as ReceivedPaymentsPage;
  const licenceMails = async (order: InvoicedOrder) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order_licence'))).filter(
      (mail) => (mail.payload as { orderId: string }).orderId === order.id,
    );
  const receiptText = async (order: InvoicedOrder) => {
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt.pdf`,
      headers: bearer(owner),
    });
    expect(receipt.statusCode).toBe(200);
    return (await pdfTextContent(new Uint8Array(receipt.rawPayload))).text;
  };

  it('does not pay a 60.00 invoice with 59.00 euros, or 60.00 dollars; a small difference is waived explicitly', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const answer = await importStatement(
      statementOf([
        credit({ amount: '59.00', text: `FACTURE ${order.invoiceNumber}`, reference: `R59-${order.id}` }),
        credit({
          amount: '60.00',
          currency: 'USD',
          text: `FACTURE ${order.invoiceNumber}`,
          reference: `USD-${order.id}`,
        }),
      ]),
    );
    expect(answer.json()).toEqual({ matched: 0, partial: 1, unmatched: 1, alreadyImported: 0 });
    expect(await orderRow(order)).toMatchObject({ status: 'invoiced', paidOn: null });
    expect(await licenceMails(order)).toHaveLength(0);
    expect((await detail(order)).balance).toEqual({
      totalInclVatCents: 6000,
      receivedCents: 5900,
      writtenOffCents: 0,
      dueCents: 100,
    });

    // Dollars never count as euros, whoever puts them against the invoice.
    const dollars = (await waiting()).items.find((item) => item.currency === 'USD')!;
    expect(dollars.reason).toBe('currency');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/received-payments/${dollars.id}/match`,
      headers: bearer(owner),
      payload: { orderId: order.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'payment_not_in_euros' });
    expect((await orderRow(order)).status).toBe('invoiced');

    const waived = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/write-off`,
      headers: bearer(owner),
      payload: { reason: 'Frais bancaires du client' },
    });
    expect(waived.statusCode).toBe(200);
    const paid = waived.json() as OrderDetail;
    expect(paid).toMatchObject({
      status: 'licence_sent',
      payment: { amountCents: 5900, writtenOffCents: 100, means: 'sepa_credit_transfer', paidOn: today },
    });
    expect(paid.timeline.find((event) => event.kind === 'payment_written_off')).toMatchObject({
      actorName: 'Camille',
      detail: { amount: '1.00 EUR', reason: 'Frais bancaires du client' },
    });
    expect(await licenceMails(order)).toHaveLength(1);
    const text = await receiptText(order);
    expect(text).toContain('59.00');
    expect(text).toContain('difference of €1.00 waived');
    expect(text).not.toContain('paid in full');
  });

  it('refuses to waive more than 5.00 euros: 1.00 euro received for a 60.00 invoice leaves 59.00 due', async () => {
    const order = await placeInvoicedOrder(t, owner);
    expect(
      (
        await importStatement(
          statementOf([credit({ amount: '1.00', text: order.invoiceNumber, reference: `R1-${order.id}` })]),
        )
      ).json(),
    ).toMatchObject({ partial: 1, matched: 0 });
    const waived = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/write-off`,
      headers: bearer(owner),
      payload: { reason: 'Trop' },
    });
    expect(waived.statusCode).toBe(409);
    expect(waived.json()).toMatchObject({ error: 'write_off_refused' });
    expect((await detail(order)).balance).toMatchObject({ receivedCents: 100, dueCents: 5900 });
    expect(await licenceMails(order)).toHaveLength(0);
  });

  it('records the euros the owner says were received with Mark as paid, and pays when they cover the invoice', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const markPaid = (amountCents: number, means: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/mark-paid`,
        headers: bearer(owner),
        payload: { paidOn: today, means, amountCents },
      });
    const first = await markPaid(2000, 'cash');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'invoiced',
      payment: null,
      balance: { receivedCents: 2000, dueCents: 4000 },
    });
    expect(await licenceMails(order)).toHaveLength(0);
    const second = await markPaid(4000, 'cheque');
    expect(second.json()).toMatchObject({
      status: 'licence_sent',
      payment: { amountCents: 6000, means: 'cheque', writtenOffCents: 0 },
    });
    expect(await licenceMails(order)).toHaveLength(1);
    const owned = await t.database.db
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.orderId, order.id));
    expect(owned.map((row) => [row.source, row.means, row.amountCents, row.status]).sort()).toEqual([
      ['owner', 'cash', 2000, 'matched'],
      ['owner', 'cheque', 4000, 'matched'],
    ]);
  });

  it('leaves for the owner a credit booked on a day Mark as paid would refuse', async () => {
    const order = await placeInvoicedOrder(t, owner);
    const answer = await importStatement(
      statementOf([
        credit({
          amount: '60.00',
          day: '9999-12-31',
          text: order.invoiceNumber,
          reference: `FAR-${order.id}`,
        }),
        credit({
          amount: '60.00',
          day: '2001-01-01',
          text: order.invoiceNumber,
          reference: `OLD-${order.id}`,
        }),
      ]),
    );
    expect(answer.json()).toEqual({ matched: 0, partial: 0, unmatched: 2, alreadyImported: 0 });
    expect(await orderRow(order)).toMatchObject({ status: 'invoiced', paidOn: null });
    const toCheck = (await waiting()).items.filter((item) => item.invoice?.orderId === order.id);
    expect(toCheck.map((item) => [item.bookedOn, item.reason])).toEqual([
      ['2001-01-01', 'date'],
      ['9999-12-31', 'date'],
    ]);
    const matched = await t.app.inject({
      method: 'POST',
      url: `/api/received-payments/${toCheck[1]!.id}/match`,
      headers: bearer(owner),
      payload: { orderId: order.id },
    });
    expect(matched.statusCode).toBe(409);
    expect(matched.json()).toMatchObject({ error: 'payment_day_refused' });
    expect(await licenceMails(order)).toHaveLength(0);
  });

  it('records two alike credits without the bank’s reference as two payments, and a second import of the file as none', async () => {
    const alike = credit({ amount: '12.34', text: 'VIR SEPA COTISATION CLUB' });
    const file = statementOf([alike, alike], 'ALIKE-1');
    expect((await importStatement(file)).json()).toEqual({
      matched: 0,
      partial: 0,
      unmatched: 2,
      alreadyImported: 0,
    });
    expect((await importStatement(file)).json()).toEqual({
      matched: 0,
      partial: 0,
      unmatched: 0,
      alreadyImported: 2,
    });
    const rows = await t.database.db
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.text, 'VIR SEPA COTISATION CLUB'));
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['a NUL written as a reference', 'LICENCE&#0;METEO', 'statement_not_xml'],
    ['a raw NUL', 'LICENCE\u0000METEO', 'statement_not_xml'],
    ['an escape character once decoded', 'LICENCE&#27;METEO', 'statement_not_xml'],
  ])('answers 422, recording nothing, for a remittance text with %s', async (_name, text, error) => {
    const before = (await t.database.db.select().from(receivedPayments)).length;
    const answer = await importStatement(statementOf([credit({ amount: '60.00', text })]));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error });
    expect(await t.database.db.select().from(receivedPayments)).toHaveLength(before);
  });

  it.each([
    ['a day not in the calendar', credit({ amount: '60.00', day: '2026-02-31', text: 'x' })],
    ['an amount of 21,474,836.48 euros', credit({ amount: '21474836.48', text: 'x' })],
    ['an amount of 99,999,999,999.99 euros', credit({ amount: '99999999999.99', text: 'x' })],
  ])('answers 422 statement_malformed for %s', async (_name, entry) => {
    const answer = await importStatement(statementOf([entry]));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'statement_malformed' });
  });

  it('imports 3,000 entries while /healthz keeps answering, and lists the payments a page at a time', async () => {
    const before = (await waiting()).total;
    const entries = Array.from({ length: 3000 }, (_, index) =>
      credit({
        amount: `${(index % 400) + 1}.00`,
        text: `VIR ${index} SANS FACTURE`,
        reference: `BULK-${index}`,
      }),
    );
    const file = statementOf(entries, 'BULK-3000');
    const latencies: number[] = [];
    let importing = true;
    const probe = (async () => {
      while (importing) {
        const started = performance.now();
        const health = await t.app.inject({ method: 'GET', url: '/healthz' });
        latencies.push(performance.now() - started);
        expect(health.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const answer = await importStatement(file);
    const took = performance.now() - started;
    importing = false;
    await probe;
    expect(answer.json()).toEqual({ matched: 0, partial: 0, unmatched: 3000, alreadyImported: 0 });
    const worst = Math.max(...latencies);
    console.info(
      `3,000-entry import (${testDatabaseKind}): ${Math.round(took)} ms; /healthz answered ${latencies.length} times meanwhile, slowest ${Math.round(worst)} ms, median ${Math.round(latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)]!)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(3);
    expect(worst).toBeLessThan(1000);

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/received-payments',
      headers: bearer(owner),
    });
    const page = first.json() as ReceivedPaymentsPage;
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(before + 3000);
    expect(first.rawPayload.length).toBeLessThan(100_000);
    const seen = new Set(page.items.map((item) => item.id));
    let next = page.next;
    let pages = 1;
    while (next) {
      const more = (
        await t.app.inject({
          method: 'GET',
          url: `/api/received-payments?after=${encodeURIComponent(next)}`,
          headers: bearer(owner),
        })
      ).json() as ReceivedPaymentsPage;
      for (const item of more.items) seen.add(item.id);
      next = more.next;
      pages += 1;
    }
    expect(seen.size).toBe(before + 3000);
    expect(pages).toBe(Math.ceil((before + 3000) / 50));
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/received-payments?after=9999999999',
      headers: bearer(owner),
    });
    expect(invalid.statusCode).toBe(400);
    expect(await t.database.db.select().from(licences)).toHaveLength(2);
  }, 120_000);
});
