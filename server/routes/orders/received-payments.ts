import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, receivedPayments } from '../../db/schema';

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
