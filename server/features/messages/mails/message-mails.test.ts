import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/language';
import { sampleBusinessSettings } from '../../../config/site-config';
import { confirmationRecipients, idempotencyKeys, messages, outbox } from '../../../db/schema';
import { smtpSender } from '../../../mail/mail-sender';
import { OutboxWorker } from '../../../outbox/outbox-worker';
import { contact, infoRequest, licenceOrder } from '../../../testing/sample-payloads';
import { SmtpSink } from '../../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-database';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '../confirmation-limit';
import { pruneExpiredMessageRecords } from '../message-housekeeping';
import { messageMailRenderers } from './message-mails';

const phishing = 'Your account is locked, sign in at https://phish.example/login';
const order = {
  type: 'driver',
  driverName: 'netatmo-weather-station',
  company: phishing,
  firstName: 'Paul',
  lastName: phishing,
  address: phishing,
  email: 'target@example.test',
  mac: '00-0f-ff-a1-b2-c3',
  hp: '',
};
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`the mails of a message, sent through SMTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    sink.mails.length = 0;
    await t.database.db.delete(outbox);
    await t.database.db.delete(messages);
    await t.database.db.delete(idempotencyKeys);
    await t.database.db.delete(confirmationRecipients);
  });

  const post = async (body: object, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-type': 'application/json', 'content-language': 'en', ...headers },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(202);
  };

  /** Sends everything queued through a real SMTP server and returns what it received. */
  const sendQueued = async (ownerLanguage: Language = 'en') => {
    const worker = new OutboxWorker({
      db: t.database.db,
      sender: smtpSender(sink.url),
      mailFrom: 'Site <site@example.test>',
      renderers: messageMailRenderers({
        db: t.database.db,
        env: {
          MAIL_TO: 'owner@example.test',
          MAIL_TO_LANGUAGE: ownerLanguage,
          HOST: '127.0.0.1',
          PORT: 8080,
        },
        business: sampleBusinessSettings,
      }),
      log: silentLog,
      pollMs: 50,
    });
    await worker.runOnce();
    await worker.stop();
    return {
      owner: sink.mails.filter((mail) => mail.to.includes('owner@example.test')),
      customer: sink.mails.filter((mail) => !mail.to.includes('owner@example.test')),
    };
  };

  const storedOrders = async () =>
    (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.kind, 'licence_order')))[0]
      ?.n;

  describe('content', () => {
    it('writes the owner’s notification in the owner’s language, the confirmation in the visitor’s', async () => {
      await post(licenceOrder, { 'content-language': 'en' });
      const { owner, customer } = await sendQueued('fr');
      expect(owner[0]?.subject).toBe('Commande de licence : Driver station météo Netatmo — Acme Domotique');
      expect(owner[0]?.text).toContain('Envoyez la facture à Paul Durand sous 24 heures');
      expect(owner[0]?.text).toContain('Langue\u00a0: anglais');
      expect(owner[0]?.text).toContain('Adresse MAC\u00a0: 00:0F:FF:A1:B2:C3');
      expect(owner[0]?.html).toContain('<html lang="fr">');
      expect(customer[0]?.subject).toBe('Your licence order: Netatmo weather station driver');
    });

    it('mails a contact message to the owner with every field, Reply-To the sender', async () => {
      await post(contact);
      const { owner } = await sendQueued();
      expect(owner).toHaveLength(1);
      expect(owner[0]?.subject).toBe('Contact message from Jeanne Martin');
      expect(owner[0]?.replyTo).toBe('jeanne@example.org');
      expect(owner[0]?.text).toMatch(
        /^A message arrived through the contact form\.\n\nName: Jeanne Martin\n/,
      );
      expect(owner[0]?.text).toMatch(
        /\n\nMessage:\nWe are renovating a house near Annecy\.\nCould you call me <next week>\?\n\n/,
      );
      // The way to the message in the back office, last.
      const [stored] = await t.database.db.select({ id: messages.id }).from(messages);
      const link = `http://127.0.0.1:8080/#/user/messages/${stored!.id}`;
      expect(owner[0]?.text.trimEnd().endsWith(link)).toBe(true);
      expect(owner[0]?.text).toContain('Open it in the back office');
      expect(owner[0]?.html).toContain(`href="${link}"`);
    });

    it('mails an information request to the owner with the preset message and the language', async () => {
      await post(infoRequest, { 'content-language': 'fr' });
      const { owner, customer } = await sendQueued();
      expect(customer).toHaveLength(0);
      expect(owner[0]?.subject).toBe('App information request from integrator@example.org');
      expect(owner[0]?.replyTo).toBe('integrator@example.org');
      expect(owner[0]?.text).toContain(infoRequest.message);
      expect(owner[0]?.text).toContain('Language: French');
    });

    it('mails a licence order to the owner with every field, and a French confirmation to the customer', async () => {
      await post(licenceOrder, { 'content-language': 'fr' });
      const { owner, customer } = await sendQueued();
      expect(owner[0]?.subject).toBe('Licence order: Netatmo weather station driver — Acme Domotique');
      expect(owner[0]?.replyTo).toBe('paul@acme.example');
      for (const value of [
        'Licence: Netatmo weather station driver (netatmo-weather-station)',
        'Price: €50.00 excl. VAT',
        'Company: Acme Domotique',
        'First name: Paul',
        'Last name: Durand',
        'Address: 3 place Bellecour\n69002 Lyon',
        'E-mail: paul@acme.example',
        'MAC address: 00:0F:FF:A1:B2:C3',
      ]) {
        expect(owner[0]?.text).toContain(value);
      }
      expect(customer[0]?.subject).toBe('Votre commande de licence : Driver station météo Netatmo');
      expect(customer[0]?.replyTo).toBe('owner@example.test');
      expect(customer[0]?.text).toMatch(
        /^Bonjour,\n\nMerci pour votre commande d’une licence du driver station météo Netatmo \(50,00/,
      );
      expect(customer[0]?.text).toContain(
        'sous 24 heures une facture avec les coordonnées pour la régler par virement',
      );
      expect(customer[0]?.text).toMatch(
        /Votre commande\u00a0:\nNuméro de commande\u00a0: \d+\nLicence\u00a0: Driver station météo Netatmo\n/,
      );
      expect(customer[0]?.text).toContain('Adresse MAC du processeur\u00a0: 00:0F:FF:A1:B2:C3');
      expect(customer[0]?.text).toContain(`Bien cordialement,\n${sampleBusinessSettings.ownerName}\n`);
      expect(customer[0]?.parsed.html).toContain('lang="fr"');
    });

    it('writes the customer’s confirmation in English for an English visitor', async () => {
      await post({ ...licenceOrder, driverName: 'velux-klf200-gateway' });
      const { customer } = await sendQueued();
      expect(customer[0]?.subject).toBe('Your licence order: Velux KLF 200 gateway driver');
      expect(customer[0]?.text).toContain(
        'Within 24 hours you will receive an invoice with the details for paying it by bank transfer',
      );
      expect(customer[0]?.text).toContain('€250.00 excl. VAT');
    });
  });

  describe('the licence order confirmation', () => {
    it('quotes nothing the visitor typed but the MAC address, and greets without the typed name', async () => {
      await post(order);
      const { owner, customer } = await sendQueued();
      expect(customer).toHaveLength(1);
      const [confirmation] = customer;
      expect(confirmation?.to).toEqual(['target@example.test']);
      for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) {
        expect(part).not.toContain('phish.example');
      }
      expect(confirmation?.text).toMatch(/^Hello,\n/);
      expect(confirmation?.text).not.toContain('Paul');
      expect(confirmation?.text).toContain('00:0F:FF:A1:B2:C3');
      expect(confirmation?.text).toContain('Netatmo weather station driver');
      expect(confirmation?.text).toContain('€50.00 excl. VAT');
      // The owner still sees everything that was typed.
      expect(owner[0]?.text).toContain(phishing);
    });

    it(`sends at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations to one address, whatever its case, and still stores and notifies every order`, async () => {
      const spellings = [
        'target@example.test',
        'Target@Example.test',
        'TARGET@EXAMPLE.TEST',
        'target@example.TEST',
      ];
      for (const email of spellings) await post({ ...order, email });
      await post({ ...order, email: 'someone.else@example.test' });

      const { owner, customer } = await sendQueued();
      expect(await storedOrders()).toBe(5);
      expect(owner).toHaveLength(5);
      // The owner is told which order had no confirmation, and why.
      const unconfirmed = owner.filter((mail) => mail.text.includes('check that this order is genuine'));
      expect(unconfirmed).toHaveLength(1);
      expect(unconfirmed[0]?.text).toContain(
        `already received ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} order confirmations in the last 24 hours`,
      );
      expect(owner.filter((mail) => mail.text.includes('they have been told so'))).toHaveLength(4);
      expect(customer.map((mail) => mail.to[0]?.toLowerCase()).sort()).toEqual([
        'someone.else@example.test',
        'target@example.test',
        'target@example.test',
        'target@example.test',
      ]);
    });

    it('holds the limit when orders to one address arrive at the same time', async () => {
      await Promise.all(Array.from({ length: 8 }, () => post(order)));
      const { owner, customer } = await sendQueued();
      expect(owner).toHaveLength(8);
      expect(customer).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    });

    it('does not count a replayed Idempotency-Key as another confirmation', async () => {
      for (let i = 0; i < 4; i += 1) await post(order, { 'idempotency-key': 'order-key-0001' });
      await post({ ...order, mac: '00:0F:FF:A1:B2:C4' });
      const { customer } = await sendQueued();
      expect(customer).toHaveLength(2);
    });

    it('confirms again once the earlier confirmations are older than 24 hours', async () => {
      for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS_PER_DAY; i += 1) await post(order);
      await t.database.db.update(confirmationRecipients).set({
        recentSends: sql`array[now() - interval '25 hours', now() - interval '24 hours 1 minute', now() - interval '2 hours']`,
      });
      await post(order);
      await post(order);
      const { owner, customer } = await sendQueued();
      expect(owner).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
      // Two places were free again: the two older than 24 hours.
      expect(customer).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
    });

    it('forgets an address whose last confirmation is older than 24 hours when pruning', async () => {
      await post(order);
      await post({ ...order, email: 'recent@example.test' });
      await t.database.db
        .update(confirmationRecipients)
        .set({ recentSends: sql`array[now() - interval '25 hours']` })
        .where(eq(confirmationRecipients.address, 'target@example.test'));
      await pruneExpiredMessageRecords(t.database.db);
      const left = await t.database.db.select().from(confirmationRecipients);
      expect(left.map((row) => row.address)).toEqual(['recent@example.test']);
    });
  });
});
