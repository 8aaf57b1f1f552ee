import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditEvents, invoices, licences, orders, outbox } from '../../../db/schema';

/** French accounting law keeps invoices, and what they prove, for ten years (Code de commerce, L123-22). */
const INVOICED_ORDER_RETENTION_YEARS = 10;

/**
 * Deletes orders the site no longer needs, as the privacy page says: an order never invoiced after
 * `retentionMonths` (like its message), an invoiced one ten years after its last document, each with its
 * invoices, licences, mails and history. Returns how many orders went.
 */
export async function deleteExpiredOrders(
  db: Db,
  retentionMonths: number,
  now = new Date(),
): Promise<number> {
  const uninvoicedSince = new Date(now);
  uninvoicedSince.setMonth(uninvoicedSince.getMonth() - retentionMonths);
  const invoicedSince = new Date(now);
  invoicedSince.setFullYear(invoicedSince.getFullYear() - INVOICED_ORDER_RETENTION_YEARS);
  return db.transaction(async (tx) => {
    const lastDocument = sql`(select max(${invoices.issuedAt}) from ${invoices} where ${invoices.orderId} = ${orders.id})`;
    const expired = tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`(${lastDocument} is null and ${orders.createdAt} < ${uninvoicedSince.toISOString()})
          or ${lastDocument} < ${invoicedSince.toISOString()}`,
      );
    const ids = (await expired).map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.delete(licences).where(inArray(licences.orderId, ids));
    await tx.delete(invoices).where(inArray(invoices.orderId, ids));
    await tx.delete(outbox).where(inArray(sql`${outbox.payload}->>'orderId'`, ids));
    await tx
      .delete(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'order'), inArray(auditEvents.subjectId, ids)));
    await tx.delete(orders).where(inArray(orders.id, ids));
    return ids.length;
  });
}
