import { describe, expect, it } from 'vitest';
import { sampleBusinessSettings } from '../../../config/site-config';
import { customerConfirmation } from './customer-confirmation';
import type { StoredMessage } from './stored-message';

const phishing = 'Your account is locked: https://phish.example/login';

function orderIn(locale: 'en' | 'fr'): StoredMessage {
  return {
    id: '6f1c0e2a-0000-4000-8000-000000000002',
    kind: 'licence_order',
    locale,
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
] as const)('customer confirmation in %s', (locale, greeting, title, price) => {
  const mail = customerConfirmation(orderIn(locale), {
    mailTo: 'owner@example.test',
    business: sampleBusinessSettings,
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
      { mailTo: 'owner@example.test', business: sampleBusinessSettings },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Shelly &amp;');
    expect(mail.text).toContain(hostile);
  });
});
