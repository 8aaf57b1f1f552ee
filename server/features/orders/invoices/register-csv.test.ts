import { describe, expect, it } from 'vitest';
import type { InvoiceRegister, RegisterRow } from '../../../../shared/invoice-register-schemas';
import { registerCsv } from './register-csv';

const row = (overrides: Partial<RegisterRow>): RegisterRow => ({
  number: 'F2026-0001',
  kind: 'invoice',
  issueDate: '2026-06-10',
  customer: 'Acme Domotique',
  customerId: null,
  country: 'FR',
  vatCategory: 'S',
  vatRatePercent: 20,
  totalExclVatCents: 5_000,
  vatCents: 1_000,
  totalInclVatCents: 6_000,
  cancels: null,
  paidOn: null,
  paymentMeans: 'sepa_credit_transfer',
  ...overrides,
});

const register = (rows: RegisterRow[]): InvoiceRegister => ({
  from: '2026-06-01',
  to: '2026-06-30',
  rows,
  totalsByRate: [],
  total: { totalExclVatCents: 0, vatCents: 0, totalInclVatCents: 0 },
});

describe('the invoice register as CSV', () => {
  it('names a payment means only for an invoice that was paid', () => {
    const csv = registerCsv(
      register([
        row({ number: 'F2026-0001', paidOn: '2026-06-12', paymentMeans: 'cheque' }),
        row({ number: 'F2026-0002', paidOn: null, paymentMeans: 'sepa_credit_transfer' }),
      ]),
      'fr',
      'excel-fr',
    );
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[1]!.split(';').slice(-2)).toEqual(['12/06/2026', 'Chèque']);
    expect(lines[2]!.split(';').slice(-2)).toEqual(['', '']);
  });
});
