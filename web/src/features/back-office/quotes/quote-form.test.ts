import { describe, expect, it } from 'vitest';
import { defaultValidUntil, newQuoteValues, quoteRequest } from './quote-form';
import { inboxMessage } from './testing/quote-server';

describe('a new quote’s form', () => {
  it('is valid thirty days from today in France', () => {
    // 23:30 in Paris on 30 November is already 1 December there.
    expect(defaultValidUntil(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-31');
    expect(defaultValidUntil(new Date('2026-11-29T09:00:00Z'))).toBe('2026-12-29');
  });

  it('carries the lead’s name, e-mail and language over from the inbox message', () => {
    const values = newQuoteValues('en', inboxMessage);
    expect(values.names).toEqual({ firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.test' });
    expect(values.language).toBe('fr');
    expect(values.buyer.buyerType).toBe('individual');
    expect(values.deposit).toBe('30');
  });

  it('sends prices in cents and quantities as numbers, typed either way', () => {
    const values = newQuoteValues('fr');
    values.lines = [
      {
        key: 1,
        description: ' Pose ',
        quantity: '2,5',
        unit: 'hour',
        unitPrice: '1 250,5',
        vatRatePercent: 10,
      },
    ];
    values.discount = '5,5';
    expect(quoteRequest(values)).toMatchObject({
      lines: [
        { description: 'Pose', quantity: 2.5, unit: 'hour', unitPriceCents: 125_050, vatRatePercent: 10 },
      ],
      discountPercent: 5.5,
      depositPercent: 30,
    });
  });
});
