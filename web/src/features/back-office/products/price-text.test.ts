import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosFromCents } from './price-text';

describe('the price field', () => {
  it.each([
    ['190', 19_000],
    ['190.00', 19_000],
    ['190,5', 19_050],
    [' 1 190,50 € ', 119_050],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsFromEuros(text)).toBe(cents);
  });

  it.each(['', '-5', '19.999', '1.190,00', 'abc', '12e3'])('refuses %j', (text) => {
    expect(centsFromEuros(text)).toBeNull();
  });

  it('writes cents with the language’s decimal mark', () => {
    expect(eurosFromCents(19_000, 'en')).toBe('190.00');
    expect(eurosFromCents(5, 'fr')).toBe('0,05');
  });
});
