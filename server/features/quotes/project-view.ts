import { dateInFrance } from '../../../shared/date-in-france';
import type { ProjectPayment, ProjectStep, QuoteInvoiceSummary } from '../../../shared/quote-schemas';
import type { Db } from '../../db/client';
import type { quotes } from '../../db/schema';
import { epcQrSvg } from '../orders';
import {
  type InvoiceRow,
  isCredited,
  paidOnOf,
  projectContent,
  projectDocuments,
  receivedFor,
} from './project-invoices';

type QuoteRow = typeof quotes.$inferSelect;

/** A project's documents, each with what is still due on it and its state. */
export async function projectDocumentSummaries(
  db: Db,
  quote: QuoteRow,
  pdfUrl: (number: string) => string,
): Promise<{ documents: QuoteInvoiceSummary[]; rows: InvoiceRow[] }> {
  const rows = await projectDocuments(db, quote.id);
  const received = await receivedFor(
    db,
    rows.map((row) => row.id),
  );
  const documents = rows.map((row): QuoteInvoiceSummary => {
    const content = projectContent(row);
    const isInvoice = row.kind === 'invoice';
    const paidOn = isInvoice ? paidOnOf(quote, content.stage) : null;
    const cancelled = isInvoice && isCredited(row, rows);
    const status = !isInvoice ? 'credit_note' : cancelled ? 'cancelled' : paidOn ? 'paid' : 'unpaid';
    return {
      number: row.number,
      kind: content.stage,
      documentType: row.kind,
      credits: content.credits?.number ?? null,
      issueDate: content.issueDate,
      dueDate: content.dueDate,
      grossCents: content.totals.grossCents,
      dueCents: status === 'unpaid' ? Math.max(0, content.dueCents - (received.get(row.id) ?? 0)) : 0,
      status,
      paidOn,
      pdfUrl: pdfUrl(row.number),
    };
  });
  return { documents, rows };
}

/** The project's steps since acceptance, each with its day once reached; no deposit steps without a deposit. */
export function projectSteps(quote: QuoteRow, documents: QuoteInvoiceSummary[]): ProjectStep[] | null {
  if (!quote.acceptedAt) return null;
  const issued = (kind: 'deposit' | 'final') =>
    documents.find(
      (document) =>
        document.kind === kind && document.status !== 'credit_note' && document.status !== 'cancelled',
    )?.issueDate ?? null;
  const day = (at: Date | null) => (at ? dateInFrance(at) : null);
  return [
    { key: 'accepted' as const, on: day(quote.acceptedAt) },
    ...(quote.depositPercent > 0
      ? [
          { key: 'deposit_invoiced' as const, on: issued('deposit') },
          { key: 'deposit_paid' as const, on: quote.depositPaidOn },
        ]
      : []),
    { key: 'work_done' as const, on: day(quote.workDoneAt) },
    { key: 'final_invoiced' as const, on: issued('final') },
    { key: 'paid' as const, on: quote.finalPaidOn },
  ];
}

/** How to pay the first invoice still due (the deposit before the final one), or null when nothing is. */
export async function projectPayment(
  documents: QuoteInvoiceSummary[],
  rows: InvoiceRow[],
  payByCard: boolean,
): Promise<ProjectPayment | null> {
  const open = documents.find((document) => document.status === 'unpaid' && document.dueCents > 0);
  const row = open && rows.find((candidate) => candidate.number === open.number);
  if (!open || !row) return null;
  const { payment, dueDate, issueDate } = projectContent(row);
  if (!payment) return null;
  const details = {
    amountCents: open.dueCents,
    invoiceNumber: open.number,
    beneficiary: payment.beneficiary,
    iban: payment.iban,
    bic: payment.bic,
    dueDate: dueDate ?? issueDate,
    paymentLink: payment.paymentLink,
  };
  return { ...details, qrSvg: await epcQrSvg(details), payByCard };
}
