import type { QuoteInvoiceSummary } from '@shared/quote-schemas';

/**
 * What a project's document is, as its name says it ("Deposit invoice F2026-0012", "Credit note F2026-0014"):
 * a credit note whatever the kind of the invoice it cancels, else a deposit or a final invoice.
 */
export function quoteDocumentKind(
  document: Pick<QuoteInvoiceSummary, 'documentType' | 'kind'>,
): 'creditNote' | 'deposit' | 'final' {
  return document.documentType === 'credit_note' ? 'creditNote' : document.kind;
}
