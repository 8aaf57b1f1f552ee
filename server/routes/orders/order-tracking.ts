import { and, eq, or } from 'drizzle-orm';
import type { ProductKey } from '../../../shared/product-schemas';
import {
  type CustomerOrderView,
  ORDER_TRACKING_TOKEN_PATTERN,
  type OrderEventKind,
  type OrderStatus,
} from '../../../shared/order-schemas';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { auditHistory } from '../../lib/audit';
import type { LegalDetails } from '../../lib/invoices/legal-details';
import { paymentDetails } from '../../lib/invoices/payment-details';
import { licenceFileName } from '../../lib/licences/licence-format';
import { hashSecret } from '../../lib/secrets';
import { invoicePastDue, isPaymentMeans, licenceInForce } from './order-queries';

/** The steps the customer sees; the back office's own (reminders, revocations) stay there. */
const customerSteps: readonly OrderEventKind[] = [
  'order_received',
  'invoice_sent',
  'order_paid',
  'licence_sent',
  'licence_reissued',
  'order_cancelled',
];

/**
 * The order a customer's token opens, or null for an unknown or malformed token: the order page's token (in
 * the confirmation mail) or the invoice's Pay by card token (printed on the invoice and in its mail).
 */
export async function orderForToken(db: Db, token: string) {
  if (!ORDER_TRACKING_TOKEN_PATTERN.test(token)) return null;
  const hash = hashSecret(token);
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.trackingTokenHash, hash), eq(orders.payTokenHash, hash)));
  return order ?? null;
}

export async function issuedInvoice(db: Db, orderId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return invoice ?? null;
}

/** What the customer's order page shows: where the order stands, and what they can download or pay. */
export async function customerOrderView(
  db: Db,
  order: typeof orders.$inferSelect,
  payment: { legal: LegalDetails; paymentLinkTemplate?: string; cardPayments: boolean },
  now = new Date(),
): Promise<CustomerOrderView> {
  const [invoice, licence, history] = await Promise.all([
    issuedInvoice(db, order.id),
    licenceInForce(db, order.id),
    auditHistory(db, 'order', order.id),
  ]);
  const status = order.status as OrderStatus;
  return {
    status,
    locale: order.locale === 'fr' ? 'fr' : 'en',
    driver: order.driver as ProductKey,
    driverTitle: order.driverTitle,
    mac: order.mac,
    receivedAt: order.createdAt.toISOString(),
    priceExclVatCents: order.priceExclVatCents,
    timeline: history
      .filter((event) => customerSteps.includes(event.action as OrderEventKind))
      .map((event) => ({ kind: event.action as OrderEventKind, at: event.at.toISOString() })),
    invoice: invoice
      ? {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          totalInclVatCents: invoice.totalInclVatCents,
        }
      : null,
    payment:
      invoice && status === 'invoiced'
        ? paymentDetails(invoice, payment.legal, payment.paymentLinkTemplate)
        : null,
    payByCard: Boolean(invoice) && status === 'invoiced' && payment.cardPayments,
    overdue: status === 'invoiced' && invoicePastDue(invoice?.dueDate ?? null, now),
    paid:
      order.paidOn && isPaymentMeans(order.paymentMeans)
        ? { paidOn: order.paidOn, means: order.paymentMeans }
        : null,
    licence: licence
      ? {
          fileName: licenceFileName(licence.driver as ProductKey, licence.mac),
          issuedAt: licence.issuedAt.toISOString(),
        }
      : null,
  };
}
