import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage } from '../../../shared/inbox-schemas';
import type { MessagePayload } from '../../../shared/message-payloads';
import { eq, sql } from 'drizzle-orm';
import { auditEvents, messages, orders, outbox, products } from '../../db/schema';
import { bearer, createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { neutraliseFormula } from './inbox-csv';

const order = (overrides: Record<string, string> = {}) => ({
  type: 'driver',
  driverName: 'risco-alarm',
  company: 'Domotique Éclair',
  firstName: 'Hélène',
  lastName: 'Duval',
  address: '3 place Bellecour\n69002 Lyon',
  email: 'helene@example.test',
  mac: '00-0f-ff-aa-bb-cc',
  hp: '',
  ...overrides,
});
const contact = (overrides: Record<string, string> = {}) => ({
  type: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  message: 'Hello\nSecond line',
  hp: '',
  ...overrides,
});

describe(`the inbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  let staff: { accessToken: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff', name: 'Jo' });
    // Oldest first, so the newest is the last one sent.
    await send(contact({ name: 'Ada Lovelace', message: '  \nFirst real line\nmore' }));
    await send(order());
    await send(contact({ name: '', message: 'Information request about the app' }));
    await send(contact({ name: 'Percent', email: 'percent@example.test', message: 'Discount 100% off_now' }));
    await send(
      contact({ name: '=HYPERLINK("http://evil")', email: 'formula@example.test', message: '+1 call me' }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(payload: object) {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload });
    expect(response.statusCode).toBe(202);
  }
  const get = (url: string, who: { accessToken: string } = owner) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const list = async (query = '', who = owner) => (await get(`/api/inbox${query}`, who)).json() as InboxPage;

  it('lists everything newest first, with kind, sender, first line and status', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.newCount).toBe(5);
    expect(page.items.map((item) => item.from)).toEqual([
      '=HYPERLINK("http://evil")',
      'Percent',
      'ada@example.test',
      'Hélène Duval',
      'Ada Lovelace',
    ]);
    expect(page.items[2]).toMatchObject({
      kind: 'info_request',
      firstLine: 'Information request about the app',
    });
    expect(page.items[3]).toMatchObject({
      kind: 'licence_order',
      company: 'Domotique Éclair',
      driver: 'risco-alarm',
      mac: '00:0F:FF:AA:BB:CC',
      status: 'new',
    });
    expect(page.items[4]?.firstLine).toBe('First real line');
  });

  it('filters by kind and status, and searches name, e-mail, company and text', async () => {
    expect((await list('?kind=licence_order')).items.map((item) => item.from)).toEqual(['Hélène Duval']);
    expect((await list('?q=%C3%A9clair')).items.map((item) => item.from)).toEqual(['Hélène Duval']);
    // Accents and case folded, every word found wherever it is, a MAC address in any of its spellings.
    for (const typed of ['eclair', 'HELENE duval', 'helene eclair', '000fffaabbcc', '00-0f-ff-aa-bb-cc'])
      expect((await list(`?q=${encodeURIComponent(typed)}`)).items.map((item) => item.from)).toEqual([
        'Hélène Duval',
      ]);
    expect((await list('?q=helene%20lovelace')).total).toBe(0);
    expect((await list('?q=ADA%40EXAMPLE')).total).toBe(2);
    expect((await list('?q=second%20line')).total).toBe(0);
    expect((await list('?q=100%25%20off_')).items.map((item) => item.from)).toEqual(['Percent']);
    // A LIKE wildcard typed in the box is searched for as itself.
    expect((await list('?q=_')).items.map((item) => item.from)).toEqual(['Percent']);
    expect((await list('?status=handled')).total).toBe(0);
  });

  it('finds a licence order by its driver’s name in either language, and by its invoice’s number', async () => {
    const froms = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.from);
    expect(await froms('alarme risco')).toEqual(['Hélène Duval']);
    expect(await froms('Risco alarm')).toEqual(['Hélène Duval']);
    expect(await froms('Velux')).toEqual([]);
    const [message] = (await list('?kind=licence_order')).items;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.messageId, message!.id));
    const invoiced = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order!.id}/send-invoice`,
      headers: bearer(owner),
    });
    const number = invoiced.json().invoiceNumber as string;
    expect(number).toMatch(/^F\d{4}-\d{4}$/);
    expect(await froms(number.toLowerCase())).toEqual(['Hélène Duval']);
    expect(await froms(number.slice(-4))).toContain('Hélène Duval');
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const response = await get('/api/inbox?kind=invoice&page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { kind: expect.any(String), page: expect.any(String) } });
  });

  it('opens an item whole, marks it read once, and records who handled and reopened it', async () => {
    const [first] = (await list('?kind=licence_order')).items;
    const opened = (await get(`/api/inbox/${first!.id}`, staff)).json() as InboxMessage;
    expect(opened).toMatchObject({
      status: 'read',
      fields: {
        company: 'Domotique Éclair',
        address: '3 place Bellecour\n69002 Lyon',
        mac: '00:0F:FF:AA:BB:CC',
      },
    });
    expect(opened.fields).not.toHaveProperty('hp');
    expect((await list()).newCount).toBe(4);

    const post = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/inbox/${first!.id}/${action}`, headers: bearer(owner) });
    expect((await post('handled')).statusCode).toBe(204);
    expect((await post('handled')).statusCode).toBe(204);
    expect((await list('?status=handled')).total).toBe(1);
    expect((await post('reopen')).statusCode).toBe(204);

    const again = (await get(`/api/inbox/${first!.id}`)).json() as InboxMessage;
    expect(again.status).toBe('read');
    expect(again.history.map((event) => [event.action, event.actorName])).toEqual([
      ['message_read', 'Jo'],
      ['message_handled', 'Camille'],
      ['message_reopened', 'Camille'],
    ]);
  });

  it('answers 404 for an unknown or malformed id, 400 for one that is not text, never a 5xx', async () => {
    expect((await get('/api/inbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/inbox/not-a-uuid')).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/%00/handled',
      headers: bearer(owner),
    });
    expect(post.statusCode).toBe(400);
  });

  it('exports the current filter as CSV with a BOM, formulas neutralised', async () => {
    const response = await get('/api/inbox/export.csv?kind=contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFreceived_at,kind,status,name,email')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain(`'+1 call me`);
    expect(body).not.toContain('Hélène');
    expect(body.split('\r\n').filter(Boolean)).toHaveLength(1 + 3);
  });

  it('neutralises every formula prefix', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
    expect(neutraliseFormula('Hélène')).toBe('Hélène');
  });

  it('quotes what spans lines as RFC 4180 says: one message is one record in a spreadsheet', async () => {
    const response = await get('/api/inbox/export.csv');
    const records = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(records).toHaveLength(1 + 5);
    const order = records.find((record) => record[1] === 'licence_order')!;
    expect(order[9]).toBe('3 place Bellecour\n69002 Lyon');
    expect(records.find((record) => record[3] === 'Ada Lovelace')?.[6]).toBe('First real line\nmore');
    expect(order[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('writes the Excel (France) form with semicolons, French dates and French labels', async () => {
    const response = await get('/api/inbox/export.csv?format=excel-fr&kind=licence_order');
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFReçu le;Type;Statut;Nom;E-mail;Société')).toBe(true);
    const records = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(records).toHaveLength(2);
    const [received, kind, status, name, , company, , driver, mac, address] = records[1]!;
    expect(received).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect({ kind, status, name, company, driver, mac, address }).toEqual({
      kind: 'Commande de licence',
      status: expect.stringMatching(/^(Nouveau|Lu|Traité)$/),
      name: 'Hélène Duval',
      company: 'Domotique Éclair',
      driver: 'Driver alarme Risco',
      mac: '00:0F:FF:AA:BB:CC',
      address: '3 place Bellecour\n69002 Lyon',
    });
    expect((await get('/api/inbox/export.csv?format=xlsx')).statusCode).toBe(400);
  });

  it('moves what the honeypot missed to Spam, cancelling an order still waiting for its invoice, and back', async () => {
    await send(
      order({ email: 'bot@example.test', company: 'Casino Bonus', firstName: 'Win', lastName: 'Now' }),
    );
    const [bot] = (await list('?q=casino')).items;
    const [botOrder] = await t.database.db.select().from(orders).where(eq(orders.messageId, bot!.id));
    const post = (action: string, who = staff) =>
      t.app.inject({ method: 'POST', url: `/api/inbox/${bot!.id}/${action}`, headers: bearer(who) });
    const allowBilling = async (allowed: boolean) =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/team/users/${staff.userId}/billing`,
            headers: bearer(owner),
            payload: { allowed },
          })
        ).statusCode,
      ).toBe(204);

    // Spam would cancel the order: a colleague who may not cancel one is refused, and nothing changes.
    const refusedToStaff = await post('spam');
    expect(refusedToStaff.statusCode).toBe(403);
    expect(refusedToStaff.json()).toMatchObject({
      error: 'billing_not_allowed',
      message: expect.stringContaining('would cancel its licence order'),
    });
    expect((await list('?q=casino')).items.map((item) => item.id)).toEqual([bot!.id]);
    const [untouched] = await t.database.db.select().from(orders).where(eq(orders.id, botOrder!.id));
    expect(untouched!.status).toBe('new');
    await allowBilling(true);

    expect((await post('spam')).statusCode).toBe(204);
    expect((await post('spam')).statusCode).toBe(204);
    expect((await list('?q=casino')).total).toBe(0);
    expect((await list('?view=spam&q=casino')).items.map((item) => item.id)).toEqual([bot!.id]);
    const cancelled = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${botOrder!.id}`, headers: bearer(owner) })
    ).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.at(-1)).toMatchObject({ kind: 'order_marked_spam', actorName: 'Jo' });
    // No mail to an address that may not be the sender's.
    expect(
      (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order_cancelled'))).filter(
        (entry) => (entry.payload as { orderId?: string }).orderId === botOrder!.id,
      ),
    ).toEqual([]);

    // A mistake: back to the inbox, the order restored, the owner not told a second time.
    const notificationsBefore = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.messageId, bot!.id));
    expect((await post('not-spam')).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${botOrder!.id}`, headers: bearer(owner) })
      ).json(),
    ).toMatchObject({ status: 'new' });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.messageId, bot!.id))).toEqual(
      notificationsBefore,
    );
    const history = ((await get(`/api/inbox/${bot!.id}`)).json() as InboxMessage).history;
    expect(history.map((event) => event.action)).toEqual([
      'message_spam',
      'message_not_spam',
      'message_read',
    ]);

    // Once invoiced, the order is the owner's business: no spam any more.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${botOrder!.id}/send-invoice`,
      headers: bearer(owner),
    });
    const refused = await post('spam');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'order_in_progress' });
    await allowBilling(false);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/not-a-uuid/spam',
      headers: bearer(staff),
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('deletes a message for good on the owner’s word, keeping the order and invoices it started', async () => {
    await send(order({ email: 'erase@example.test', company: 'Effacement SARL' }));
    const [message] = (await list('?q=effacement')).items;
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.messageId, message!.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${kept!.id}/send-invoice`,
      headers: bearer(owner),
    });
    const remove = (who: { accessToken: string }) =>
      t.app.inject({ method: 'DELETE', url: `/api/inbox/${message!.id}`, headers: bearer(who) });

    expect((await remove(staff)).statusCode).toBe(403);
    expect((await remove(owner)).statusCode).toBe(204);
    expect((await remove(owner)).statusCode).toBe(404);
    expect((await get(`/api/inbox/${message!.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.id, message!.id))).toEqual([]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.messageId, message!.id))).toEqual([]);
    const [order_] = await t.database.db.select().from(orders).where(eq(orders.id, kept!.id));
    expect(order_).toMatchObject({ messageId: null, status: 'invoiced' });
    expect(order_!.customer.company).toBe('Effacement SARL');
    const trace = await t.database.db
      .select({ action: auditEvents.action, actorName: auditEvents.actorName })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, message!.id));
    expect(trace).toEqual([{ action: 'message_deleted', actorName: 'Camille' }]);
  });

  it('is closed without a valid token', async () => {
    for (const url of ['/api/inbox', '/api/inbox/new-count', '/api/inbox/export.csv']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe(`the owner's team (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for the owner only: staff get 403', async () => {
    await createAccount(t.database.db, { email: 'boss@example.test', role: 'owner' });
    const staff = await createAccount(t.database.db, { email: 'helper@example.test', role: 'staff' });
    const response = await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(staff) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });

  it('removes an account, whose browser is then signed out saying why', async () => {
    const owner = await createAccount(t.database.db, {
      email: 'chief@example.test',
      role: 'owner',
      name: 'Chief',
    });
    const leaving = await createAccount(t.database.db, { email: 'gone@example.test', role: 'staff' });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/users/${leaving.userId}`,
      headers: bearer(owner),
    });
    expect(remove.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(leaving) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'session_account_removed' });

    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/users/${owner.userId}`,
      headers: bearer(owner),
    });
    expect(self.statusCode).toBe(409);
    const team = (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(owner) })).json();
    expect(team.accounts.map((account: { email: string }) => account.email)).not.toContain(
      'gone@example.test',
    );
  });
});

describe(`a licence order's driver in the inbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    for (const payload of [
      order(),
      // A bot's order: stored as spam, it starts no order.
      order({ driverName: 'netatmo-energy', email: 'bot@example.test', hp: 'filled' }),
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload });
      expect(response.statusCode).toBe(202);
    }
    // The owner renames both products and changes their prices after the orders came in.
    await t.database.db
      .update(products)
      .set({
        titleEn: 'Risco LightSYS alarm driver',
        titleFr: 'Driver alarme Risco LightSYS',
        priceExclVatCents: 27_000,
      })
      .where(eq(products.key, 'risco-alarm'));
    await t.database.db
      .update(products)
      .set({ titleEn: 'Netatmo Energy driver', titleFr: 'Driver Netatmo Energy', priceExclVatCents: 16_000 })
      .where(eq(products.key, 'netatmo-energy'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner) });
  const list = async (query = '') => ((await get(`/api/inbox${query}`)).json() as InboxPage).items;

  it('is the title and price its order keeps, in the list, the message, the search and the export', async () => {
    const [item] = await list();
    expect(item).toMatchObject({
      driver: 'risco-alarm',
      driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
    });
    const opened = (await get(`/api/inbox/${item!.id}`)).json() as InboxMessage;
    expect(opened).toMatchObject({
      driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
      priceExclVatCents: 25_000,
    });
    expect(await list(`?q=${encodeURIComponent('alarme risco')}`)).toHaveLength(1);
    expect(await list('?q=LightSYS')).toHaveLength(0);
    const csv = (await get('/api/inbox/export.csv?format=excel-fr')).rawPayload.toString('utf8');
    const records = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(records[1]![7]).toBe('Driver alarme Risco');
  });

  it('is the product as it is now for a message that started no order', async () => {
    const [spam] = await list('?view=spam');
    expect(spam).toMatchObject({
      driver: 'netatmo-energy',
      driverTitle: { en: 'Netatmo Energy driver', fr: 'Driver Netatmo Energy' },
    });
    const opened = (await get(`/api/inbox/${spam!.id}`)).json() as InboxMessage;
    expect(opened).toMatchObject({ orderId: null, priceExclVatCents: 16_000 });
    expect(await list(`?view=spam&q=${encodeURIComponent('netatmo energy')}`)).toHaveLength(1);
  });
});

