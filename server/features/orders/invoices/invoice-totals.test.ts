import { describe, expect, it } from 'vitest';
import { formatMoney, formatVatRate, invoiceTotals } from './invoice-totals';

describe('invoiceTotals', () => {
  it('charges 20 % VAT: 250 € excl. VAT is 50 € VAT and 300 € incl. VAT', () => {
    expect(invoiceTotals(25_000, 20)).toEqual({
      totalExclVatCents: 25_000,
      vatRatePercent: 20,
      vatCents: 5_000,
      totalInclVatCents: 30_000,
    });
  });

  it('charges no VAT at 0 % (reverse charge, franchise regime, outside the EU)', () => {
    expect(invoiceTotals(25_000, 0)).toEqual({
      totalExclVatCents: 25_000,
      vatRatePercent: 0,
      vatCents: 0,
      totalInclVatCents: 25_000,
    });
  });

  it('rounds the VAT to the nearest cent', () => {
    expect(invoiceTotals(1_999, 5.5)).toMatchObject({
      vatCents: 110,
      totalInclVatCents: 2_109,
    });
  });
});

describe('formatMoney', () => {
  it('writes euros the French way (no-break spaces) and the English way', () => {
    expect(formatMoney(25_000, 'fr')).toBe('250,00\u00a0€');
    expect(formatMoney(25_000, 'en')).toBe('€250.00');
    expect(formatMoney(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatMoney(123_456_789, 'en')).toBe('€1,234,567.89');
  });

  it('writes credited amounts as negative', () => {
    expect(formatMoney(-30_000, 'en')).toBe('-€300.00');
    expect(formatMoney(-30_000, 'fr')).toBe('-300,00\u00a0€');
  });
});

describe('formatVatRate', () => {
  it('follows each language', () => {
    expect(formatVatRate(20, 'fr')).toBe('20\u00a0%');
    expect(formatVatRate(20, 'en')).toBe('20%');
    expect(formatVatRate(5.5, 'fr')).toBe('5,5\u00a0%');
  });
});
