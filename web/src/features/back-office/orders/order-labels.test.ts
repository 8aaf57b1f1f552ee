import { intlLocale } from '@shared/i18n/intl-locale';
import type { Language } from '@shared/language';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '@/i18n/catalogue';
import { describeOrderEvent } from './order-labels';
import { formatEuros } from '@/features/back-office/common/format';
import { ordersMessages } from './orders-messages';

// Only the orders' messages, the ones these labels use.
const intlIn = (language: Language) =>
  createIntl({
    locale: intlLocale(language),
    messages: { ...ordersMessages[language] } as Record<MessageId, string>,
  });

describe('describeOrderEvent', () => {
  const reissued = (detail: Record<string, string>) =>
    ({ at: '2026-11-22T10:00:00.000Z', kind: 'licence_reissued', actorName: 'Camille', detail }) as const;

  it.each([
    {
      // Who did what, then the details the owner reads: numbers, and MAC addresses in pairs.
      event: reissued({ licenceId: '0f1e2d3c-4b5a-4968-8776-655443322110', mac: '000FFF112233' }),
      en: 'Licence re-issued for another MAC address by Camille (00:0F:FF:11:22:33)',
      fr: 'Licence réémise pour une autre adresse MAC par Camille (00:0F:FF:11:22:33)',
    },
    {
      event: { ...reissued({}), kind: 'invoice_sent', detail: { number: 'F2026-0001' } } as const,
      en: 'Invoice sent by Camille (F2026-0001)',
      fr: 'Facture envoyée par Camille (F2026-0001)',
    },
    {
      // Which MAC address a re-issued licence is for, and which it replaced.
      event: reissued({ previousMac: '000FFF12ABCD', mac: 'A45E60010203' }),
      en: 'Licence re-issued by Camille for A4:5E:60:01:02:03, replacing the licence for 00:0F:FF:12:AB:CD',
      fr: 'Licence réémise par Camille pour A4:5E:60:01:02:03, en remplacement de la licence pour 00:0F:FF:12:AB:CD',
    },
  ])('says who did what and the details the owner reads: $en', ({ event, en, fr }) => {
    expect(describeOrderEvent(intlIn('en'), event)).toBe(en);
    expect(describeOrderEvent(intlIn('fr'), event)).toBe(fr);
  });
});

describe('formatEuros', () => {
  it('writes amounts as each language does', () => {
    expect(formatEuros(intlIn('en'), 25_000)).toBe('€250.00');
    expect(formatEuros(intlIn('fr'), 30_000)).toMatch(/^300,00\s€$/);
  });
});