describe(`the count of new items (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts what needs someone: a new message, an order waiting for its invoice; not an order past that', async () => {
    const send = async (payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload });
      expect(response.statusCode).toBe(202);
      return response.json().id as string;
    };
    await send(contact());
    const statuses = [
      'new',
      'invoiced',
      'paid',
      'licence_sent',
      'licence_revoked',
      'refunded',
      'cancelled',
    ] as const;
    for (const [index, status] of statuses.entries()) {
      const id = await send(order({ email: `buyer-${index}@example.test` }));
      // Moved on without anyone opening the message: paid by card or by a bank statement, say.
      await t.database.db.update(orders).set({ status }).where(eq(orders.messageId, id));
    }
    const newCount = async () =>
      (
        (await t.app.inject({ url: '/api/inbox/new-count', headers: bearer(owner) })).json() as {
          newCount: number;
        }
      ).newCount;
    expect(await newCount()).toBe(2);
    expect(
      ((await t.app.inject({ url: '/api/inbox', headers: bearer(owner) })).json() as InboxPage).newCount,
    ).toBe(2);
  });
});

describe(`the inbox's keyset pages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    // 60 messages a microsecond apart, within one millisecond for most: a cursor must tell them apart.
    await t.database.db.insert(messages).values(
      Array.from({ length: 60 }, (_, i) => ({
        kind: 'contact' as const,
        language: 'en' as const,
        email: `sender${i}@example.test`,
        payload: contact({
          name: `Sender ${i}`,
          email: `sender${i}@example.test`,
          message: 'Hi',
        }) as MessagePayload,
        createdAt: sql`timestamptz '2026-01-01 10:00:00+00' + ${i} * interval '1 microsecond'`,
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string) =>
    (await t.app.inject({ url: `/api/inbox?${query}`, headers: bearer(owner) })).json() as InboxPage;
  const senders = (answer: InboxPage) => answer.items.map((item) => item.from);
  const expected = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => `Sender ${from - i}`);

  it('goes forward and back by cursor, every message once, newest first, as paging by number does', async () => {
    const first = await page('');
    expect(senders(first)).toEqual(expected(59, 35));
    expect(first).toMatchObject({ total: 60, previousCursor: null });
    const second = await page(`page=2&after=${encodeURIComponent(first.nextCursor!)}`);
    expect(senders(second)).toEqual(expected(34, 10));
    expect(senders(second)).toEqual(senders(await page('page=2')));
    const third = await page(`page=3&after=${encodeURIComponent(second.nextCursor!)}`);
    expect(senders(third)).toEqual(expected(9, 0));
    expect(third.nextCursor).toBeNull();
    const back = await page(`page=2&before=${encodeURIComponent(third.previousCursor!)}`);
    expect(senders(back)).toEqual(expected(34, 10));
    const front = await page(`before=${encodeURIComponent(back.previousCursor!)}`);
    expect(senders(front)).toEqual(expected(59, 35));
    expect(front.previousCursor).toBeNull();
  });

  it('refuses a cursor that is not one with 400', async () => {
    const response = await t.app.inject({ url: '/api/inbox?after=2026-01-01_x', headers: bearer(owner) });
    expect(response.statusCode).toBe(400);
  });
});
