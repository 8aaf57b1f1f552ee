import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuros, formatPriceExclVat, priceMessages } from './price';

describe('formatPriceExclVat', () => {
  it('writes the amount in euros and the VAT mention of the language', () => {
    expect(formatPriceExclVat(25_000, 'en')).toBe('€250.00 excl. VAT');
    expect(formatPriceExclVat(25_000, 'fr')).toBe('250,00\u00a0€ HT');
    expect(formatPriceExclVat(5, 'en')).toBe('€0.05 excl. VAT');
    expect(formatPriceExclVat(123_456_789, 'en')).toBe('€1,234,567.89 excl. VAT');
    expect(formatPriceExclVat(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€ HT');
  });

  it('writes an amount as typed in a field, with the decimal separator of the language', () => {
    expect(formatAmount(119_050, 'en')).toBe('1190.50');
    expect(formatAmount(119_050, 'fr')).toBe('1190,50');
    expect(formatAmount(5, 'fr')).toBe('0,05');
  });

  it('shows cents always', () => {
    expect(formatEuros(5_000, 'en')).toBe('€50.00');
    expect(formatEuros(5_050, 'fr')).toBe('50,50\u00a0€');
  });

  it('has the same messages in both languages, each with its amount', () => {
    expect(Object.keys(priceMessages.fr)).toEqual(Object.keys(priceMessages.en));
    for (const language of ['en', 'fr'] as const)
      for (const message of Object.values(priceMessages[language])) expect(message).toContain('{amount}');
  });
});
