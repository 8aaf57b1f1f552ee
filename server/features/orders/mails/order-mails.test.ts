import type { Language } from '../../../../shared/language';
import { verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGE_HEADER } from '../../../../shared/message-payloads';
import { ORDER_PAGE_HASH_PREFIX } from '../../../../shared/order-link';
import { sampleBusinessSettings } from '../../../config/site-config';
import { orders } from '../../../db/schema';
import { sampleLegalDetails } from '../../../config/legal-details';
import { smtpSender } from '../../../mail/mail-sender';
import { OutboxWorker } from '../../../outbox/outbox-worker';
import { bearer, createAccount } from '../../../testing/accounts';
import { newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { licenceOrder } from '../../../testing/sample-payloads';
import { SmtpSink } from '../../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { messageMailRenderers } from '../../messages';
import { invoiceReminderTask } from '../reminders/invoice-reminders';
import { orderMailRenderers } from './order-mails';
import { dateInFrance } from '../../../../shared/date-in-france';

const BASE = 'https://www.example.com';
/** Paid today, by transfer, as the owner records most payments. */
const paidToday = () => ({
  paidOn: dateInFrance(new Date()),
  means: 'sepa_credit_transfer',
});
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`an order's mails over SMTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  const sink = new SmtpSink();
  const signer = newLicenceSigner();
  const env = {
    MAIL_TO: 'owner@example.test',
    MAIL_TO_LANGUAGE: 'en' as const,
    PUBLIC_BASE_URL: BASE,
    HOST: '127.0.0.1',
    PORT: 8080,
    PAYMENT_LINK_TEMPLATE: 'https://pay.example.com/checkout?amount={amount}&ref={invoice}',
  };

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({
      env: { PUBLIC_BASE_URL: BASE, MESSAGES_RATE_LIMIT: '1000' },
      licenceKey: readyLicenceKey(signer),
    });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  /** Sends what the outbox holds, rendered by a server started with `env` (or without a payment link). */
  async function sendQueued(
    settings: Omit<typeof env, 'PAYMENT_LINK_TEMPLATE'> & { PAYMENT_LINK_TEMPLATE?: string } = env,
  ) {
    const worker = new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: {
        ...messageMailRenderers({ db: t.database.db, env: settings, business: sampleBusinessSettings }),
        ...orderMailRenderers({
          db: t.database.db,
          env: settings,
          business: sampleBusinessSettings,
          legalSource: { db: t.database.db, file: sampleLegalDetails, paymentTermDays: 30 },
        }),
      },
      log: silentLog,
      pollMs: 50,
    });
    await worker.runOnce();
  }
  const mailTo = (address: string, subject: RegExp) => {
    const mail = sink.mails.find(
      (candidate) => candidate.to.includes(address) && subject.test(candidate.subject),
    );
    if (!mail)
      throw new Error(
        `no mail to ${address} matching ${subject}: ${sink.mails.map((m) => m.subject).join(' | ')}`,
      );
    return mail;
  };

  /** The order page's token of the link a mail gives under `label`. */
  const pageLinkIn = (text: string, label: string) => {
    const link = new RegExp(
      `${label}[^\\n]*\\n?\\s*${BASE}/${ORDER_PAGE_HASH_PREFIX}([A-Za-z0-9_-]{43})`,
    ).exec(text);
    expect(link, text).not.toBeNull();
    return link![1]!;
  };

  async function order(language: Language, email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { [MESSAGE_LANGUAGE_HEADER]: language },
      payload: { ...licenceOrder, email },
    });
    const [row] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.messageId, response.json().id as string));
    return row!.id;
  }
  const act = (id: string, action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/${action}`,
      headers: bearer(owner),
      payload,
    });

  it('mails the confirmation with the order page link, the invoice with its PDF, then the licence (English)', async () => {
    const id = await order('en', 'buyer@example.test');
    await sendQueued();
    const confirmation = mailTo('buyer@example.test', /Your licence order/);
    const link = new RegExp(`${BASE}/${ORDER_PAGE_HASH_PREFIX}([A-Za-z0-9_-]{43})`).exec(confirmation.text);
    expect(link).not.toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/api/order-tracking/${link![1]}` });
    expect(page.json()).toMatchObject({ status: 'new', locale: 'en' });

    await act(id, 'send-invoice');
    await sendQueued();
    const invoice = mailTo('buyer@example.test', /^Invoice F\d{4}-\d{4}/);
    expect(invoice.text).toContain('€60.00');
    expect(invoice.text).toContain(sampleLegalDetails.iban);
    expect(invoice.text).toMatch(/https:\/\/pay\.example\.com\/checkout\?amount=60\.00&ref=F\d{4}-\d{4}/);
    const [pdf] = invoice.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toMatch(/^F\d{4}-\d{4}\.pdf$/);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Each mail carries a link of its own to the order's page, which opens it like the confirmation's.
    const invoiceLink = pageLinkIn(invoice.text, 'Follow your order');
    expect(invoiceLink).not.toBe(link![1]);
    const fromInvoice = await t.app.inject({ method: 'GET', url: `/api/order-tracking/${invoiceLink}` });
    expect(fromInvoice.json()).toMatchObject({ status: 'invoiced', locale: 'en' });

    await act(id, 'mark-paid', paidToday());
    await sendQueued();
    const licence = mailTo('buyer@example.test', /^Your licence: /);
    expect(licence.text).toContain('Thank you for your payment.');
    const fromLicence = await t.app.inject({
      method: 'GET',
      url: `/api/order-tracking/${pageLinkIn(licence.text, 'Follow your order')}`,
    });
    expect(fromLicence.json()).toMatchObject({ status: 'licence_sent' });
    expect(licence.text).toContain(
      'In Control4 Composer Pro, select the Netatmo weather station driver in your project',
    );
    expect(licence.text).not.toMatch(/driver driver/i);
    const [file, receipt] = licence.parsed.attachments;
    expect(file?.filename).toBe('netatmo-weather-station-000FFFA1B2C3.lic');
    expect(licence.text).toContain('The receipt of your payment is attached too.');
    expect(receipt?.filename).toMatch(/^receipt-F\d{4}-\d{4}\.pdf$/);
    expect(receipt?.contentType).toBe('application/pdf');
    const [payload, signature] = file!.content.toString('ascii').split('.');
    expect(
      verify(
        'sha256',
        Buffer.from(payload!, 'ascii'),
        signer.publicKey,
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
  });

  it('writes to a French customer in French, and sends the credit note when an invoiced order is cancelled', async () => {
    const id = await order('fr', 'client@example.test');
    await act(id, 'send-invoice');
    await sendQueued();
    const invoice = mailTo('client@example.test', /^Facture F\d{4}-\d{4}/);
    expect(invoice.subject).toMatch(/ : licence du driver station météo Netatmo$/);
    expect(invoice.text).toContain('60,00\u00a0€');
    expect(invoice.text).toContain('Dès réception du paiement');
    expect(invoice.text).toContain('Payer en ligne');
    expect(invoice.text).toContain('Ou payez par virement bancaire');
    const fromInvoice = await t.app.inject({
      method: 'GET',
      url: `/api/order-tracking/${pageLinkIn(invoice.text, 'Suivre votre commande')}`,
    });
    expect(fromInvoice.json()).toMatchObject({ status: 'invoiced', locale: 'fr' });

    await act(id, 'cancel');
    await sendQueued();
    const cancelled = mailTo('client@example.test', /^Commande annulée/);
    expect(cancelled.text).toMatch(/l’avoir A\d{4}-\d{4}, qui annule la facture F\d{4}-\d{4}/);
    expect(cancelled.parsed.attachments[0]?.filename).toMatch(/^A\d{4}-\d{4}\.pdf$/);
  });

  it('offers the transfer plainly when invoices carry no payment link, never an “Or” with nothing before it', async () => {
    const { PAYMENT_LINK_TEMPLATE: _link, ...withoutLink } = env;
    for (const [language, heading, or] of [
      ['en', 'Pay by bank transfer', 'Or pay'],
      ['fr', 'Payez par virement bancaire', 'Ou payez'],
    ] as const) {
      const id = await order(language, `transfer-${language}@example.test`);
      await act(id, 'send-invoice');
      await sendQueued(withoutLink);
      const invoice = mailTo(`transfer-${language}@example.test`, /^(Invoice|Facture) F\d{4}-\d{4}/);
      expect(invoice.text).toContain(heading);
      expect(invoice.text).not.toContain(or);
      expect(invoice.text).not.toMatch(/pay\.example\.com|Pay online|Payer en ligne/);
    }
  });

  it('mails a re-issued licence as the one that replaces the licence for the old processor, in French', async () => {
    const id = await order('fr', 'moved@example.test');
    await act(id, 'send-invoice');
    await act(id, 'mark-paid', paidToday());
    await sendQueued();
    const first = mailTo('moved@example.test', /^Votre licence : /);
    expect(first.text).toContain('Merci pour votre paiement.');
    expect(first.text).toContain('sélectionnez le driver station météo Netatmo dans votre projet');

    expect((await act(id, 'reissue-licence', { mac: 'a4:5e:60:01:02:03' })).statusCode).toBe(200);
    await sendQueued();
    const second = mailTo('moved@example.test', /^Votre nouvelle licence : Driver station météo Netatmo$/);
    expect(second.text).not.toContain('Merci pour votre paiement');
    expect(second.text).toContain(
      'Vous trouverez ci-joint votre nouvelle licence du driver station météo Netatmo, pour le processeur domotique d’adresse MAC A45E60010203. Elle remplace la licence pour 000FFFA1B2C3, désormais révoquée.',
    );
    expect(second.parsed.attachments[0]?.filename).toBe('netatmo-weather-station-A45E60010203.lic');
  });

  it('mails a refund with its credit note, saying what became of the licence', async () => {
    for (const [language, licence, said] of [
      ['fr', 'revoke', 'La licence pour le processeur 000FFFA1B2C3 est révoquée'],
      ['en', 'keep', 'You keep the licence for the processor 000FFFA1B2C3: it remains valid.'],
    ] as const) {
      const email = `refund-${language}@example.test`;
      const id = await order(language, email);
      await act(id, 'send-invoice');
      await act(id, 'mark-paid', paidToday());
      expect((await act(id, 'refund', { licence })).statusCode).toBe(200);
      await sendQueued();
      const mail = mailTo(
        email,
        /^(Remboursement : licence du driver station météo Netatmo|Refund: Netatmo weather station driver licence)$/,
      );
      expect(mail.text).toContain(said);
      expect(mail.text).toMatch(
        language === 'fr'
          ? /Nous vous remboursons les 60,00\s€ réglés pour votre licence du driver station météo Netatmo\. Vous trouverez ci-joint l’avoir A\d{4}-\d{4}, qui annule la facture F\d{4}-\d{4}\./
          : /We are refunding the €60\.00 you paid for your licence for the Netatmo weather station driver\. Attached is credit note A\d{4}-\d{4}, which cancels invoice F\d{4}-\d{4}\./,
      );
      expect(mail.parsed.attachments[0]?.filename).toMatch(/^A\d{4}-\d{4}\.pdf$/);
    }
  });

  it('reminds the owner of an order still waiting for its invoice, with a link to it', async () => {
    const id = await order('en', 'late@example.test');
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 21 * 3600_000) })
      .where(eq(orders.id, id));
    await invoiceReminderTask(t.database.db).run();
    await sendQueued();
    const reminder = mailTo('owner@example.test', /^Invoice still to send/);
    expect(reminder.text).toContain(`${BASE}/user/orders/${id}`);
  });
});
