import { and, asc, eq } from 'drizzle-orm';
import { type ReceivedPaymentsPage } from '../../../shared/payment-schemas';
import type { Db } from '../../db/client';
import { invoices, orders, receivedPayments } from '../../db/schema';
import type { LicenceKeyState } from '../../lib/licence-key/licence-key';
import { markOrderPaid } from './mark-order-paid';

export type ReceivedPaymentValues = Omit<
  typeof receivedPayments.$inferInsert,
  'id' | 'receivedAt' | 'resolvedAt' | 'resolvedBy'
>;

/**
 * Records money received, once: null when this source already recorded this reference (a statement imported
 * twice, an event replayed), which on two instances at once is decided by the unique index, the second insert
 * waiting for the first's transaction.
 */
export async function recordReceivedPayment(tx: Db, values: ReceivedPaymentValues): Promise<string | null> {
  const [row] = await tx
    .insert(receivedPayments)
    .values(values)
    .onConflictDoNothing({ target: [receivedPayments.source, receivedPayments.reference] })
    .returning({ id: receivedPayments.id });
  return row?.id ?? null;
}

/** The invoice of an order (not its credit note), as issued. */
export async function invoiceOfOrder(db: Db, orderId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return invoice ?? null;
}

/**
 * The payments that wait for the owner, oldest first, with the open invoices they could pay; `canAct` for who
 * asks (the owner, or a colleague they allowed to handle money).
 */
export async function unmatchedPayments(db: Db, canAct: boolean): Promise<ReceivedPaymentsPage> {
  const [rows, open] = await Promise.all([
    db
      .select({ payment: receivedPayments, order: orders, invoice: invoices })
      .from(receivedPayments)
      .leftJoin(orders, eq(orders.id, receivedPayments.orderId))
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(eq(receivedPayments.status, 'unmatched'))
      .orderBy(asc(receivedPayments.bookedOn), asc(receivedPayments.receivedAt)),
    db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(eq(orders.status, 'invoiced'))
      .orderBy(asc(invoices.number)),
  ]);
  return {
    items: rows.map(({ payment, order, invoice }) => ({
      id: payment.id,
      source: payment.source,
      bookedOn: payment.bookedOn,
      amountCents: payment.amountCents,
      currency: payment.currency,
      payerName: payment.payerName,
      text: payment.text,
      // An unmatched payment always says why it waits.
      reason: payment.reason ?? 'no_invoice',
      invoice:
        order && invoice
          ? {
              number: invoice.number,
              orderId: order.id,
              totalInclVatCents: invoice.totalInclVatCents,
              customerName: customerName(order),
            }
          : null,
    })),
    openInvoices: open.map(({ order, invoice }) => ({
      orderId: order.id,
      number: invoice.number,
      totalInclVatCents: invoice.totalInclVatCents,
      customerName: customerName(order),
    })),
    canAct,
  };
}

function customerName(order: typeof orders.$inferSelect): string {
  const person = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  return order.customer.company ? `${order.customer.company} (${person})` : person;
}

export type SettleOutcome =
  | { outcome: 'done' }
  | { outcome: 'not_found' }
  /** The payment was matched or dismissed meanwhile, or the order is no longer waiting for payment. */
  | { outcome: 'conflict' }
  | { outcome: 'signing_unavailable' };

/**
 * The owner puts a waiting payment against an invoiced order (a partial payment accepted, a transfer that
 * named no invoice): the order is marked paid with the payment's day and means, exactly as Mark as paid
 * does, and the payment is settled, in one transaction.
 */
export async function matchPayment(
  db: Db,
  licenceKey: LicenceKeyState,
  request: { paymentId: string; orderId: string; actor: { id: string; name: string } },
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.id, request.paymentId))
      .for('update');
    if (!payment) return { outcome: 'not_found' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) return { outcome: 'not_found' };
    if (payment.status !== 'unmatched' || order.status !== 'invoiced') return { outcome: 'conflict' };
    if (licenceKey.status !== 'ready') return { outcome: 'signing_unavailable' };
    await markOrderPaid(tx, {
      order,
      signer: licenceKey.signer,
      actor: request.actor,
      payment: {
        means: payment.source === 'card' ? 'card' : 'sepa_credit_transfer',
        paidOn: payment.bookedOn,
      },
      via: payment.source === 'card' ? 'card' : 'bank_statement',
      now: new Date(),
    });
    await tx
      .update(receivedPayments)
      .set({ status: 'matched', orderId: order.id, resolvedAt: new Date(), resolvedBy: request.actor.id })
      .where(eq(receivedPayments.id, payment.id));
    return { outcome: 'done' };
  });
}

/** The owner sets a waiting payment aside (refunded, or handled elsewhere); it leaves the list. */
export async function dismissPayment(
  db: Db,
  request: { paymentId: string; actor: { id: string; name: string } },
): Promise<SettleOutcome> {
  const [row] = await db
    .update(receivedPayments)
    .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: request.actor.id })
    .where(and(eq(receivedPayments.id, request.paymentId), eq(receivedPayments.status, 'unmatched')))
    .returning({ id: receivedPayments.id });
  if (row) return { outcome: 'done' };
  const [exists] = await db
    .select({ id: receivedPayments.id })
    .from(receivedPayments)
    .where(eq(receivedPayments.id, request.paymentId));
  return exists ? { outcome: 'conflict' } : { outcome: 'not_found' };
}
