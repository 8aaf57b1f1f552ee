import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSender } from '../../../mail/mail-sender';
import { SmtpSink } from '../../../testing/smtp-sink';
import { ownerNotification } from './owner-notification';
import type { StoredMessage } from './stored-message';

const markup = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
const headerInjection = 'Jeanne\r\nBcc: victim@example.test\r\nX-Injected: yes';

function contactFrom(name: string, message: string): StoredMessage {
  return {
    id: '6f1c0e2a-0000-4000-8000-000000000001',
    kind: 'contact',
    language: 'fr',
    email: 'visitor@example.test',
    payload: { type: 'contact', name, email: 'visitor@example.test', message, hp: '' },
    createdAt: new Date('2026-11-22T06:00:00Z'),
  };
}

describe.each(['en', 'fr'] as const)('owner notification (owner in %s)', (language) => {
  it('escapes what the visitor typed in the HTML body, and keeps it as typed in the text body', () => {
    const mail = ownerNotification(contactFrom(markup, markup), { mailTo: 'owner@example.test', language });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(markup);
    expect(mail.replyTo).toBe('visitor@example.test');
  });

  it('keeps the subject on one line when the typed name holds line breaks and a header', () => {
    const mail = ownerNotification(contactFrom(headerInjection, 'Hello'), {
      mailTo: 'owner@example.test',
      language,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Jeanne Bcc: victim@example.test X-Injected: yes');
  });
});

describe('owner notification of a licence order', () => {
  it('lists the buyer’s invoicing details as typed, the country named in the owner’s language', () => {
    const order: StoredMessage = {
      id: '6f1c0e2a-0000-4000-8000-000000000002',
      kind: 'licence_order',
      language: 'en',
      email: 'j.mueller@haustechnik.example',
      payload: {
        type: 'driver',
        driverName: 'risco-alarm',
        company: 'Haustechnik Müller GmbH',
        firstName: 'Jürgen',
        lastName: 'Müller',
        address: 'Königstraße 12',
        postcode: '70173',
        city: 'Stuttgart',
        country: 'DE',
        buyerType: 'business',
        vatNumber: 'DE123456789',
        email: 'j.mueller@haustechnik.example',
        mac: '00:0F:FF:12:34:56',
        hp: '',
      },
      createdAt: new Date('2026-11-22T06:00:00Z'),
      ordered: { title: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' }, priceExclVatCents: 25_000 },
    };
    const french = ownerNotification(order, { mailTo: 'owner@example.test', language: 'fr' }).text;
    // French puts a no-break space before the colon.
    for (const line of [
      /Code postal et ville\s:\s70173 Stuttgart/,
      /Pays\s:\sAllemagne/,
      /Commande en tant que\s:\sentreprise/,
      /N° de TVA\s:\sDE123456789/,
    ])
      expect(french).toMatch(line);
    const english = ownerNotification(order, { mailTo: 'owner@example.test', language: 'en' }).text;
    expect(english).toContain('Country: Germany');
    expect(english).toContain('Ordering as: a business');
  });
});

describe.each(['en', 'fr'] as const)(
  'owner notification of an individual’s order (owner in %s)',
  (language) => {
    it('names the person in the subject and lists no empty company', () => {
      const order: StoredMessage = {
        id: '6f1c0e2a-0000-4000-8000-000000000003',
        kind: 'licence_order',
        language: 'fr',
        email: 'gerard@example.test',
        payload: {
          type: 'driver',
          driverName: 'risco-alarm',
          company: '',
          firstName: 'Gérard',
          lastName: 'Martin',
          address: '4 quai Baron de Blonay',
          postcode: '74500',
          city: 'Évian-les-Bains',
          country: 'FR',
          buyerType: 'individual',
          email: 'gerard@example.test',
          mac: '00:0F:FF:12:34:56',
          hp: '',
        },
        createdAt: new Date('2026-11-22T06:00:00Z'),
        ordered: {
          title: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
          priceExclVatCents: 25_000,
        },
      };
      const mail = ownerNotification(order, { mailTo: 'owner@example.test', language });
      expect(mail.subject).toMatch(/ — Gérard Martin$/);
      expect(mail.text).not.toMatch(/^(Company|Société)\s?:/m);
      expect(mail.text).toMatch(/Gérard/);
    });
  },
);

describe('owner notification through SMTP', () => {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it('sends one mail to the owner only, with no header made of the typed name', async () => {
    const sender = smtpSender(sink.url);
    const mail = ownerNotification(contactFrom(headerInjection, 'Hello'), {
      mailTo: 'owner@example.test',
      language: 'en',
    });
    await sender.send({ from: 'Site <site@example.test>', ...mail, messageId: '<header-test@example.test>' });
    sender.close();

    const [received] = await sink.waitFor((mails) => mails.length === 1);
    expect(received?.to).toEqual(['owner@example.test']);
    expect(received?.parsed.headers.has('bcc')).toBe(false);
    expect(received?.parsed.headers.has('x-injected')).toBe(false);
    const headerSection = received?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headerSection).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(received?.subject).toBe('Contact message from Jeanne Bcc: victim@example.test X-Injected: yes');
  });
});
