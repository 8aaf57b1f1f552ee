import type { InvoicingBuyer } from './buyer-details';
import type { InvoiceContent } from './invoice-content';
import type { Language } from './language';
import type { DepositAmounts, QuoteLine, QuoteTotals } from './quote-schemas';

/**
 * A quote as sent: kept in `quote_versions.content` beside its PDF, never changed. A revision is a new version
 * with content of its own. Amounts in cents, dates `YYYY-MM-DD` in France.
 */
export interface QuoteContent {
  /** D2026-0001: taken when the quote is first sent, kept by its revisions. */
  number: string;
  version: number;
  language: Language;
  /** The day this version was sent. */
  issueDate: string;
  /** The last day the customer can accept it. */
  validUntil: string;
  seller: InvoiceContent['seller'];
  /** Whether the seller charges VAT: under the franchise regime every line is at 0 % (art. 293 B of the CGI). */
  vatRegime: InvoiceContent['vatRegime'];
  buyer: InvoicingBuyer;
  lines: QuotedLine[];
  discountPercent: number;
  totals: QuoteTotals;
  deposit: DepositAmounts;
  /** Days the customer has to pay each invoice (the deposit's and the final one). */
  paymentTermDays: number;
  notes: string;
}

export interface QuotedLine extends QuoteLine {
  /** quantity × unit price, to the cent (`lineNetCents`). */
  netCents: number;
}
