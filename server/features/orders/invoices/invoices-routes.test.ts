import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRegister } from '../../../../shared/invoice-register-schemas';
import type { OrderDetail } from '../../../../shared/order-schemas';
import { orders } from '../../../db/schema';
import { dateInFrance } from '../../../../shared/date-in-france';
import { bearer, createAccount } from '../../../testing/accounts';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { testLegalDetails } from '../testing/invoice-cases';
import { readyLicenceKey } from '../../../testing/licences';
import { PdfStructure } from '../../../testing/pdf-structure';
import { licenceOrder } from '../../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';

/** The XML a Factur-X carries. */
function embeddedXml(pdf: Uint8Array): string {
  const structure = PdfStructure.read(pdf);
  const [fileSpec] = (structure.catalog['/AF'] as string[]).map((reference) => structure.resolve(reference));
  return structure.streamData((fileSpec!['/EF'] as Record<string, string>)['/F']).toString('utf8');
}
const xmlAmount = (xml: string, element: string) =>
  Math.round(Number(xml.match(new RegExp(`<ram:${element}[^>]*>([\\d.]+)<`))![1]) * 100);

describe(`the invoice register (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  const today = dateInFrance(new Date());
  const period = `from=${today}&to=${today}`;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({
      env: { MESSAGES_RATE_LIMIT: '1000' },
      legal: testLegalDetails,
      licenceKey: readyLicenceKey(),
    });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });

    let placed = 0;
    const invoiceOrder = async (name: string, payload: Record<string, unknown>, then?: string) => {
      placed += 1;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { ...licenceOrder, email: `buyer-${placed}@example.test`, ...payload },
      });
      expect(response.statusCode, response.body).toBe(202);
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.messageId, response.json().id as string));
      const act = (action: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${order!.id}/${action}`,
          headers: bearer(owner),
          // Mark as paid records the day and means: a transfer, today.
          ...(action === 'mark-paid' ? { payload: { paidOn: today, means: 'sepa_credit_transfer' } } : {}),
        });
      numbers[name] = ((await act('send-invoice')).json() as OrderDetail).invoiceNumber!;
      if (then) {
        const after = (await act(then)).json() as OrderDetail;
        if (then === 'cancel') numbers[`${name} credit note`] = after.documents[1]!.number;
      }
    };
    await invoiceOrder(
      'french business',
      {
        company: '=1+1 Domotique',
        address: '8 quai Saint-Vincent',
        postcode: '69001',
        city: 'Lyon',
        country: 'FR',
        buyerType: 'business',
        siren: '552100554',
      },
      'mark-paid',
    );
    await invoiceOrder('individual', {
      address: '5 avenue des Tests, 69003 Lyon',
      driverName: 'netatmo-energy',
    });
    await invoiceOrder(
      'german business',
      {
        company: 'Haustechnik Müller GmbH',
        address: 'Königstraße 12',
        postcode: '70173',
        city: 'Stuttgart',
        country: 'DE',
        buyerType: 'business',
        vatNumber: 'DE123456789',
      },
      'cancel',
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(owner), 'accept-language': language } });

  it('lists the period’s invoices then credit notes in number order, with their VAT and payment', async () => {
    const response = await get(`/api/invoices/register?${period}`);
    expect(response.statusCode).toBe(200);
    const register = response.json() as InvoiceRegister;
    expect(register.rows.map((row) => row.number)).toEqual([
      numbers['french business'],
      numbers.individual,
      numbers['german business'],
      numbers['german business credit note'],
    ]);
    expect(register.rows[0]).toEqual({
      number: numbers['french business'],
      kind: 'invoice',
      issueDate: today,
      customer: '=1+1 Domotique',
      customerId: '552100554',
      country: 'FR',
      vatCategory: 'S',
      vatRatePercent: 20,
      totalExclVatCents: 5_000,
      vatCents: 1_000,
      totalInclVatCents: 6_000,
      cancels: null,
      paidOn: today,
      paymentMeans: 'sepa_credit_transfer',
    });
    expect(register.rows[1]).toMatchObject({ customer: 'Acme Domotique', customerId: null, paidOn: null });
    expect(register.rows[3]).toMatchObject({
      kind: 'credit_note',
      customerId: 'DE123456789',
      vatCategory: 'AE',
      totalInclVatCents: -5_000,
      cancels: numbers['german business'],
      paymentMeans: null,
    });
    expect(register.totalsByRate).toEqual([
      {
        vatCategory: 'S',
        vatRatePercent: 20,
        totalExclVatCents: 20_000,
        vatCents: 4_000,
        totalInclVatCents: 24_000,
      },
      { vatCategory: 'AE', vatRatePercent: 0, totalExclVatCents: 0, vatCents: 0, totalInclVatCents: 0 },
    ]);
    expect(register.total).toEqual({ totalExclVatCents: 20_000, vatCents: 4_000, totalInclVatCents: 24_000 });
  });

  it('ties to the documents: the ZIP holds each Factur-X of the period, whose XML states the register’s amounts', async () => {
    const register = (await get(`/api/invoices/register?${period}`)).json() as InvoiceRegister;
    const response = await get(`/api/invoices/register.zip?${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-register-${today}-${today}.zip"`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(register.rows.map((row) => `${row.number}.pdf`).sort());
    for (const row of register.rows) {
      const xml = embeddedXml(files[`${row.number}.pdf`]!);
      // A credit note states positive amounts (its type says which way they go); the register prints them negative.
      const sign = row.kind === 'credit_note' ? -1 : 1;
      expect(sign * xmlAmount(xml, 'TaxBasisTotalAmount') + 0).toBe(row.totalExclVatCents);
      expect(sign * xmlAmount(xml, 'TaxTotalAmount') + 0).toBe(row.vatCents);
      expect(sign * xmlAmount(xml, 'GrandTotalAmount') + 0).toBe(row.totalInclVatCents);
      expect(xml).toContain(`<ram:CategoryCode>${row.vatCategory}</ram:CategoryCode>`);
      expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
    }
  });

  it('exports the register as CSV, in the owner’s language, a formula typed as a name kept as text', async () => {
    const response = await get(`/api/invoices/register.csv?${period}`, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="registre-factures-${today}-${today}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Numéro,Type,Date,Client,SIREN / N° de TVA,Pays,Catégorie de TVA,Taux de TVA (%),Total HT (EUR),TVA (EUR),Total TTC (EUR),Annule la facture,Payée le,Moyen de paiement',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `${numbers['french business']},Facture,${today},'=1+1 Domotique,552100554,FR,S,20,50.00,10.00,60.00,,${today},Virement SEPA`,
    );
    expect(lines[4]).toBe(
      `${numbers['german business credit note']},Avoir,${today},Haustechnik Müller GmbH,DE123456789,DE,AE,0,-50.00,0.00,-50.00,${numbers['german business']},,`,
    );

    const excel = await get(`/api/invoices/register.csv?${period}&format=excel-fr`, 'en');
    const [header, first] = excel.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Number;Type;Date;Customer;/);
    expect(first).toBe(
      `${numbers['french business']};Invoice;${today.split('-').reverse().join('/')};'=1+1 Domotique;552100554;FR;S;20;50,00;10,00;60,00;;${today.split('-').reverse().join('/')};SEPA credit transfer`,
    );
  });

  it('answers an empty period with an empty register and an empty archive', async () => {
    const empty = (
      await get('/api/invoices/register?from=2020-01-01&to=2020-12-31')
    ).json() as InvoiceRegister;
    expect(empty).toMatchObject({ rows: [], totalsByRate: [], total: { totalInclVatCents: 0 } });
    const zip = await get('/api/invoices/register.zip?from=2020-01-01&to=2020-12-31');
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual([]);
  });

  it('is for signed-in people only, and refuses a period that is not one', async () => {
    for (const path of ['register', 'register.csv', 'register.zip']) {
      const stranger = await t.app.inject({ method: 'GET', url: `/api/invoices/${path}?${period}` });
      expect(stranger.statusCode).toBe(401);
    }
    const refusals: [string, string][] = [
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-01-01', 'to'],
      ['from=2026-02-01&to=2026-01-31', 'to'],
      ['from=2026-01-01&to=2026-01-31&format=xlsx', 'format'],
      ['from=2026-01-01&to=2026-01-31&extra=1', 'extra'],
    ];
    for (const [query, field] of refusals) {
      const response = await get(`/api/invoices/register.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toContain(field);
    }
  });
});
