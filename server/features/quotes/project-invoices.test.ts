import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateInFrance } from '../../../shared/date-in-france';
import type { Language } from '../../../shared/language';
import { projectInvoiceContentSchema } from '../../../shared/project-invoice-content';
import type {
  CreateQuoteRequest,
  PublicQuoteView,
  QuoteDetails,
  QuoteListItem,
} from '../../../shared/quote-schemas';
import { sampleBusinessSettings } from '../../config/site-config';
import { invoices, quotes } from '../../db/schema';
import { smtpSender } from '../../mail/mail-sender';
import { OutboxWorker } from '../../outbox/outbox-worker';
import { bearer, createAccount } from '../../testing/accounts';
import { camt053Statement } from '../../testing/camt053-statement';
import { einvoicingErrors } from '../../testing/einvoicing-validation';
import { pdfTextContent } from '../../testing/pdf-text-content';
import { SmtpSink } from '../../testing/smtp-sink';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { newLicenceSigner, readyLicenceKey } from '../../testing/licences';
import { projectInvoiceXml } from './project-invoice-document';
import { quoteMailRenderers } from './quote-mails';

const BASE = 'https://www.example.com';
const WEBHOOK_SECRET = 'whsec_test_projects';
const today = dateInFrance(new Date());
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Programming and study at 10 % (a home over two years old), the processor at 20 %, a 5 % discount. */
const request = (language: Language, overrides: Partial<CreateQuoteRequest> = {}): CreateQuoteRequest => ({
  language,
  buyer: {
    buyerType: 'business',
    company: 'Résidence Les Cèdres',
    firstName: 'Gérard',
    lastName: 'Évian',
    email: 'gerard@example.test',
    address: '4 quai Baron de Blonay',
    postcode: '74500',
    city: 'Évian-les-Bains',
    country: 'FR',
    siren: '732829320',
  },
  lines: [
    {
      description: 'Étude et plans',
      quantity: 1,
      unit: 'flat_rate',
      unitPriceCents: 45_000,
      vatRatePercent: 10,
    },
    { description: 'Programmation', quantity: 12.5, unit: 'hour', unitPriceCents: 7_500, vatRatePercent: 10 },
    {
      description: 'Processeur CORE 3',
      quantity: 1,
      unit: 'unit',
      unitPriceCents: 129_900,
      vatRatePercent: 20,
    },
  ],
  discountPercent: 5,
  ...overrides,
});

