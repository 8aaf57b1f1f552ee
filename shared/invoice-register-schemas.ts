import { z } from 'zod';
import type { PaymentMeans } from './order-schemas';

/**
 * The invoice register (issue 21): every invoice and credit note of a period, for the accountant. The server
 * validates with these schemas; the browser imports only their types.
 */

// Zod's ISO day knows each month's length (Date.parse would read 2026-02-31 as 3 March).
const day = z.iso.date('must be a real date as YYYY-MM-DD');

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included, in France's calendar. */
export const registerPeriodSchema = z
  .strictObject({
    from: day,
    to: day,
    /** The CSV's dialect: RFC 4180 (commas, dot decimals) or what Excel opens in France (semicolons, commas). */
    format: z.enum(['rfc4180', 'excel-fr']).default('rfc4180'),
  })
  .refine((period) => period.from <= period.to, { path: ['to'], message: 'must not be before from' })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 11 * 366 * 24 * 3600 * 1000, {
    path: ['to'],
    message: 'must be at most ten years after from',
  });

/** One document of the register. Amounts in cents, negative on a credit note, as the document prints them. */
export interface RegisterRow {
  number: string;
  kind: 'invoice' | 'credit_note';
  /** The issue date in France, `YYYY-MM-DD`. */
  issueDate: string;
  customer: string;
  /** The buyer's SIREN (France) or VAT number (EU), when the document states one. */
  customerId: string | null;
  country: string;
  /** S (French VAT), AE (reverse charge), O (outside the EU), E (franchise regime). */
  vatCategory: 'S' | 'AE' | 'E' | 'O';
  vatRatePercent: number;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  /** On a credit note: the invoice it cancels. */
  cancels: string | null;
  /** When the invoice was marked paid (in France), null while unpaid and on credit notes. */
  paidOn: string | null;
  /**
   * How the invoice is paid: once paid, the means recorded (`PaymentMeans`: SEPA credit transfer, card,
   * cheque or cash); while unpaid, the SEPA credit transfer it asks for; null on credit notes.
   */
  paymentMeans: PaymentMeans | null;
}

/** The sums of one VAT category and rate. */
export interface RegisterTotal {
  vatCategory: RegisterRow['vatCategory'];
  vatRatePercent: number;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
}

/** `GET /api/invoices/register`: the register of a period, its sums per VAT rate and overall. */
export interface InvoiceRegister {
  from: string;
  to: string;
  rows: RegisterRow[];
  totalsByRate: RegisterTotal[];
  total: Omit<RegisterTotal, 'vatCategory' | 'vatRatePercent'>;
}
