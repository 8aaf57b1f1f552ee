import { describe, expect, it } from 'vitest';
import {
  createQuoteSchema,
  depositAmounts,
  lineNetCents,
  quoteStatusOn,
  quoteTotals,
  vatOf,
  type QuoteLine,
} from './quote-schemas';

const line = (
  quantity: number,
  unitPriceCents: number,
  vatRatePercent: QuoteLine['vatRatePercent'],
): QuoteLine => ({
  description: 'Programmation',
  quantity,
  unit: 'hour',
  unitPriceCents,
  vatRatePercent,
});

describe('quote arithmetic', () => {
  it('multiplies a quantity with decimals exactly before rounding to the cent', () => {
    expect(lineNetCents({ quantity: 2.15, unitPriceCents: 1_999 })).toBe(4_298); // 42.9785 → 42.98
    expect(lineNetCents({ quantity: 0.5, unitPriceCents: 3 })).toBe(2); // 1.5 → 2, half up
    expect(lineNetCents({ quantity: 1.1, unitPriceCents: 100 })).toBe(110);
  });

  it('computes 5.5 % without float drift', () => {
    expect(vatOf(10_000, 5.5)).toBe(550);
    expect(vatOf(1_010, 5.5)).toBe(56); // 55.55 → 56
    expect(vatOf(999, 20)).toBe(200); // 199.8
  });

  it('sums VAT per rate on each rate’s base, not line by line', () => {
    // Three lines at 10 %: 3 × 0.15 € would round to 3 × 0.02 line by line; per rate it is 0.05.
    const totals = quoteTotals([line(1, 15, 10), line(1, 15, 10), line(1, 15, 10), line(3, 12_000, 20)]);
    expect(totals.vat).toEqual([
      { ratePercent: 20, linesNetCents: 36_000, discountCents: 0, baseCents: 36_000, vatCents: 7_200 },
      { ratePercent: 10, linesNetCents: 45, discountCents: 0, baseCents: 45, vatCents: 5 },
    ]);
    expect(totals).toMatchObject({ netCents: 36_045, vatCents: 7_205, grossCents: 43_250 });
  });

  it('splits a discount over the rates and keeps every sum exact', () => {
    const totals = quoteTotals([line(7.5, 6_500, 10), line(1, 129_900, 20), line(1, 24_999, 5.5)], 5);
    for (const row of totals.vat) expect(row.baseCents).toBe(row.linesNetCents - row.discountCents);
    expect(totals.netCents).toBe(totals.linesNetCents - totals.discountCents);
    expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
    expect(totals.vat.map((row) => row.discountCents)).toEqual([6_495, 2_438, 1_250]);
  });

  it('asks a deposit per rate whose VAT the final invoice can count as already invoiced', () => {
    const totals = quoteTotals([line(10, 6_500, 10), line(1, 129_900, 20)]);
    const deposit = depositAmounts(totals, 30);
    expect(deposit.vat).toEqual([
      { ratePercent: 20, baseCents: 38_970, vatCents: 7_794 },
      { ratePercent: 10, baseCents: 19_500, vatCents: 1_950 },
    ]);
    expect(deposit.grossCents).toBe(68_214);
    expect(depositAmounts(totals, 0).grossCents).toBe(0);
  });

  it('reads a sent quote past its validity as expired, and nothing else', () => {
    expect(quoteStatusOn('sent', '2026-11-28', '2026-11-29')).toBe('expired');
    expect(quoteStatusOn('sent', '2026-11-29', '2026-11-29')).toBe('sent');
    expect(quoteStatusOn('accepted', '2026-11-28', '2026-11-29')).toBe('accepted');
  });
});

describe('createQuoteSchema', () => {
  const buyer = {
    buyerType: 'individual',
    firstName: 'Gérard',
    lastName: 'Martin',
    email: 'gerard@example.fr',
    address: '4 rue des Alpes',
    postcode: '74500',
    city: 'Évian-les-Bains',
    country: 'FR',
  };

  it('takes a quote without company, discount, deposit or validity', () => {
    const parsed = createQuoteSchema.parse({ language: 'fr', buyer, lines: [line(1, 10_000, 10)] });
    expect(parsed.buyer.company).toBe('');
  });

  it('names the field that is wrong', () => {
    const result = createQuoteSchema.safeParse({
      language: 'fr',
      buyer,
      lines: [{ ...line(1.234, 10_000, 10) }, { ...line(1, 10_000, 7 as 10) }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['lines.0.quantity', 'lines.1.vatRatePercent']);
  });

  it('refuses a business in France without its SIREN, as an order does', () => {
    const result = createQuoteSchema.safeParse({
      language: 'en',
      buyer: { ...buyer, buyerType: 'business', company: 'Alpes Habitat' },
      lines: [line(1, 10_000, 20)],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['buyer.siren']);
  });
});