describe(`a project's deposit and final invoices (${testDatabaseKind})`, () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let owner: { accessToken: string; userId: string };
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      env: {
        PUBLIC_BASE_URL: BASE,
        STRIPE_SECRET_KEY: 'sk_test_projects',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.url,
        STRIPE_WEBHOOK_RATE_LIMIT: '10000/minute',
        ORDER_TRACKING_RATE_LIMIT: '10000/minute',
      },
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
    await standIn?.stop();
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
    await new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: quoteMailRenderers({ db: t.database.db, env, business: sampleBusinessSettings }),
      log: silentLog,
      pollMs: 50,
    }).runOnce();
  }

  const api = (method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...bearer(owner), 'accept-language': language } });
  const publicView = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/quotes/${token}` })).json<PublicQuoteView>();
  const tokenIn = (text: string) => /#\/quote\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  /** Sends a quote; the customer's link, read from the mail that carries it. */
  async function sendAndReadLink(quoteId: string) {
    const sent = await api('POST', `/api/quotes/${quoteId}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    await sendQueued();
    const { number } = sent.json<{ number: string }>();
    const mail = sink.mails.find(
      (candidate) => candidate.parsed.attachments[0]?.filename === `${number}.pdf`,
    );
    expect(mail, sink.mails.map((candidate) => candidate.subject).join(' | ')).toBeDefined();
    sink.mails.length = 0;
    return tokenIn(mail!.text)!;
  }

  /** Writes, sends and has the customer accept a quote; returns it with the customer's link. */
  async function acceptedQuote(language: Language, overrides: Partial<CreateQuoteRequest> = {}) {
    const created = await api('POST', '/api/quotes', request(language, overrides));
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<QuoteDetails>();
    const token = await sendAndReadLink(quote.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: { name: 'Gérard Évian', accept: true },
      headers: { 'user-agent': 'Mozilla/5.0 (test)' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { quote, token };
  }
  const documentsOf = (quoteId: string) =>
    t.database.db.select().from(invoices).where(eq(invoices.quoteId, quoteId)).orderBy(invoices.issuedAt);

  for (const language of ['fr', 'en'] as const)
    it(`runs from acceptance to paid: deposit by transfer, final invoice by card (${language})`, async () => {
      const { quote, token } = await acceptedQuote(language);

      // The deposit invoice is issued with the acceptance and mailed with the transfer details and the PDF.
      const [deposit] = await documentsOf(quote.id);
      expect(deposit).toMatchObject({ stage: 'deposit', kind: 'invoice', orderId: null });
      const depositContent = projectInvoiceContentSchema.parse(deposit!.content);
      // 30 % of each rate's base after the 5 % discount, with that rate's VAT.
      expect(depositContent.totals.grossCents).toBe(quote.deposit.grossCents);
      expect(depositContent.rates.map((rate) => rate.ratePercent)).toEqual([20, 10]);
      await sendQueued();
      const mail = sink.mails.find((candidate) => candidate.subject.includes(deposit!.number))!;
      expect(mail, sink.mails.map((candidate) => candidate.subject).join(' | ')).toBeDefined();
      expect(mail.parsed.attachments[0]?.filename).toBe(`${deposit!.number}.pdf`);
      expect(mail.text).toContain(language === 'fr' ? 'Bénéficiaire' : 'Beneficiary');
      expect(tokenIn(mail.text)).toBe(token);
      const pdfText = (await pdfTextContent(deposit!.pdf)).text;
      expect(pdfText).toContain(language === 'fr' ? 'FACTURE D’ACOMPTE' : 'DEPOSIT INVOICE');

      // The project page shows the step, the document and how to pay it.
      let view = await publicView(token);
      expect(view.project?.steps.slice(0, 3)).toEqual([
        { key: 'accepted', on: today },
        { key: 'deposit_invoiced', on: today },
        { key: 'deposit_paid', on: null },
      ]);
      expect(view.project?.payment).toMatchObject({
        invoiceNumber: deposit!.number,
        amountCents: quote.deposit.grossCents,
        payByCard: true,
      });
      expect(view.project?.payment?.qrSvg).toContain('<svg');
      const pdf = await t.app.inject({ method: 'GET', url: view.project!.documents[0]!.pdfUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(
        ((await api('GET', '/api/quotes')).json() as QuoteListItem[]).find((row) => row.id === quote.id)
          ?.needsAction,
      ).toBe('deposit_unpaid');

      // A camt.053 statement pays the deposit.
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/bank-statements?fileName=releve.xml',
        headers: { 'content-type': 'application/xml', ...bearer(owner) },
        payload: camt053Statement({
          amountCents: quote.deposit.grossCents,
          debtor: 'RESIDENCE LES CEDRES',
          text: `VIR ${deposit!.number} ACOMPTE`,
          reference: `DEP-${deposit!.number}`,
          day: today,
        }),
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ matched: 1, unmatched: 0 });
      const [paid] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(paid!.depositPaidOn).toBe(today);
      expect(
        ((await api('GET', '/api/quotes')).json() as QuoteListItem[]).find((row) => row.id === quote.id)
          ?.needsAction,
      ).toBe('final_invoice');

      // The work is done: the final invoice deducts the deposit.
      const final = await api('POST', `/api/quotes/${quote.id}/final-invoice`, undefined, language);
      expect(final.statusCode, final.body).toBe(200);
      const details = final.json<QuoteDetails>();
      const finalSummary = details.invoices.find((document) => document.kind === 'final')!;
      expect(finalSummary.dueCents).toBe(quote.totals.grossCents - quote.deposit.grossCents);
      expect(details.invoices.find((document) => document.kind === 'deposit')?.status).toBe('paid');
      expect((await api('POST', `/api/quotes/${quote.id}/final-invoice`)).statusCode).toBe(409);
      await sendQueued();
      const finalMail = sink.mails.find((candidate) => candidate.subject.includes(finalSummary.number))!;
      expect(finalMail).toBeDefined();
      // Its link is one of its own, opening the same project.
      const finalToken = tokenIn(finalMail.text)!;
      expect(finalToken).not.toBe(token);
      view = await publicView(finalToken);
      expect(view.project?.payment?.invoiceNumber).toBe(finalSummary.number);

      // Paid by card from the project page: Stripe Checkout, then its signed webhook.
      const pay = await t.app.inject({ method: 'POST', url: `/api/public/quotes/${token}/pay` });
      expect(pay.statusCode, pay.body).toBe(200);
      const sessionId = /\/checkout\/(cs_test_\w+)$/.exec(pay.json<{ url: string }>().url)![1]!;
      const session = standIn.sessions.get(sessionId)!;
      expect(session.amount_total).toBe(finalSummary.dueCents);
      expect(session.success_url).toBe(`${BASE}/#/quote/${token}?payment=card`);
      const { payload, signature } = await standIn.pay(sessionId);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
      expect(hook.statusCode, hook.body).toBe(200);
      view = await publicView(token);
      expect(view.project?.steps.at(-1)).toEqual({ key: 'paid', on: today });
      expect(view.project?.payment).toBeNull();
      expect(
        ((await api('GET', '/api/quotes')).json() as QuoteListItem[]).find((row) => row.id === quote.id)
          ?.needsAction,
      ).toBeNull();

      // Both documents are in the register; the final one counts only what it adds to the deposit.
      const register = await api('GET', `/api/invoices/register?from=${today}&to=${today}`);
      const rows = (register.json() as { rows: { number: string; totalInclVatCents: number }[] }).rows;
      const sum = (number: string) =>
        rows.filter((row) => row.number === number).reduce((total, row) => total + row.totalInclVatCents, 0);
      expect(sum(deposit!.number)).toBe(quote.deposit.grossCents);
      expect(sum(finalSummary.number)).toBe(finalSummary.grossCents - quote.deposit.grossCents);
    });

  it('issues deposit, final and credit notes that validate with zero errors, to the cent', async () => {
    const { quote } = await acceptedQuote('fr');
    expect((await api('POST', `/api/quotes/${quote.id}/final-invoice`)).statusCode).toBe(200);
    const [deposit, final] = await documentsOf(quote.id);
    // The final invoice cannot be paid twice over: cancel it with a credit note, then issue it again.
    const credited = await api('POST', `/api/quotes/${quote.id}/invoices/${final!.number}/credit-note`);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(
      (await api('POST', `/api/quotes/${quote.id}/invoices/${final!.number}/credit-note`)).statusCode,
    ).toBe(409);
    const documents = await documentsOf(quote.id);
    expect(documents.map((row) => [row.stage, row.kind])).toEqual([
      ['deposit', 'invoice'],
      ['final', 'invoice'],
      ['final', 'credit_note'],
    ]);
    for (const row of documents) {
      const content = projectInvoiceContentSchema.parse(row.content);
      expect(await einvoicingErrors(projectInvoiceXml(content)), row.number).toEqual({
        xsd: [],
        facturX: [],
        en16931: [],
        brFr: [],
      });
    }
    const finalContent = projectInvoiceContentSchema.parse(final!.content);
    expect(finalContent.totals.grossCents).toBe(quote.totals.grossCents);
    expect(finalContent.dueCents).toBe(quote.totals.grossCents - quote.deposit.grossCents);
    expect(finalContent.deposit?.number).toBe(deposit!.number);
  });

  it('gives ten simultaneous acceptances one deposit invoice, numbers without gaps', async () => {
    const created = await api('POST', '/api/quotes', request('en'));
    const quote = created.json<QuoteDetails>();
    const token = await sendAndReadLink(quote.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/public/quotes/${token}/accept`,
          payload: { name: 'Gérard Évian', accept: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const deposits = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.quoteId, quote.id), eq(invoices.stage, 'deposit')));
    expect(deposits).toHaveLength(1);
    const numbers = (await t.database.db.select({ number: invoices.number }).from(invoices))
      .map((row) => row.number)
      .filter((number) => number.startsWith('F'))
      .map((number) => Number(number.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('asks no deposit at 0 %: no deposit invoice, the final invoice asks the whole', async () => {
    const { quote, token } = await acceptedQuote('en', { depositPercent: 0 });
    expect(await documentsOf(quote.id)).toHaveLength(0);
    expect((await publicView(token)).project?.steps.map((step) => step.key)).toEqual([
      'accepted',
      'work_done',
      'final_invoiced',
      'paid',
    ]);
    const final = (await api('POST', `/api/quotes/${quote.id}/final-invoice`)).json<QuoteDetails>();
    expect(final.invoices[0]).toMatchObject({ kind: 'final', dueCents: quote.totals.grossCents });
  });

  it('refuses the final invoice of a quote not accepted', async () => {
    const created = (await api('POST', '/api/quotes', request('fr'))).json<QuoteDetails>();
    const refused = await api('POST', `/api/quotes/${created.id}/final-invoice`, undefined, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Seul un devis accepté peut être facturé.');
  });
});
