import type { Language } from '../../../../shared/language';
import { describe, expect, it } from 'vitest';
import { sampleBusinessSettings } from '../../../config/site-config';
import { customerConfirmation } from './customer-confirmation';
import type { StoredMessage } from './stored-message';

const phishing = 'Your account is locked: https://phish.example/login';

function orderIn(language: Language): StoredMessage {
  return {
    id: '6f1c0e2a-0000-4000-8000-000000000002',
    kind: 'licence_order',
    language,
    email: 'target@example.test',
    payload: {
      type: 'driver',
      driverName: 'netatmo-weather-station',
      company: phishing,
      firstName: `Dear customer. ${phishing}`,
      lastName: phishing,
      address: `${phishing}\nCall +33 1 00 00 00 00`,
      email: 'target@example.test',
      mac: '00:0F:FF:A1:B2:C3',
      hp: '',
    },
    createdAt: new Date('2026-11-22T06:00:00Z'),
    ordered: {
      title: { en: 'Netatmo weather station driver', fr: 'Driver station météo Netatmo' },
      priceExclVatCents: 5000,
    },
  };
}

describe.each([
  ['en', 'Hello,', 'Netatmo weather station driver', '€50.00 excl. VAT'],
  ['fr', 'Bonjour,', 'Driver station météo Netatmo', '50,00'],
] as const)('customer confirmation in %s', (language, greeting, title, price) => {
  const mail = customerConfirmation(orderIn(language), {
    mailTo: 'owner@example.test',
    business: sampleBusinessSettings,
    paymentLink: false,
  });

  it('quotes nothing the visitor typed but the MAC address', () => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('Dear customer');
      expect(part).not.toContain('+33 1 00 00 00 00');
    }
    expect(mail.text).toContain('00:0F:FF:A1:B2:C3');
  });

  it('greets without a name and takes the driver and its price from the order', () => {
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.subject).toContain(title);
    expect(mail.text).toContain(price);
    expect(mail.to).toBe('target@example.test');
    expect(mail.replyTo).toBe('owner@example.test');
  });
});

describe('a driver title the owner typed', () => {
  it('is text in the mail, never markup', () => {
    const hostile = '<img src=x onerror=alert(1)> Shelly & "relays"';
    const mail = customerConfirmation(
      { ...orderIn('en'), ordered: { title: { en: hostile, fr: hostile }, priceExclVatCents: 100 } },
      { mailTo: 'owner@example.test', business: sampleBusinessSettings, paymentLink: false },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Shelly &amp;');
    expect(mail.text).toContain(hostile);
  });
});

describe('the confirmation’s promise', () => {
  const confirm = (language: Language, paymentLink: boolean) =>
    customerConfirmation(orderIn(language), {
      mailTo: 'owner@example.test',
      business: sampleBusinessSettings,
      paymentLink,
    }).text;

  it('promises a payment link only when invoices carry one', () => {
    expect(confirm('en', false)).toContain(
      'Within 24 hours you will receive an invoice with the details for paying it by bank transfer.',
    );
    expect(confirm('en', false)).not.toContain('payment link');
    expect(confirm('fr', false)).toContain(
      'Vous recevrez sous 24 heures une facture avec les coordonnées pour la régler par virement.',
    );
    expect(confirm('fr', false)).not.toContain('lien de paiement');
    expect(confirm('en', true)).toContain('Within 24 hours you will receive an invoice with a payment link.');
    expect(confirm('fr', true)).toContain(
      'Vous recevrez sous 24 heures une facture avec un lien de paiement.',
    );
  });

  it('names the licence once, not “Driver: Driver …”', () => {
    expect(confirm('fr', false)).toMatch(/Licence\s:\sDriver station météo Netatmo/);
    expect(confirm('fr', false)).toContain(
      'Merci pour votre commande d’une licence du driver station météo Netatmo',
    );
    expect(confirm('en', false)).toContain('Licence: Netatmo weather station driver');
    expect(confirm('fr', false)).not.toMatch(/Driver\s*:\s*Driver/);
  });
});
