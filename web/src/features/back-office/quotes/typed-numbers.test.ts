import { describe, expect, it } from 'vitest';
import { centsAsTyped, parseEurosToCents, parseTypedDecimal } from './typed-numbers';

describe('prices as the owner types them', () => {
  it.each([
    ['75', 7_500],
    ['75,50', 7_550],
    ['75.50', 7_550],
    ['75,5', 7_550],
    [' 1 250 ', 125_000],
    ['1 250,99 €', 125_099],
    ['1.250,50', 125_050],
    ['1,250.50', 125_050],
    ['1.250', 125_000],
    ['0', 0],
  ])('reads “%s” as %i cents', (typed, cents) => {
    expect(parseEurosToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '75,', '7,5,0', '12345.678', '-3'])('refuses “%s”', (typed) => {
    expect(parseEurosToCents(typed)).toBeNull();
  });

  it('reads quantities to the hundredth', () => {
    expect(parseTypedDecimal('2,25')).toBe(2.25);
    expect(parseTypedDecimal('0.5')).toBe(0.5);
  });

  it('writes cents back as the owner typed them, in their language', () => {
    expect(centsAsTyped(7_550, 'fr')).toBe('75,50');
    expect(centsAsTyped(7_500, 'en')).toBe('75');
    expect(centsAsTyped(7_505, 'en')).toBe('75.05');
  });
});
