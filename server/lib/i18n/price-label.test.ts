import { describe, expect, it } from 'vitest';
import { formatPriceExclVat } from './price-label';

describe('a price excluding VAT', () => {
  it('reads as the store and the mails state it, in both languages', () => {
    expect(formatPriceExclVat(25_000, 'en')).toBe('€250.00 excl. VAT');
    expect(formatPriceExclVat(25_000, 'fr')).toBe('250,00\u00a0€ HT');
    expect(formatPriceExclVat(5, 'en')).toBe('€0.05 excl. VAT');
  });

  it('groups thousands as each language does', () => {
    expect(formatPriceExclVat(123_456_789, 'en')).toBe('€1,234,567.89 excl. VAT');
    expect(formatPriceExclVat(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€ HT');
  });
});
