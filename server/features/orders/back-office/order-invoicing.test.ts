import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../shared/order-schemas';
import { orders } from '../../../db/schema';
import { bearer, createAccount } from '../../../testing/accounts';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { testLegalDetails } from '../testing/invoice-cases';
import { PdfStructure } from '../../../testing/pdf-structure';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { licenceOrder } from '../../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';

/** The invoicing fields of the order dialog, for a business in France. */
const frenchBusiness = {
  address: '8 quai Saint-Vincent',
  postcode: '69001',
  city: 'Lyon',
  country: 'FR',
  buyerType: 'business',
  siren: '552 100 554',
};

describe(`the buyer's invoicing details, from the order form to the Factur-X (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' }, legal: testLegalDetails });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  let placed = 0;
  const send = (payload: Record<string, unknown>) => {
    placed += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-language': 'fr' },
      payload: { ...licenceOrder, email: `buyer-${placed}@example.test`, ...payload },
    });
  };
  async function placeOrder(payload: Record<string, unknown>): Promise<string> {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(202);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.messageId, response.json().id as string));
    return order!.id;
  }
  const detail = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(owner) })
    ).json() as OrderDetail;
  const sendInvoice = (id: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/send-invoice`,
      headers: { ...bearer(owner), 'accept-language': language },
    });
  const correct = (id: string, buyer: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}/buyer`, headers: bearer(owner), payload: buyer });

  it('keeps accepting the specification’s payload: a buyer in France, postcode and town read from the address', async () => {
    const id = await placeOrder({ company: 'Acme', address: '5 avenue des Tests, 69003 Lyon' });
    expect((await detail(id)).invoicing).toEqual({
      buyer: {
        type: 'individual',
        company: 'Acme',
        name: 'Paul Durand',
        street: ['5 avenue des Tests'],
        postcode: '69003',
        city: 'Lyon',
        country: 'FR',
        siren: null,
        vatNumber: null,
        email: expect.stringMatching(/@example\.test$/),
      },
      problems: [],
      vatCategory: 'S',
      vatRatePercent: 20,
      editable: true,
    });
    // A SIREN alone makes the buyer a business, as the specification's payload has no buyer type.
    const business = await placeOrder({
      address: '3 place Bellecour\n69002 Lyon\nFrance',
      siren: '552100554',
    });
    expect((await detail(business)).invoicing.buyer).toMatchObject({
      type: 'business',
      siren: '552100554',
      street: ['3 place Bellecour'],
    });
  });

  it('takes the order dialog’s fields, compacting identifiers, and decides the VAT from them', async () => {
    const french = await detail(await placeOrder(frenchBusiness));
    expect(french.invoicing).toMatchObject({
      buyer: { type: 'business', siren: '552100554', postcode: '69001', city: 'Lyon', country: 'FR' },
      vatCategory: 'S',
      problems: [],
    });
    const german = await detail(
      await placeOrder({
        company: 'Haustechnik Müller GmbH',
        address: 'Königstraße 12',
        postcode: '70173',
        city: 'Stuttgart',
        country: 'de',
        buyerType: 'business',
        vatNumber: 'de 123 456 789',
      }),
    );
    expect(german.invoicing).toMatchObject({
      buyer: { country: 'DE', vatNumber: 'DE123456789' },
      vatCategory: 'AE',
      vatRatePercent: 0,
    });
    const swiss = await detail(
      await placeOrder({
        company: '',
        address: 'Rue du Rhône 42',
        postcode: '1204',
        city: 'Genève',
        country: 'CH',
        buyerType: 'individual',
      }),
    );
    expect(swiss.invoicing).toMatchObject({ buyer: { type: 'individual', company: '' }, vatCategory: 'O' });
  });

  it('refuses wrong invoicing details, naming each field and why', async () => {
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ ...frenchBusiness, siren: '552100555' }, 'siren', /check digit/],
      [{ ...frenchBusiness, siren: '12345' }, 'siren', /9 digits/],
      [{ ...frenchBusiness, postcode: '6900' }, 'postcode', /5 digits/],
      [{ ...frenchBusiness, country: 'XX' }, 'country', /ISO 3166-1/],
      [{ ...frenchBusiness, buyerType: 'company' }, 'buyerType', /business/],
      [{ ...frenchBusiness, country: 'DE', postcode: '70173', siren: '552100554' }, 'siren', /French/],
      [{ ...frenchBusiness, country: 'DE', siren: '', vatNumber: 'DE12345' }, 'vatNumber', /DE123456789/],
      [{ ...frenchBusiness, country: 'DE', siren: '', vatNumber: 'FR44732829320' }, 'vatNumber', /country/],
      [
        { ...frenchBusiness, country: 'CH', siren: '', vatNumber: 'CHE123456789' },
        'vatNumber',
        /European Union/,
      ],
      [{ ...frenchBusiness, city: '' }, 'city', /required/],
      [{ ...frenchBusiness, company: '' }, 'company', /required/],
      [{ lastName: '王' }, 'lastName', /cannot print \(王\)/],
      [{ address: 'Baker Street 🙂\n69001 Lyon' }, 'address', /cannot print/],
    ];
    for (const [payload, field, reason] of refusals) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(payload)).toMatch(reason);
    }
    // Every letter a European name may have is accepted, as it will print.
    expect((await send({ firstName: 'Zoë', lastName: 'Łukowski-Nguyễn' })).statusCode).toBe(202);
  });

  it('makes Send invoice wait for what is missing, and say why; the owner completes it, then sends', async () => {
    const id = await placeOrder({
      company: 'Électricité Dupré',
      address: '8 quai Saint-Vincent\nLyon',
      buyerType: 'business',
    });
    expect((await detail(id)).invoicing.problems).toEqual(['address_unreadable', 'siren_missing']);

    const waiting = await sendInvoice(id, 'fr');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      error: 'invoice_details_missing',
      fields: { address: 'address_unreadable', siren: 'siren_missing' },
    });
    expect(waiting.json().message).toContain('sans son SIREN');
    expect((await detail(id)).status).toBe('new');

    const refused = await correct(id, {
      ...frenchBusiness,
      company: 'Électricité Dupré',
      firstName: 'Amélie',
      lastName: 'Dupré',
      email: 'amelie@dupre.example',
      siren: '123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.siren).toMatch(/9 digits/);

    const corrected = await correct(id, {
      ...frenchBusiness,
      company: 'Électricité Dupré',
      firstName: 'Amélie',
      lastName: 'Dupré',
      email: 'amelie@dupre.example',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const order = corrected.json() as OrderDetail;
    expect(order.invoicing.problems).toEqual([]);
    expect(order.customer).toMatchObject({ siren: '552100554', city: 'Lyon', email: 'amelie@dupre.example' });
    expect(order.timeline.map((event) => event.kind)).toEqual(['order_received', 'buyer_details_corrected']);
    expect(order.timeline[1]!.actorName).toBe('Camille');

    const sent = await sendInvoice(id);
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as OrderDetail).invoicing.editable).toBe(false);
    // Once invoiced, the buyer is as the invoice states it.
    const late = await correct(id, {
      ...frenchBusiness,
      company: 'X',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'order_status_conflict', status: 'invoiced' });
  });

  it('reads orders placed before the invoicing fields the same way', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        driver: 'risco-alarm',
        driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
        mac: 'A1B2C3D4E5F6',
        priceExclVatCents: 25_000,
        customer: {
          company: 'Électricité Dupré',
          firstName: 'Amélie',
          lastName: 'Dupré',
          address: '8 quai Saint-Vincent\r\n69001 Lyon',
          email: 'amelie@example.test',
        },
        language: 'fr',
        trackingTokenHash: 'older-order',
      })
      .returning();
    expect((await detail(order!.id)).invoicing).toMatchObject({
      buyer: {
        type: 'individual',
        street: ['8 quai Saint-Vincent'],
        postcode: '69001',
        city: 'Lyon',
        country: 'FR',
      },
      problems: [],
    });
    expect((await sendInvoice(order!.id)).statusCode).toBe(200);
  });

  it('issues a Factur-X whose XML the official artefacts accept, and its credit note too', async () => {
    const id = await placeOrder({ ...frenchBusiness, firstName: 'Zoë', lastName: 'Łukowski-Nguyễn' });
    const invoiced = (await sendInvoice(id)).json() as OrderDetail;
    const cancelled = (
      await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(owner) })
    ).json() as OrderDetail;
    expect(cancelled.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    for (const document of cancelled.documents) {
      const pdf = (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${id}/documents/${document.id}`,
          headers: bearer(owner),
        })
      ).rawPayload;
      const structure = PdfStructure.read(pdf);
      const [fileSpec] = (structure.catalog['/AF'] as string[]).map((reference) =>
        structure.resolve(reference),
      );
      const xml = structure.streamData((fileSpec!['/EF'] as Record<string, string>)['/F']).toString('utf8');
      expect(xml).toContain(`<ram:ID>${document.number}</ram:ID>`);
      expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
      expect((await pdfTextContent(pdf)).text).toContain('Zoë Łukowski-Nguyễn');
    }
    expect(invoiced.invoiceNumber).toBe(cancelled.documents[0]!.number);
  });
});
