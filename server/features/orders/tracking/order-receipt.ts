import { and, eq } from 'drizzle-orm';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';
import type { Db } from '../../../db/client';
import { invoices, type orders } from '../../../db/schema';
import { receiptContent, renderReceiptPdf } from '../invoices/receipt-pdf';
import { invoiceBalance, paidOrder } from '../back-office/order-queries';

/**
 * The receipt of a paid order (also once refunded): its invoice as issued and the payment recorded on the order
 * (however it was noticed: Mark as paid, a card, a bank statement), stating the euros actually received, made
 * when asked for. The same payment gives
 * the same bytes, so the receipt mailed with the licence and the one downloaded later are one document.
 */
export async function orderReceipt(
  db: Db,
  order: typeof orders.$inferSelect,
): Promise<{ fileName: string; pdf: Uint8Array } | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  const paid = paidOrder(order, invoice ?? null, await invoiceBalance(db, order, invoice ?? null));
  if (!invoice || !paid) return null;
  const pdf = await renderReceiptPdf(
    receiptContent(storedInvoiceContentSchema.parse(invoice.content), {
      paidOn: paid.paidOn,
      means: paid.means,
      amountCents: paid.amountCents,
      writtenOffCents: paid.writtenOffCents,
    }),
  );
  return { fileName: paid.receiptFileName, pdf };
}
