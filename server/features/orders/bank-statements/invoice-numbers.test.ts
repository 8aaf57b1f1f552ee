import { describe, expect, it } from 'vitest';
import { invoiceNumbersIn } from './invoice-numbers';

describe('invoice numbers in a transfer’s text', () => {
  it.each([
    ['F2026-0007', ['F2026-0007']],
    ['Facture f2026-0007 licence', ['F2026-0007']],
    ['VIR SEPA REF:F2026-0007/LICENCE NETATMO', ['F2026-0007']],
    ['F 2026 0007', ['F2026-0007']],
    ['F2026/0007', ['F2026-0007']],
    ['PAIEMENTF20260007MERCI', ['F2026-0007']],
    ['RF18F20260012', ['F2026-0012']],
    ['F2026-0007 et F2026-0008', ['F2026-0007', 'F2026-0008']],
    ['F2026-0007 F2026-0007', ['F2026-0007']],
    ['F2026-12345', ['F2026-12345']],
  ])('finds it in "%s"', (text, numbers) => {
    expect(invoiceNumbersIn(text)).toEqual(numbers);
  });

  it.each(['Loyer juillet', 'F2026-007', 'F2026-0000007', 'Virement 2026-0007', 'A2026-0001'])(
    'finds none in "%s"',
    (text) => {
      expect(invoiceNumbersIn(text)).toEqual([]);
    },
  );
});
