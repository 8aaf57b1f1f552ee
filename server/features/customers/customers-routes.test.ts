import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerListPage } from '../../../shared/customer-schemas';
import { bearer, createAccount } from '../../testing/accounts';
import { contact, licenceOrder } from '../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { encodeCustomerKey } from './customer-keys';

/** A French business with a SIREN (check digit right), typed with its accents. */
const gerard = {
  ...licenceOrder,
  company: 'Électricité Gérard',
  firstName: 'Hélène',
  lastName: 'Gérard',
  address: '4 quai Baron de Blonay',
  postcode: '74500',
  city: 'Évian-les-Bains',
  country: 'FR',
  buyerType: 'business',
  siren: '552 100 554',
  email: 'helene@gerard.example',
};

describe(`the customers (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string; userId: string };
  let staff: { accessToken: string; userId: string };

  const post = async (payload: object, language = 'fr') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-language': language },
      payload,
    });
    expect(response.statusCode).toBe(202);
    return response.json().id as string;
  };
  const get = (url: string, who: { accessToken: string } = owner) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const list = async (query: string, who = owner) => {
    const response = await get(`/api/customers${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json() as CustomerListPage;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff', name: 'Jo' });

    // Gérard's business: a question first (no SIREN), then two orders from two addresses, the second in
    // English with the VAT number that holds the SIREN instead of the SIREN itself.
    await post({ ...contact, name: 'Hélène Gérard', email: 'Helene@Gerard.example' });
    await post(gerard);
    await post(
      {
        ...gerard,
        email: 'compta@gerard.example',
        siren: '',
        vatNumber: 'FR 96 552100554',
        mac: '00:0f:ff:00:00:02',
      },
      'en',
    );
    // Someone else, known by their address only: two messages, the address typed in two cases.
    await post({ ...contact, name: 'Zoé Martin', email: 'zoe@example.org' });
    await post({ ...contact, name: 'Zoé Martin', email: 'ZOE@example.org', message: 'Une autre question.' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gathers a business by its SIREN or VAT number, and the rest by e-mail address', async () => {
    const page = await list('');
    expect(page.total).toBe(2);
    const [business, zoe] = [...page.items].sort((a, b) => a.name.localeCompare(b.name));
    expect(business).toMatchObject({
      key: encodeCustomerKey('siren:552100554'),
      company: 'Électricité Gérard',
      name: 'Hélène Gérard',
      orders: 2,
      quotes: 0,
      messages: 3,
      invoicedCents: 0,
      // The latest order was placed in English.
      language: 'en',
    });
    expect(zoe).toMatchObject({
      key: encodeCustomerKey('email:zoe@example.org'),
      name: 'Zoé Martin',
      company: '',
      orders: 0,
      messages: 2,
      language: 'fr',
    });
  });

  it('finds a customer by name, company, e-mail, SIREN or VAT number, whatever the accents and case', async () => {
    for (const query of ['gerard evian', 'ELECTRICITE', 'helene', 'compta@', '552 100', 'FR96552100554']) {
      const page = await list(`?q=${encodeURIComponent(query)}`);
      expect(
        page.items.map((item) => item.company),
        query,
      ).toEqual(['Électricité Gérard']);
    }
    expect((await list('?q=zoe')).items.map((item) => item.name)).toEqual(['Zoé Martin']);
    expect((await list('?q=nobody')).total).toBe(0);
  });

  it("shows everything a customer did, and keeps their invoices' total", async () => {
    const key = encodeCustomerKey('siren:552100554');
    const first = (await get(`/api/customers/${key}`)).json() as CustomerDetail;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.orders.at(-1)!.id}/send-invoice`,
      headers: bearer(owner),
    });
    expect(sent.statusCode).toBe(200);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(owner),
      payload: {
        language: 'en',
        buyer: first.buyer,
        lines: [
          {
            description: 'Wiring',
            quantity: 1,
            unit: 'flat_rate',
            unitPriceCents: 10_000,
            vatRatePercent: 20,
          },
        ],
      },
    });
    expect(quote.statusCode, quote.body).toBe(201);

    const response = await get(`/api/customers/${key}`);
    expect(response.statusCode).toBe(200);
    const customer = response.json() as CustomerDetail;
    expect(customer.orders).toHaveLength(2);
    expect(customer.messages).toHaveLength(3);
    expect(customer.messages.map((message) => message.kind).sort()).toEqual([
      'contact',
      'licence_order',
      'licence_order',
    ]);
    expect(customer.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', orderId: first.orders.at(-1)!.id, quoteId: null }),
    ]);
    expect(customer.invoicedCents).toBe(customer.documents[0]!.totalInclVatCents);
    expect(customer.quotes).toEqual([expect.objectContaining({ status: 'draft', grossCents: 12_000 })]);
    expect(customer.emails).toEqual(
      expect.arrayContaining(['helene@gerard.example', 'compta@gerard.example']),
    );
    // The quote is now the latest record: the details and language a new quote starts from.
    expect(customer).toMatchObject({ language: 'en', company: 'Électricité Gérard', siren: '552100554' });
    expect(customer.buyer).toMatchObject({
      buyerType: 'business',
      firstName: 'Hélène',
      lastName: 'Gérard',
      postcode: '74500',
      city: 'Évian-les-Bains',
      country: 'FR',
      siren: '552100554',
    });
    const listed = (await list('?q=gerard')).items[0]!;
    expect(listed).toMatchObject({ orders: 2, quotes: 1, invoicedCents: customer.invoicedCents });
  });

  it('shows the quotes only to who may handle money', async () => {
    const key = encodeCustomerKey('siren:552100554');
    const customer = (await get(`/api/customers/${key}`, staff)).json() as CustomerDetail;
    expect(customer.quotes).toBeNull();
    expect(customer.orders).toHaveLength(2);
    expect((await list('?q=gerard', staff)).items[0]!.quotes).toBeNull();
  });

  it('reads the postcode and town from the address of an order placed before they had fields of their own', async () => {
    await post({ ...licenceOrder, email: 'paul@durand.example', mac: '00:0f:ff:00:00:03' });
    const key = encodeCustomerKey('email:paul@durand.example');
    const customer = (await get(`/api/customers/${key}`)).json() as CustomerDetail;
    expect(customer.buyer).toMatchObject({ address: '3 place Bellecour', postcode: '69002', city: 'Lyon' });
  });

  it('refuses what is not a customer, a bad filter, and who is not signed in', async () => {
    expect((await get(`/api/customers/${encodeCustomerKey('email:nobody@example.org')}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/customers/${encodeCustomerKey('drop table')}`)).statusCode).toBe(404);
    expect((await get('/api/customers/not%20base64')).statusCode).toBe(404);
    expect((await get('/api/customers?page=0')).statusCode).toBe(400);
    expect((await get('/api/customers?sort=name')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });

  it('pages the customers, most recently active first', async () => {
    for (let index = 0; index < 26; index += 1)
      await post({ ...contact, name: `Client ${index}`, email: `client-${index}@example.org` });
    const first = await list('');
    expect(first.total).toBe(29);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.name).toBe('Client 25');
    const second = await list('?page=2');
    expect(second.items).toHaveLength(4);
    expect(second.total).toBe(29);
    expect(new Set([...first.items, ...second.items].map((item) => item.key)).size).toBe(29);
  });
});
