import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { driverCatalogue } from '../../../shared/driver-catalogue';
import { confirmationRecipients, idempotencyKeys, messages, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const contact = {
  type: 'contact',
  name: 'Jeanne Martin',
  email: 'jeanne@example.org',
  message: 'We are renovating a house near Annecy and would like a quote.',
  hp: '',
};
const infoRequest = {
  type: 'contact',
  name: '',
  email: 'integrator@example.org',
  message: 'Hello, I am an integrator and I would like information about the Domiko app.',
  hp: '',
};
const licenceOrder = {
  type: 'driver',
  driverName: 'netatmo-weather-station',
  company: 'Acme Domotique',
  firstName: 'Paul',
  lastName: 'Durand',
  address: '3 place Bellecour, 69002 Lyon',
  email: 'paul@acme.example',
  mac: '00-0f-ff-a1-b2-c3',
  hp: '',
};

describe(`POST /api/messages (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(outbox);
    await t.database.db.delete(messages);
    await t.database.db.delete(idempotencyKeys);
    await t.database.db.delete(confirmationRecipients);
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const storedMessages = () => t.database.db.select().from(messages);
  const storedOutbox = () => t.database.db.select().from(outbox);

  it('stores a contact message with one mail for the owner, and answers 202 {id}', async () => {
    const response = await post(contact, { 'content-language': 'fr' });
    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ id, kind: 'contact', language: 'fr', email: contact.email });
    expect(stored?.payload).toEqual(contact);
    const entries = await storedOutbox();
    expect(entries.map((entry) => [entry.kind, entry.status])).toEqual([['owner_notification', 'pending']]);
  });

  it('stores an information request (empty name) as its own kind', async () => {
    const response = await post(infoRequest);
    expect(response.statusCode).toBe(202);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ kind: 'info_request', language: 'en', email: infoRequest.email });
    expect((await storedOutbox()).map((entry) => entry.kind)).toEqual(['owner_notification']);
  });

  it('stores a licence order with the MAC normalised, a mail to the owner and one to the customer', async () => {
    const response = await post(licenceOrder, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(202);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ kind: 'licence_order', language: 'fr' });
    expect(stored?.payload).toMatchObject({
      mac: '00:0F:FF:A1:B2:C3',
      driverName: 'netatmo-weather-station',
    });
    expect((await storedOutbox()).map((entry) => entry.kind).sort()).toEqual([
      'customer_confirmation',
      'owner_notification',
    ]);
  });

  it.each([
    ['the twelve digits the processor reports', '000FFF123456'],
    ['dashes, lower case', 'aa-bb-cc-dd-ee-ff'],
    ['groups of four with dots', 'aabb.ccdd.eeff'],
  ])('accepts a MAC address written as %s', async (_form, mac) => {
    const response = await post({ ...licenceOrder, mac });
    expect(response.statusCode).toBe(202);
    const [stored] = await storedMessages();
    expect((stored?.payload as { mac: string }).mac).toBe(
      mac
        .replace(/[^0-9a-f]/gi, '')
        .toUpperCase()
        .match(/../g)!
        .join(':'),
    );
  });

  it('accepts every driver on sale as driverName, and refuses the free one, which has nothing to order', async () => {
    for (const driver of driverCatalogue) {
      const response = await post({ ...licenceOrder, driverName: driver.titleKey });
      expect(response.statusCode, driver.titleKey).toBe(driver.priceExclVat > 0 ? 202 : 400);
    }
  });

  it('prefers Content-Language over Accept-Language for the visitor’s language', async () => {
    await post(contact, { 'content-language': 'en', 'accept-language': 'fr-FR' });
    const [stored] = await storedMessages();
    expect(stored?.language).toBe('en');
  });

  describe('refuses bad input with 400 {error, fields}', () => {
    it.each([
      [
        'contact without name is an information request, so message is still required',
        { ...contact, message: '' },
        'message',
      ],
      ['contact without email', { ...contact, email: '' }, 'email'],
      ['contact with a malformed email', { ...contact, email: 'jeanne@' }, 'email'],
      ['contact with a message over 5000 characters', { ...contact, message: 'x'.repeat(5001) }, 'message'],
      ['contact with a name over 120 characters', { ...contact, name: 'n'.repeat(121) }, 'name'],
      ['contact with an unknown field', { ...contact, phone: '0600000000' }, 'phone'],
      ['contact with a number as name', { ...contact, name: 42 }, 'name'],
      ['information request without email', { ...infoRequest, email: '' }, 'email'],
      ['licence order for an unknown driver', { ...licenceOrder, driverName: 'Velux KLF 200' }, 'driverName'],
      ['licence order without company', { ...licenceOrder, company: '  ' }, 'company'],
      ['licence order without first name', { ...licenceOrder, firstName: '' }, 'firstName'],
      ['licence order without last name', { ...licenceOrder, lastName: '' }, 'lastName'],
      ['licence order without address', { ...licenceOrder, address: '' }, 'address'],
      ['licence order without email', { ...licenceOrder, email: '' }, 'email'],
      ['licence order without MAC', { ...licenceOrder, mac: '' }, 'mac'],
      ['licence order with a five-pair MAC', { ...licenceOrder, mac: '00:0F:FF:A1:B2' }, 'mac'],
      ['licence order with a non-hex MAC', { ...licenceOrder, mac: '00:0F:FF:A1:B2:G3' }, 'mac'],
      ['licence order with mixed MAC separators', { ...licenceOrder, mac: '00:0F-FF:A1:B2:C3' }, 'mac'],
      ['licence order with a contact field', { ...licenceOrder, message: 'hello' }, 'message'],
      ['an unknown type', { ...contact, type: 'newsletter' }, 'type'],
      ['an array', [contact], 'type'],
    ])('%s', async (_name, body, field) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.error).toBeTruthy();
      expect(Object.keys(answer.fields)).toContain(field);
      expect(await storedMessages()).toHaveLength(0);
    });

    it('a body that is not JSON', async () => {
      const response = await post('{"type": "contact",');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_json',
        message: 'The body is not valid JSON.',
        fields: {},
      });
    });

    it('an empty body', async () => {
      const response = await post('');
      expect(response.statusCode).toBe(400);
    });

    it('a malformed Idempotency-Key', async () => {
      const response = await post(contact, { 'idempotency-key': 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('Idempotency-Key');
    });
  });

  it('answers 413 to a body over 32 KB', async () => {
    const response = await post({ ...contact, message: 'x'.repeat(33 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large', fields: {} });
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'answers 415 to %s',
    async (type) => {
      const response = await post('type=contact', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: expect.stringMatching(/application\/json/),
      });
    },
  );

  it('answers 415 without a content type', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('keeps a message with a filled honeypot for the Spam view, with the same 202 and no mail', async () => {
    const response = await post({ ...licenceOrder, hp: 'https://spam.example' });
    expect(response.statusCode).toBe(202);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ id: response.json().id, spam: true, status: 'new' });
    expect(await storedOutbox()).toHaveLength(0);
  });

  it('drops a malformed message with a filled honeypot, with the same 202', async () => {
    const response = await post({ type: 'contact', hp: 'bot', email: 'not-an-address' });
    expect(response.statusCode).toBe(202);
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedMessages()).toHaveLength(0);
    expect(await storedOutbox()).toHaveLength(0);
  });

  describe('idempotency', () => {
    it('a repeated key returns the first answer and stores once', async () => {
      const key = randomUUID();
      const first = await post(licenceOrder, { 'idempotency-key': key });
      const second = await post(licenceOrder, { 'idempotency-key': key });
      expect(first.statusCode).toBe(202);
      expect(second.statusCode).toBe(202);
      expect(second.json()).toEqual(first.json());
      expect(await storedMessages()).toHaveLength(1);
      expect(await storedOutbox()).toHaveLength(2);
    });

    it('concurrent requests with one key store once', async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(contact, { 'idempotency-key': key })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
      expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
      const [{ value }] = (await t.database.db.select({ value: count() }).from(messages)) as [
        { value: number },
      ];
      expect(value).toBe(1);
    });

    it('the same key with a different message is refused with 422', async () => {
      const key = randomUUID();
      await post(contact, { 'idempotency-key': key });
      const other = await post(
        { ...contact, message: 'Something else entirely.' },
        { 'idempotency-key': key },
      );
      expect(other.statusCode).toBe(422);
      expect(await storedMessages()).toHaveLength(1);
    });

    it('different keys store separate messages', async () => {
      await post(contact, { 'idempotency-key': randomUUID() });
      await post(contact, { 'idempotency-key': randomUUID() });
      expect(await storedMessages()).toHaveLength(2);
    });

    it('remembers the key with the answer', async () => {
      const key = randomUUID();
      const { id } = (await post(contact, { 'idempotency-key': key })).json();
      const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(row).toMatchObject({ statusCode: 202, response: { id } });
    });
  });
});

describe(`POST /api/messages rate limit (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '3', MESSAGES_RATE_WINDOW: '1 minute' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(contact),
    });

  it('answers 429 with Retry-After once an address exceeds the limit, other addresses unaffected', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post('198.51.100.7')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await post('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: expect.any(String) });
    expect((await post('198.51.100.8')).statusCode).toBe(202);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off', async () => {
    for (let i = 0; i < 3; i += 1) await post('203.0.113.1', { 'x-forwarded-for': `192.0.2.${i}` });
    expect((await post('203.0.113.1', { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
  });

  it('counts by X-Forwarded-For when TRUST_PROXY is on', async () => {
    const proxied = await createTestApp({
      env: { MESSAGES_RATE_LIMIT: '2', TRUST_PROXY: 'true' },
    });
    try {
      const send = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/messages',
          remoteAddress: '10.0.0.1',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          payload: JSON.stringify(contact),
        });
      expect((await send('192.0.2.1')).statusCode).toBe(202);
      expect((await send('192.0.2.1')).statusCode).toBe(202);
      expect((await send('192.0.2.1')).statusCode).toBe(429);
      expect((await send('192.0.2.2')).statusCode).toBe(202);
    } finally {
      await proxied.close();
    }
  });

  it('limits only this endpoint', async () => {
    for (let i = 0; i < 4; i += 1) await post('198.51.100.50');
    const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.50' });
    expect(health.statusCode).toBe(200);
  });
});
