import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DriverTitleKey } from '../../../shared/driver-catalogue';
import {
  INVOICE_REMINDER_AFTER_HOURS,
  ORDER_PAGE_SIZE,
  type DraftInvoice,
  type OrderDetail,
  type OrderEvent,
  type OrderEventKind,
  type OrderListFilter,
  type OrderListItem,
  type OrderListPage,
  type OrderStatus,
  orderStatuses,
  type PaymentMeans,
} from '../../../shared/order-schemas';
import type { Db } from '../../db/client';
import { invoices, licences, orders, payments } from '../../db/schema';
import { auditHistory } from '../../lib/audit';
import { addDays, dateInFrance } from '../../lib/invoices/invoice-content';
import { invoiceTotals } from '../../lib/invoices/invoice-totals';
import type { LegalDetails } from '../../lib/invoices/legal-details';
import { licenceFileName } from '../../lib/licences/licence-format';
import { allowedActions } from './order-actions';

type Order = typeof orders.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** The back office's list of orders, newest first, with how many stand at each status. */
export async function listOrders(db: Db, filter: OrderListFilter, now = new Date()): Promise<OrderListPage> {
  const where: SQL | undefined = filter.status ? eq(orders.status, filter.status) : undefined;
  const offset = (filter.page - 1) * ORDER_PAGE_SIZE;
  const [rows, [total], statusCounts] = await Promise.all([
    db
      .select({ order: orders, invoiceNumber: invoices.number })
      .from(orders)
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_PAGE_SIZE)
      .offset(offset),
    db.select({ value: count() }).from(orders).where(where),
    db.select({ status: orders.status, value: count() }).from(orders).groupBy(orders.status),
  ]);
  const countsByStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statusCounts) countsByStatus[row.status as OrderStatus] = Number(row.value);
  return {
    items: rows.map((row) => toListItem(row.order, row.invoiceNumber, now)),
    total: Number(total?.value ?? 0),
    page: filter.page,
    pageSize: ORDER_PAGE_SIZE,
    countsByStatus,
  };
}

/** One order whole: customer, documents, licences, timeline and what can be done next. */
export async function orderDetail(
  db: Db,
  id: string,
  context: Pick<OrderDetail, 'licenceSigning' | 'invoicing' | 'canAct'> & { legal: LegalDetails },
  now = new Date(),
): Promise<OrderDetail | null> {
  const { legal, ...abilities } = context;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [documents, issued, history, payment] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        totalInclVatCents: invoices.totalInclVatCents,
      })
      .from(invoices)
      .where(eq(invoices.orderId, id))
      .orderBy(asc(invoices.issuedAt)),
    db.select().from(licences).where(eq(licences.orderId, id)).orderBy(asc(licences.issuedAt)),
    auditHistory(db, 'order', id),
    orderPayment(db, id),
  ]);
  const invoice = documents.find((document) => document.kind === 'invoice');
  const inForce = issued.some((licence) => licence.revokedAt === null);
  return {
    ...toListItem(order, invoice?.number ?? null, now),
    locale: order.locale === 'fr' ? 'fr' : 'en',
    customer: order.customer,
    messageId: order.messageId,
    documents: documents.map((document) => ({
      ...document,
      kind: document.kind === 'credit_note' ? 'credit_note' : 'invoice',
      issuedAt: document.issuedAt.toISOString(),
    })),
    licences: issued.map((licence) => ({
      id: licence.id,
      mac: licence.mac,
      issuedAt: licence.issuedAt.toISOString(),
      revokedAt: licence.revokedAt?.toISOString() ?? null,
      revokedReason:
        licence.revokedReason === 'revoked' || licence.revokedReason === 'reissued'
          ? licence.revokedReason
          : null,
      fileName: licenceFileName(licence.driver as DriverTitleKey, licence.mac),
    })),
    timeline: history.map((event): OrderEvent => ({
      at: event.at.toISOString(),
      kind: event.action as OrderEventKind,
      actorName: event.actorName,
      detail: event.detail,
    })),
    allowedActions: abilities.canAct ? allowedActions(order.status as OrderStatus, inForce) : [],
    ...abilities,
    draftInvoice: order.status === 'new' ? draftInvoice(order, legal, now) : null,
    payment: payment && {
      paidOn: payment.paidOn,
      means: payment.means as PaymentMeans,
      amountCents: payment.amountCents,
      recordedAt: payment.recordedAt.toISOString(),
      fileName: payment.fileName,
    },
  };
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

/** The receipt's file name in the customer's language. */
export function receiptFileName(invoiceNumber: string, locale: string): string {
  return `${locale === 'fr' ? 'recu' : 'receipt'}-${invoiceNumber}.pdf`;
}

/** The payment recorded for an order, with its receipt and the receipt's file name. */
export async function orderPayment(db: Db, orderId: string) {
  const [row] = await db
    .select({ payment: payments, number: invoices.number, locale: invoices.locale })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.orderId, orderId));
  if (!row) return null;
  return { ...row.payment, fileName: receiptFileName(row.number, row.locale) };
}

/** An invoice or credit note of an order, as issued. */
export async function orderDocument(db: Db, orderId: string, documentId: string) {
  const [document] = await db
    .select({ number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.id, documentId)));
  return document ?? null;
}

/** A licence of an order (in force or not: the owner may need the old one to answer a customer). */
export async function orderLicence(db: Db, orderId: string, licenceId: string) {
  const [licence] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.orderId, orderId), eq(licences.id, licenceId)));
  return licence ?? null;
}

/** The order's licence in force, if any. */
export async function licenceInForce(db: Db, orderId: string) {
  const [licence] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)))
    .orderBy(desc(licences.issuedAt))
    .limit(1);
  return licence ?? null;
}

/** The amounts and due date of the invoice the order would get if it were sent now. */
function draftInvoice(order: Order, legal: LegalDetails, now: Date): DraftInvoice {
  return {
    ...invoiceTotals(order.priceExclVatCents, legal),
    dueDate: addDays(dateInFrance(now), legal.paymentTermDays),
  };
}

export function invoiceOverdue(order: Pick<Order, 'status' | 'createdAt'>, now: Date): boolean {
  return (
    order.status === 'new' &&
    now.getTime() - order.createdAt.getTime() >= INVOICE_REMINDER_AFTER_HOURS * HOUR_MS
  );
}

function toListItem(order: Order, invoiceNumber: string | null, now: Date): OrderListItem {
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    receivedAt: order.createdAt.toISOString(),
    customerName: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
    company: order.customer.company,
    email: order.customer.email,
    driver: order.driver as DriverTitleKey,
    mac: order.mac,
    priceExclVatCents: order.priceExclVatCents,
    invoiceNumber,
    invoiceOverdue: invoiceOverdue(order, now),
  };
}
