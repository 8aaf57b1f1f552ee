import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderView, OrderDetail } from '../../../../shared/order-schemas';
import type { PaymentsLedger, ReceivedPaymentsPage } from '../../../../shared/payment-schemas';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { openDatabase } from '../../../db/client';
import { licences, orders, outbox, receivedPayments } from '../../../db/schema';
import { dateInFrance } from '../../../../shared/date-in-france';
import { bearer, createAccount } from '../../../testing/accounts';
import { type InvoicedOrder, placeInvoicedOrder } from '../../../testing/invoiced-orders';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import { parseCamt053, StatementRefusedError } from './camt053';

const today = dateInFrance(new Date());
const year = today.slice(0, 4);
/** The fixtures as of today: a booking day before the orders would be one to check (see 'date'). */
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, 'fixtures', `${name}.xml`), 'utf8')
    .replaceAll('{{YEAR}}', year)
    .replaceAll(/2026-06-1[5-7]/g, today);
const june = () => fixture('statement-june');
const overlap = () => fixture('statement-june-overlap');

/** The official schema, where the e-invoicing artefacts are: `../shared/iso20022/` from the project root. */
const schemaFile = join(process.cwd(), '..', 'shared', 'iso20022', 'camt.053.001.02.xsd');

describe('camt.053 fixtures', () => {
  it.skipIf(!existsSync(schemaFile))('are valid against the ISO 20022 schema (camt.053.001.02)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'camt053-'));
    for (const [name, text] of [
      ['june', june()],
      ['overlap', overlap()],
    ] as const) {
      const file = join(folder, `${name}.xml`);
      writeFileSync(file, text);
      execFileSync('xmllint', ['--noout', '--schema', schemaFile, file], { stdio: 'pipe' });
    }
  });
});

