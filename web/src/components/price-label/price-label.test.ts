import { describe, expect, it } from 'vitest';
import { formatPriceExclVat } from './price-label';

describe('a price excluding VAT, in the browser', () => {
  it('reads as the server states it in the store and the mails', () => {
    expect(formatPriceExclVat(25_000, 'en')).toBe('€250.00 excl. VAT');
    expect(formatPriceExclVat(25_000, 'fr')).toBe('250,00\u00a0€ HT');
    expect(formatPriceExclVat(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€ HT');
  });
});
