import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateInFrance } from '../../../shared/date-in-france';
import type { Language } from '../../../shared/language';
import {
  type CreateQuoteRequest,
  type PublicQuoteView,
  type QuoteDetails,
  quoteTotals,
} from '../../../shared/quote-schemas';
import { sampleLegalDetails } from '../../config/legal-details';
import { sampleBusinessSettings } from '../../config/site-config';
import { auditEvents, outbox, quotes, quoteVersions } from '../../db/schema';
import { smtpSender } from '../../mail/mail-sender';
import { OutboxWorker } from '../../outbox/outbox-worker';
import { bearer, createAccount } from '../../testing/accounts';
import { pdfTextContent } from '../../testing/pdf-text-content';
import { SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { quoteMailRenderers } from './quote-mails';

const BASE = 'https://www.example.com';
const year = dateInFrance(new Date()).slice(0, 4);
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A renovation lead: programming at 10 % (a home over two years old), the processor at 20 %. */
const request = (
  language: Language = 'fr',
  overrides: Partial<CreateQuoteRequest> = {},
): CreateQuoteRequest => ({
  language,
  buyer: {
    buyerType: 'individual',
    firstName: 'Gérard',
    lastName: 'Łukowski-Nguyễn',
    email: 'gerard@example.test',
    address: '4 quai Baron de Blonay',
    postcode: '74500',
    city: 'Évian-les-Bains',
    country: 'FR',
  },
  lines: [
    {
      description: 'Étude et plans de l’installation',
      quantity: 1,
      unit: 'flat_rate',
      unitPriceCents: 45_000,
      vatRatePercent: 10,
    },
    {
      description: 'Programmation Control4',
      quantity: 12.5,
      unit: 'hour',
      unitPriceCents: 7_500,
      vatRatePercent: 10,
    },
    {
      description: 'Processeur Control4 CORE 3',
      quantity: 1,
      unit: 'unit',
      unitPriceCents: 129_900,
      vatRatePercent: 20,
    },
  ],
  ...overrides,
});

describe(`installation quotes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let sampleSeller: TestApp;
  let owner: { accessToken: string; userId: string };
  let staff: { accessToken: string; userId: string };
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ env: { PUBLIC_BASE_URL: BASE } });
    sampleSeller = await createTestApp({
      database: { ...t.database, close: async () => {} },
      legal: sampleLegalDetails,
    });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff', name: 'Jo' });
  });
  afterAll(async () => {
    await sampleSeller?.close();
    await t?.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  async function sendQueued() {
    const env = {
      MAIL_TO: 'owner@example.test',
      MAIL_TO_LANGUAGE: 'en' as const,
      PUBLIC_BASE_URL: BASE,
      HOST: '127.0.0.1',
      PORT: 8080,
    };
    const worker = new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: quoteMailRenderers({ db: t.database.db, env, business: sampleBusinessSettings }),
      log: silentLog,
      pollMs: 50,
    });
    await worker.runOnce();
  }

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = owner, language = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...bearer(who), 'accept-language': language } });

  async function draft(overrides: Partial<CreateQuoteRequest> = {}, language: Language = 'fr') {
    const response = await api('POST', '/api/quotes', request(language, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QuoteDetails>();
  }

  /** Sends a quote and reads the customer's link from the mail that carries it. */
  async function send(id: string) {
    const response = await api('POST', `/api/quotes/${id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    await sendQueued();
    const { number } = response.json<{ number: string }>();
    const mail = sink.mails
      .filter((candidate) => candidate.parsed.attachments[0]?.filename?.startsWith(number))
      .at(-1)!;
    expect(mail, sink.mails.map((candidate) => candidate.subject).join(' | ')).toBeDefined();
    const token = /#\/quote\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    return { ...response.json<{ number: string; status: string }>(), token: token!, mail };
  }

  const publicView = async (token: string, language = 'fr') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/quotes/${token}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<PublicQuoteView>();
  };
  const accept = (
    token: string,
    body: object = { name: 'Gérard Łukowski-Nguyễn', accept: true },
    language = 'fr',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: body,
      headers: { 'accept-language': language, 'user-agent': 'Mozilla/5.0 (test)' },
    });

  it('is for the owner and colleagues allowed to handle money', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
    expect((await api('GET', '/api/quotes', undefined, staff)).statusCode).toBe(403);
    const granted = await api('PUT', `/api/team/users/${staff.userId}/billing`, { allowed: true });
    expect(granted.statusCode).toBe(204);
    expect((await api('GET', '/api/quotes', undefined, staff)).statusCode).toBe(200);
  });

  it('writes a draft with VAT per rate and the deposit, taking no number yet', async () => {
    const quote = await draft();
    const expected = quoteTotals(request().lines);
    expect(quote).toMatchObject({
      status: 'draft',
      number: null,
      version: 1,
      depositPercent: 30,
      totals: { netCents: 268_650, vatCents: 39_855, grossCents: 308_505 },
    });
    expect(quote.totals).toEqual(expected);
    // 10 % on 1,387.50 € of study and programming, 20 % on the 1,299.00 € processor; the deposit asks 30 % of
    // each base with its VAT: 389.70 + 77.94 and 416.25 + 41.63 (41.625 rounded half up).
    expect(quote.totals.vat.map((row) => [row.ratePercent, row.baseCents, row.vatCents])).toEqual([
      [20, 129_900, 25_980],
      [10, 138_750, 13_875],
    ]);
    expect(quote.deposit).toMatchObject({
      percent: 30,
      netCents: 80_595,
      vatCents: 11_957,
      grossCents: 92_552,
    });
    const list = await api('GET', '/api/quotes');
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: quote.id, status: 'draft', grossCents: 308_505 }),
    );
  });

  it('names the refused field, nested ones included, in the page’s language', async () => {
    const business = await api(
      'POST',
      '/api/quotes',
      request('fr', {
        buyer: { ...request().buyer, buyerType: 'business', company: 'Alpes Habitat' },
      }),
      owner,
      'fr',
    );
    expect(business.statusCode).toBe(400);
    expect(business.json().fields).toEqual({ 'buyer.siren': 'is required for a business in France' });
    const lines = await api(
      'POST',
      '/api/quotes',
      request('fr', {
        lines: [{ ...request().lines[0]!, quantity: 1.234 }],
      }),
    );
    expect(lines.statusCode).toBe(400);
    expect(lines.json().fields).toEqual({ 'lines.0.quantity': 'must have at most two decimals' });
    const unknownMessage = await api(
      'POST',
      '/api/quotes',
      { ...request(), messageId: crypto.randomUUID() },
      owner,
      'fr',
    );
    expect(unknownMessage.statusCode).toBe(400);
    expect(unknownMessage.json()).toMatchObject({
      fields: { messageId: expect.any(String) },
      message: expect.stringMatching(/n’existe plus/),
    });
    const unprintable = await api('POST', '/api/quotes', request('fr', { notes: 'Merci 🙏' }));
    expect(unprintable.statusCode).toBe(400);
    expect(unprintable.json().fields).toHaveProperty('notes');
  });

  it('sends the quote in its language: a number, the PDF kept as sent, the link mailed', async () => {
    const quote = await draft();
    const sent = await send(quote.id);
    expect(sent.number).toMatch(new RegExp(`^D${year}-\\d{4}$`));
    expect(sent.mail.to).toContain('gerard@example.test');
    expect(sent.mail.subject).toBe(`Devis ${sent.number} de ${sampleBusinessSettings.businessName}`);
    expect(sent.mail.text).toContain(`${BASE}/#/quote/${sent.token}`);
    expect(sent.mail.text).toMatch(/3\s085,05\s€ TTC/);
    expect(sent.mail.text).toMatch(/acompte de 30 % \(925,52\s€ TTC\)/);
    const attachment = sent.mail.parsed.attachments[0]!;
    expect(attachment.filename).toBe(`${sent.number}.pdf`);

    const [version] = await t.database.db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quote.id));
    // Only the token's hash is kept, and the mail's payload (the only other copy) is cleared once sent.
    expect(version!.tokenHash).not.toContain(sent.token);
    const payloads = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'quote_sent'));
    expect(JSON.stringify(payloads)).not.toContain(sent.token);

    const view = await publicView(sent.token);
    expect(view).toMatchObject({ number: sent.number, status: 'sent', closed: null, language: 'fr' });
    const pdf = await t.app.inject({ method: 'GET', url: view.pdfUrl });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(version!.pdfSha256);
    expect(Buffer.compare(pdf.rawPayload, Buffer.from(attachment.content))).toBe(0);
    expect((await pdfTextContent(pdf.rawPayload)).text).toContain('Łukowski-Nguyễn');

    const again = await api('POST', `/api/quotes/${quote.id}/send`, undefined, owner, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'quote_status_conflict', status: 'sent' });
  });

  it('records the acceptance with its evidence and tells the owner, once', async () => {
    const quote = await draft();
    const { token, number } = await send(quote.id);
    expect((await accept(token, { name: 'Gérard', accept: false })).statusCode).toBe(400);
    expect((await accept(token, { name: '', accept: true })).statusCode).toBe(400);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      number,
      status: 'accepted',
      acceptedBy: 'Gérard Łukowski-Nguyễn',
    });
    const [version] = await t.database.db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quote.id));
    expect(version).toMatchObject({
      acceptedName: 'Gérard Łukowski-Nguyễn',
      acceptedUserAgent: 'Mozilla/5.0 (test)',
    });
    expect(version!.acceptedIp).toBeTruthy();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, quote.id), eq(auditEvents.action, 'quote_accepted')));
    expect(event!.detail).toMatchObject({ pdfSha256: version!.pdfSha256 });

    await sendQueued();
    const mail = sink.mails.find(
      (candidate) => candidate.subject === `Quote ${number} accepted by Gérard Łukowski-Nguyễn`,
    );
    expect(mail?.to).toContain('owner@example.test');
    expect(mail?.text).toContain(version!.pdfSha256);
    expect(mail?.text).toContain(`${BASE}/user/quotes/${quote.id}`);

    const twice = await accept(token, undefined, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'quote_closed',
      reason: 'accepted',
      message: 'This quote is already accepted.',
    });
    expect((await api('PUT', `/api/quotes/${quote.id}`, request())).statusCode).toBe(409);
    expect((await api('GET', `/api/quotes/${quote.id}`)).json()).toMatchObject({
      status: 'accepted',
      acceptedBy: 'Gérard Łukowski-Nguyễn',
    });
    expect((await publicView(token)).closed).toBe('accepted');
  });

  it('gives ten simultaneous clicks one acceptance', async () => {
    const quote = await draft();
    const { token } = await send(quote.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, quote.id), eq(auditEvents.action, 'quote_accepted')));
    expect(events).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'quote_accepted'), sql`${outbox.payload}->>'quoteId' = ${quote.id}`));
    expect(mails).toHaveLength(1);
  });

  it('voids the old link when a sent quote is revised, and keeps its number', async () => {
    const quote = await draft();
    const first = await send(quote.id);
    const revised = await api('PUT', `/api/quotes/${quote.id}`, request('fr', { depositPercent: 40 }));
    expect(revised.json()).toMatchObject({
      status: 'draft',
      version: 2,
      number: first.number,
      depositPercent: 40,
    });

    const old = await accept(first.token, undefined, 'fr');
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      reason: 'revised',
      message: expect.stringMatching(/remplacée par une version révisée/),
    });
    expect((await publicView(first.token)).closed).toBe('revised');

    const second = await send(quote.id);
    expect(second.number).toBe(first.number);
    expect(second.mail.subject).toBe(
      `Devis ${first.number} (version 2) de ${sampleBusinessSettings.businessName}`,
    );
    expect(second.mail.parsed.attachments[0]!.filename).toBe(`${first.number}-v2.pdf`);
    expect((await accept(first.token)).statusCode).toBe(409);
    expect((await accept(second.token)).statusCode).toBe(200);
  });

  it('refuses an expired quote with the day it expired, and reads it as expired', async () => {
    const quote = await draft({ validUntil: dateInFrance(new Date()) });
    const { token } = await send(quote.id);
    // Time passes: the validity date is now yesterday.
    const yesterday = dateInFrance(new Date(Date.now() - 86_400_000));
    await t.database.db.update(quotes).set({ validUntil: yesterday }).where(eq(quotes.id, quote.id));
    await t.database.db
      .update(quoteVersions)
      .set({
        content: sql`jsonb_set(${quoteVersions.content}, '{validUntil}', to_jsonb(${yesterday}::text))`,
      })
      .where(eq(quoteVersions.quoteId, quote.id));
    const refused = await accept(token, undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'expired',
      message: expect.stringMatching(/^This quote expired on \d+ \w+ \d{4}\./),
    });
    expect((await api('GET', `/api/quotes/${quote.id}`)).json().status).toBe('expired');
    expect((await publicView(token)).status).toBe('expired');
    // Revising it is how the owner sends a new validity date.
    const revised = await api('PUT', `/api/quotes/${quote.id}`, request());
    expect(revised.json()).toMatchObject({ status: 'draft', version: 2 });
  });

  it('takes the decline with its reason and tells the owner', async () => {
    const quote = await draft();
    const { token, number } = await send(quote.id);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/decline`,
      payload: { reason: 'Nous avons choisi un autre installateur.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
    await sendQueued();
    const mail = sink.mails.find((candidate) => candidate.subject === `Quote ${number} declined`);
    expect(mail?.text).toContain('Nous avons choisi un autre installateur.');
    expect((await accept(token)).json().reason).toBe('declined');
  });

  it('numbers sent quotes without gaps, a draft taking no number', async () => {
    const a = await draft();
    await draft(); // never sent
    const b = await draft();
    const first = await send(a.id);
    const second = await send(b.id);
    const sequence = (number: string) => Number(number.split('-')[1]);
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });

  it('answers 404 for an unknown link, and refuses to send with sample seller details', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/quotes/${'a'.repeat(43)}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/n’ouvre aucun devis/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/public/quotes/short/accept',
          payload: { name: 'X Y', accept: true },
        })
      ).statusCode,
    ).toBe(404);
    const quote = await draft();
    const refused = await sampleSeller.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/send`,
      headers: bearer(owner),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('seller_details_missing');
  });
});