describe('reading a camt.053 statement', () => {
  it('gives every booked credit, one per transaction of a batch, with the bank’s references', async () => {
    const statement = await parseCamt053(Buffer.from(june()));
    expect(statement).toMatchObject({ version: '02', messageId: 'CAMT053-20260616-000148' });
    // The direct debit and the pending credit are left alone.
    expect(statement.skippedEntries).toBe(2);
    expect(statement.credits).toEqual([
      {
        reference: '2026061500001847',
        bookedOn: today,
        amountCents: 6000,
        currency: 'EUR',
        payerName: 'ACME DOMOTIQUE',
        text: `FACTURE F${year}-0001 LICENCE STATION METEO`,
      },
      {
        reference: '2026061500001849#1',
        bookedOn: today,
        amountCents: 6000,
        currency: 'EUR',
        payerName: 'DOMUS CONFORT SAS',
        text: `F${year}0002`,
      },
      expect.objectContaining({ reference: '2026061500001849#2', amountCents: 3000 }),
      expect.objectContaining({ reference: '2026061500001849#3', payerName: 'DUPONT JEAN' }),
      expect.objectContaining({ reference: '2026061500001850', amountCents: 7000, text: `F ${year} 0004` }),
      {
        reference: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
        bookedOn: today,
        amountCents: 1250,
        currency: 'EUR',
        payerName: '',
        text: 'VIR SEPA RECU /DE MUTUELLE ARTISANS /MOTIF REMBOURSEMENT',
      },
    ]);
  });

  it('recognises the same credit on an overlapping statement by its reference, or the hash of what it says', async () => {
    const first = (await parseCamt053(Buffer.from(june()))).credits;
    const second = (await parseCamt053(Buffer.from(overlap()))).credits;
    expect(second[0]!.reference).toBe(first[4]!.reference);
    expect(second[1]!.reference).toBe(first[5]!.reference);
    expect(second[2]).toMatchObject({ payerName: 'LEGRAND INSTALLATIONS', text: `RF47F${year}0005` });
  });

  it.each([
    ['not XML at all', 'Date;Libellé;Montant\n15/06/2026;VIR SEPA;60,00', 'not_xml'],
    ['truncated', june().slice(0, 2000), 'not_xml'],
    ['another ISO 20022 message', june().replaceAll('camt.053.001.02', 'pain.001.001.03'), 'not_camt053'],
    [
      'a notification, not a statement',
      june().replaceAll('camt.053.001.02', 'camt.054.001.02'),
      'not_camt053',
    ],
    ['without a namespace', june().replace(/ xmlns="[^"]+"/, ''), 'not_camt053'],
    [
      'with a document type',
      june().replace('<Document', '<!DOCTYPE d [<!ENTITY x "y">]>\n<Document'),
      'not_camt053',
    ],
    ['with an amount written with a comma', june().replace('>150.00</Amt>', '>150,00</Amt>'), 'malformed'],
    ['with an entry without its amount', june().replace('<Amt Ccy="EUR">70.00</Amt>', ''), 'malformed'],
    [
      'with an entry of neither direction',
      june().replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>X</CdtDbtInd>'),
      'malformed',
    ],
    [
      'with a batch transaction without its amount',
      june().replace(/<AmtDtls>\s*<TxAmt>\s*<Amt Ccy="EUR">30.00<\/Amt>\s*<\/TxAmt>\s*<\/AmtDtls>/, ''),
      'malformed',
    ],
    [
      'with a booked credit without a date',
      june().replace(
        /<BookgDt>\s*<Dt>[\d-]+<\/Dt>\s*<\/BookgDt>\s*<ValDt>\s*<Dt>[\d-]+<\/Dt>\s*<\/ValDt>\s*<AcctSvcrRef>2026061500001850/,
        '<AcctSvcrRef>2026061500001850',
      ),
      'malformed',
    ],
    [
      'with a NUL written as a character reference in a remittance text',
      june().replace('LICENCE STATION METEO', 'LICENCE&#0;METEO'),
      'not_xml',
    ],
    [
      'with a raw NUL in a remittance text',
      june().replace('LICENCE STATION', 'LICENCE\u0000STATION'),
      'not_xml',
    ],
    [
      'with a control character, decoded, in a remittance text',
      june().replace('LICENCE STATION', 'LICENCE&#x1B;STATION'),
      'not_xml',
    ],
    [
      'with a direction override, decoded, in a payer’s name',
      june().replace('ACME DOMOTIQUE', 'ACME &#x202E;EUQITOMOD'),
      'malformed',
    ],
    ['with a day that is not in the calendar', june().replaceAll(today, '2026-02-31'), 'malformed'],
    ['with a year 0', june().replaceAll(today, '0000-06-15'), 'malformed'],
    [
      'with an amount larger than the books hold',
      june().replace('<Amt Ccy="EUR">70.00</Amt>', '<Amt Ccy="EUR">21474836.48</Amt>'),
      'malformed',
    ],
  ])('refuses a file %s', async (_name, text, reason) => {
    const refused = await parseCamt053(Buffer.from(text)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StatementRefusedError);
    expect((refused as StatementRefusedError).reason).toBe(reason);
  });

  it('reads the largest amount the books hold', async () => {
    const statement = await parseCamt053(
      Buffer.from(june().replace('<Amt Ccy="EUR">70.00</Amt>', '<Amt Ccy="EUR">21474836.47</Amt>')),
    );
    expect(statement.credits[4]!.amountCents).toBe(2_147_483_647);
  });

  it('tells apart two alike entries of one statement that carry no reference of the bank’s', async () => {
    const twice = june().replace(/(<Ntry>\s*<Amt Ccy="EUR">12.50<\/Amt>[\s\S]*?<\/Ntry>)/, '$1\n$1');
    const credits = (await parseCamt053(Buffer.from(twice))).credits;
    expect(credits).toHaveLength(7);
    expect(credits[5]!.text).toBe(credits[6]!.text);
    expect(credits[5]!.reference).not.toBe(credits[6]!.reference);
    // The first keeps the reference an import of the file with one of them gave.
    expect(credits[5]!.reference).toBe((await parseCamt053(Buffer.from(june()))).credits[5]!.reference);
    expect((await parseCamt053(Buffer.from(twice))).credits.map((credit) => credit.reference)).toEqual(
      credits.map((credit) => credit.reference),
    );
  });

  it('reads a Latin-1 file that says so', async () => {
    const latin1 = june()
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('DUPONT JEAN', 'DUPONT JÉRÔME');
    expect((await parseCamt053(Buffer.from(latin1, 'latin1'))).credits[3]!.payerName).toBe('DUPONT JÉRÔME');
  });
});

describe(`importing bank statements (${testDatabaseKind})`, () => {
  let t: TestApp;
  let unsigned: TestApp;
  let owner: { accessToken: string };
  const invoiced: InvoicedOrder[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { MESSAGES_RATE_LIMIT: '1000' },
      licenceKey: readyLicenceKey(newLicenceSigner()),
    });
    unsigned = await createTestApp({ database: { ...t.database, close: async () => {} } });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    // F<year>-0001 to -0005, each 60.00 euros including VAT.
    for (let n = 0; n < 5; n += 1) invoiced.push(await placeInvoicedOrder(t, owner));
  });
  afterAll(async () => {
    await unsigned?.close();
    await t?.close();
  });

  const importStatement = (app: TestApp, body: string, headers: Record<string, string> = bearer(owner)) =>
    app.app.inject({
      method: 'POST',
      url: '/api/bank-statements?fileName=releve-juin.xml',
      headers: { 'content-type': 'application/xml', ...headers },
      payload: body,
    });
  const status = async (order: InvoicedOrder) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  const waiting = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/received-payments', headers: bearer(owner) })
    ).json() as ReceivedPaymentsPage;

  it('issues the invoices the statements name', () => {
    expect(invoiced.map((order) => order.invoiceNumber)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `F${year}-000${n}`),
    );
    expect(invoiced.every((order) => order.totalInclVatCents === 6000)).toBe(true);
  });

  it('refuses a malformed file whole: nothing is recorded, no order paid', async () => {
    const broken = june().replace('>150.00</Amt>', '>150,00</Amt>');
    const answer = await importStatement(t, broken);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'statement_malformed' });
    expect(answer.json().message).toContain('150,00');
    expect(await t.database.db.select().from(receivedPayments)).toHaveLength(0);
    expect((await status(invoiced[0]!)).status).toBe('invoiced');

    const notAStatement = await importStatement(
      t,
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>',
    );
    expect(notAStatement.statusCode).toBe(422);
    expect(notAStatement.json()).toMatchObject({ error: 'statement_not_camt053' });
  });

  it('refuses the import whole while licences cannot be signed', async () => {
    const answer = await importStatement(unsigned, june());
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'licence_signing_unavailable' });
    expect(await t.database.db.select().from(receivedPayments)).toHaveLength(0);
  });

  it('asks who is importing, and for XML', async () => {
    expect((await importStatement(t, june(), {})).statusCode).toBe(401);
    const asText = await t.app.inject({
      method: 'POST',
      url: '/api/bank-statements',
      headers: { 'content-type': 'text/plain', ...bearer(owner) },
      payload: june(),
    });
    expect(asText.statusCode).toBe(415);
  });

  it('pays the invoices paid in full, puts a partial payment against its invoice and lists the rest', async () => {
    const answer = await importStatement(t, june());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ matched: 2, partial: 1, unmatched: 3, alreadyImported: 0 });

    for (const order of invoiced.slice(0, 2))
      expect(await status(order)).toMatchObject({
        status: 'licence_sent',
        paidOn: today,
        paymentMeans: 'sepa_credit_transfer',
      });
    for (const order of invoiced.slice(2)) expect((await status(order)).status).toBe('invoiced');
    const mails = (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order_licence'))).map(
      (entry) => (entry.payload as { orderId: string }).orderId,
    );
    expect(mails.sort()).toEqual([invoiced[0]!.id, invoiced[1]!.id].sort());

    const page = await waiting();
    expect(page.items.map((item) => [item.reason, item.amountCents, item.invoice?.number ?? null])).toEqual([
      ['no_invoice', 6000, null],
      ['overpaid', 7000, `F${year}-0004`],
      ['no_invoice', 1250, null],
    ]);
    expect(page.items[0]).toMatchObject({
      source: 'bank_transfer',
      bookedOn: today,
      payerName: 'DUPONT JEAN',
      text: 'Licence driver Velux',
    });
    expect(page).toMatchObject({ total: 3, next: null });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(owner) })
    ).json() as { paymentsToCheck: number };
    expect(list.paymentsToCheck).toBe(3);
    // The 30.00 EUR of F-0003 count: 30.00 EUR are still due.
    expect(
      page.openInvoices.map((invoice) => [invoice.number, invoice.receivedCents, invoice.dueCents]),
    ).toEqual([
      [`F${year}-0003`, 3000, 3000],
      [`F${year}-0004`, 0, 6000],
      [`F${year}-0005`, 0, 6000],
    ]);
  });

  it('shows the balance of a partly paid invoice to the owner and on the customer’s page, and sends nothing', async () => {
    const order = invoiced[2]!;
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(detail).toMatchObject({
      status: 'invoiced',
      payment: null,
      balance: { totalInclVatCents: 6000, receivedCents: 3000, writtenOffCents: 0, dueCents: 3000 },
    });
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'payment_received',
      detail: { amount: '30.00 EUR', received: '30.00 EUR', due: '30.00 EUR', via: 'bank_statement' },
    });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/order-tracking/${order.token}` })
    ).json() as CustomerOrderView;
    expect(page).toMatchObject({
      status: 'invoiced',
      paid: null,
      licence: null,
      balance: { receivedCents: 3000, dueCents: 3000 },
      payment: { amountCents: 3000 },
    });
    expect(await t.database.db.select().from(licences).where(eq(licences.orderId, order.id))).toHaveLength(0);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt.pdf`,
      headers: bearer(owner),
    });
    expect(receipt.statusCode).toBe(404);
  });

  it('does nothing twice when the same or an overlapping statement comes again', async () => {
    expect((await importStatement(t, june())).json()).toEqual({
      matched: 0,
      partial: 0,
      unmatched: 0,
      alreadyImported: 6,
    });
    expect((await importStatement(t, overlap())).json()).toEqual({
      matched: 1,
      partial: 0,
      unmatched: 0,
      alreadyImported: 2,
    });
    expect(await status(invoiced[4]!)).toMatchObject({ status: 'licence_sent', paidOn: today });
    expect(await t.database.db.select().from(licences)).toHaveLength(3);
    expect((await waiting()).items).toHaveLength(3);
  });

  it('pays a partly paid invoice once a second payment covers the rest, its receipt stating what was received', async () => {
    const order = invoiced[2]!;
    const page = await waiting();
    const velux = page.items.find((item) => item.payerName === 'DUPONT JEAN')!;
    const matched = await t.app.inject({
      method: 'POST',
      url: `/api/received-payments/${velux.id}/match`,
      headers: bearer(owner),
      payload: { orderId: order.id },
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toEqual({ invoiceNumber: order.invoiceNumber, paid: true, dueCents: 0 });
    expect(await status(order)).toMatchObject({ status: 'licence_sent', paidOn: today });
    expect((await waiting()).items).toHaveLength(2);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
    // 30.00 + 60.00 received for a 60.00 invoice: the receipt says what came.
    expect(detail.payment).toMatchObject({ amountCents: 9000, writtenOffCents: 0 });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt.pdf`,
      headers: bearer(owner),
    });
    expect(receipt.statusCode).toBe(200);
    const { text } = await pdfTextContent(new Uint8Array(receipt.rawPayload));
    expect(text).toContain('90.00');
    expect(text).toContain('paid in full');

    // The order is paid now: another payment cannot be put against it.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/received-payments/${page.items[1]!.id}/match`,
      headers: bearer(owner),
      payload: { orderId: order.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('sets a payment aside, keeping it in the ledger with the imports', async () => {
    const refund = (await waiting()).items.find((item) => item.amountCents === 1250)!;
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/received-payments/${refund.id}/dismiss`,
      headers: bearer(owner),
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await waiting()).items.map((item) => item.amountCents)).toEqual([7000]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/received-payments/00000000-0000-4000-8000-000000000000/dismiss',
      headers: bearer(owner),
    });
    expect(unknown.statusCode).toBe(404);

    const ledger = (
      await t.app.inject({ method: 'GET', url: '/api/payments-ledger', headers: bearer(owner) })
    ).json() as PaymentsLedger;
    expect(ledger.imports).toHaveLength(3);
    expect(ledger.imports.at(-1)).toMatchObject({
      fileName: 'releve-juin.xml',
      messageId: 'CAMT053-20260616-000148',
      importedByName: 'Camille',
      credits: 6,
      matched: 2,
      partial: 1,
      unmatched: 3,
      alreadyImported: 0,
    });
    expect(ledger.payments.find((payment) => payment.id === refund.id)).toMatchObject({
      status: 'dismissed',
      resolvedByName: 'Camille',
      fileName: 'releve-juin.xml',
    });
    const partial = ledger.payments.find((payment) => payment.amountCents === 3000)!;
    expect(partial).toMatchObject({
      status: 'matched',
      invoice: { number: invoiced[2]!.invoiceNumber, orderStatus: 'licence_sent', dueCents: 0 },
    });
  });

  it('imports a statement once when two instances receive it at once', async () => {
    const shared = await openTestDatabase();
    const first = await createTestApp({
      database: shared,
      env: { MESSAGES_RATE_LIMIT: '1000' },
      licenceKey: readyLicenceKey(),
    });
    const second = await createTestApp({
      database: shared.url
        ? await openDatabase({ databaseUrl: shared.url, dataDir: ':memory:' })
        : { ...shared, close: async () => {} },
      licenceKey: readyLicenceKey(),
    });
    try {
      const boss = await createAccount(shared.db, { email: 'boss@example.test', role: 'owner' });
      for (let n = 0; n < 5; n += 1) await placeInvoicedOrder(first, boss);
      const post = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/bank-statements',
          headers: { 'content-type': 'application/xml', ...bearer(boss) },
          payload: june(),
        });
      const answers = await Promise.all([post(first), post(second), post(first)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const summaries = answers.map(
        (answer) => answer.json() as { matched: number; alreadyImported: number },
      );
      expect(summaries.reduce((sum, summary) => sum + summary.matched, 0)).toBe(2);
      expect(summaries.reduce((sum, summary) => sum + summary.alreadyImported, 0)).toBe(12);
      expect(await shared.db.select().from(licences)).toHaveLength(2);
      expect(await shared.db.select().from(outbox).where(eq(outbox.kind, 'order_licence'))).toHaveLength(2);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
