import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { projectInvoiceContentSchema } from '../../../../shared/project-invoice-content';
import type { Db } from '../../../db/client';
import { invoices, quotes, receivedPayments } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { type ReceivedPaymentValues, recordReceivedPayment } from './received-payments';

/** A payment as its source gives it, before it is put against anything. */
export type IncomingPayment = Pick<
  ReceivedPaymentValues,
  'source' | 'reference' | 'bookedOn' | 'amountCents' | 'currency' | 'payerName' | 'text' | 'importId'
>;

export type ProjectPaymentOutcome = 'matched' | 'partial' | 'unmatched' | 'alreadyImported';

/**
 * Puts a payment that names one of a project's invoices (deposit or final) against it, as orders' payments
 * are: in euros, for no more than is still due on it; the invoice paid in full records its day on the quote
 * (a project's step). Anything else waits for the owner with its reason. Null when the numbers name no
 * project invoice (an order's payment, or none). The quote's row is locked, so a transfer and a card payment
 * at the same moment count once each, one after the other.
 */
export async function applyProjectPayment(
  tx: Db,
  payment: IncomingPayment,
  numbers: string[],
): Promise<ProjectPaymentOutcome | null> {
  if (!numbers.length) return null;
  const named = await tx
    .select()
    .from(invoices)
    .where(and(inArray(invoices.number, numbers), eq(invoices.kind, 'invoice'), isNotNull(invoices.quoteId)))
    .orderBy(invoices.number);
  if (!named.length) return null;
  const quoteIds = [...new Set(named.map((row) => row.quoteId!))];
  const locked = await tx.select().from(quotes).where(inArray(quotes.id, quoteIds)).for('update');
  const credited = await tx
    .select({ id: invoices.creditsInvoiceId })
    .from(invoices)
    .where(
      inArray(
        invoices.creditsInvoiceId,
        named.map((row) => row.id),
      ),
    );
  const cancelled = new Set(credited.map((row) => row.id));
  const received = await tx
    .select({
      invoiceId: receivedPayments.invoiceId,
      cents: sql<string>`sum(${receivedPayments.amountCents})`,
    })
    .from(receivedPayments)
    .where(
      and(
        inArray(
          receivedPayments.invoiceId,
          named.map((row) => row.id),
        ),
        eq(receivedPayments.status, 'matched'),
      ),
    )
    .groupBy(receivedPayments.invoiceId);
  const receivedCents = new Map(received.map((row) => [row.invoiceId, Number(row.cents)]));
  const open = named.flatMap((row) => {
    const quote = locked.find((candidate) => candidate.id === row.quoteId);
    const paidOn = row.stage === 'deposit' ? quote?.depositPaidOn : quote?.finalPaidOn;
    if (!quote || paidOn || cancelled.has(row.id)) return [];
    const { dueCents } = projectInvoiceContentSchema.parse(row.content);
    return [{ invoice: row, quote, dueCents: dueCents - (receivedCents.get(row.id) ?? 0) }];
  });
  const inEuros = payment.currency === 'EUR';
  const target = inEuros
    ? (open.find((candidate) => candidate.dueCents === payment.amountCents) ??
      (open.length === 1 ? open[0] : undefined))
    : undefined;
  const reason = !inEuros
    ? ('currency' as const)
    : !target
      ? open.length
        ? ('partial' as const)
        : ('not_open' as const)
      : payment.amountCents > target.dueCents
        ? ('overpaid' as const)
        : null;
  const nearest = target?.invoice ?? open[0]?.invoice ?? named[0]!;
  const recorded = await recordReceivedPayment(tx, {
    ...payment,
    invoiceNumber: nearest.number,
    invoiceId: reason === null ? nearest.id : null,
    orderId: null,
    status: reason === null ? 'matched' : 'unmatched',
    reason,
  });
  if (!recorded) return 'alreadyImported';
  if (reason !== null || !target) return 'unmatched';
  if (payment.amountCents < target.dueCents) return 'partial';
  await tx
    .update(quotes)
    .set(
      target.invoice.stage === 'deposit'
        ? { depositPaidOn: payment.bookedOn, updatedAt: new Date() }
        : { finalPaidOn: payment.bookedOn, updatedAt: new Date() },
    )
    .where(eq(quotes.id, target.quote.id));
  await recordAudit(tx, {
    actor: null,
    action: 'quote_invoice_paid',
    subjectType: 'quote',
    subjectId: target.quote.id,
    detail: { number: target.invoice.number, source: payment.source, paidOn: payment.bookedOn },
  });
  return 'matched';
}
