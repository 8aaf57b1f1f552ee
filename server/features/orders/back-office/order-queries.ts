import { and, asc, count, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  INVOICE_REMINDER_AFTER_HOURS,
  ORDER_PAGE_SIZE,
  type DraftInvoice,
  type OrderBalance,
  type OrderDetail,
  type OrderEvent,
  type OrderListFilter,
  type OrderListItem,
  type OrderInvoicing,
  type OrderListPage,
  type OrderStatus,
  orderStatuses,
  type PaidOrder,
  type PaymentMeans,
  paymentMeansCodes,
} from '../../../../shared/order-schemas';
import { invoicingBuyer } from '../../../../shared/buyer-details';
import type { Db } from '../../../db/client';
import { invoices, licences, orders, receivedPayments } from '../../../db/schema';
import { auditHistory } from '../../../lib/audit';
import { anyOf, everyWordFound, folded } from '../../../lib/like-pattern';
import { addDays } from '../invoices/invoice-content';
import { receiptFileName } from '../invoices/file-names';
import { dateInFrance } from '../../../../shared/date-in-france';
import { invoiceTotals } from '../invoices/invoice-totals';
import type { LegalDetails } from '../../../config/legal-details';
import { vatTreatment } from '../invoices/vat-treatment';
import { licenceFileName } from '../licences/licence-format';
import { allowedActions } from './order-actions';
import { isOrderEvent } from '../model/order-events';
import { orderBalance } from '../payments/received-payments';

type Order = typeof orders.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** The back office's list of orders, newest first, with how many stand at each status. */
export async function listOrders(db: Db, filter: OrderListFilter, now = new Date()): Promise<OrderListPage> {
  const overdue = and(eq(orders.status, 'invoiced'), lt(invoices.dueDate, dateInFrance(now)));
  const byStatus: SQL | undefined =
    filter.status === 'overdue' ? overdue : filter.status ? eq(orders.status, filter.status) : undefined;
  const where = and(byStatus, filter.q ? searched(filter.q) : undefined);
  const invoiceOf = and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice'));
  const offset = (filter.page - 1) * ORDER_PAGE_SIZE;
  // Without words to search, the list's count is one of the counts the tabs show anyway: not counted twice.
  const counted = filter.q
    ? db.select({ value: count() }).from(orders).leftJoin(invoices, invoiceOf).where(where)
    : Promise.resolve([]);
  const [rows, [searchedTotal], statusCounts, [overdueCount], [paymentsToCheck]] = await Promise.all([
    db
      .select({ order: orders, invoiceNumber: invoices.number, dueDate: invoices.dueDate })
      .from(orders)
      .leftJoin(invoices, invoiceOf)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_PAGE_SIZE)
      .offset(offset),
    counted,
    db.select({ status: orders.status, value: count() }).from(orders).groupBy(orders.status),
    db.select({ value: count() }).from(orders).innerJoin(invoices, invoiceOf).where(overdue),
    db.select({ value: count() }).from(receivedPayments).where(eq(receivedPayments.status, 'unmatched')),
  ]);
  // Object.fromEntries over `orderStatuses`: a count for every status, which its type cannot say.
  const countsByStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statusCounts) countsByStatus[row.status] = Number(row.value);
  const overdueTotal = Number(overdueCount?.value ?? 0);
  const total = filter.q
    ? Number(searchedTotal?.value ?? 0)
    : filter.status === 'overdue'
      ? overdueTotal
      : filter.status
        ? countsByStatus[filter.status]
        : Object.values(countsByStatus).reduce((sum, value) => sum + value, 0);
  return {
    items: rows.map((row) => toListItem(row.order, row.invoiceNumber, row.dueDate, now)),
    total,
    page: filter.page,
    pageSize: ORDER_PAGE_SIZE,
    countsByStatus,
    overdueCount: overdueTotal,
    paymentsToCheck: Number(paymentsToCheck?.value ?? 0),
  };
}

/**
 * The orders whose customer (name, company, e-mail, SIREN, VAT number), driver (key or title in either
 * language), MAC address (in any spelling), order number or invoice number hold every word typed, whatever its
 * accents and case; the list's query joins each order's invoice.
 */
function searched(query: string): SQL | undefined {
  const text = folded(
    sql`concat_ws(' ', ${orders.customer}->>'company', ${orders.customer}->>'firstName', ${orders.customer}->>'lastName', ${orders.customer}->>'email', ${orders.customer}->>'city', ${orders.customer}->>'siren', ${orders.customer}->>'vatNumber', ${orders.driver}, ${orders.driverTitle}->>'en', ${orders.driverTitle}->>'fr', ${orders.mac}, ${orders.number}::text, ${invoices.number})`,
  );
  return everyWordFound(query, ({ pattern, macPattern }) =>
    anyOf(
      sql`${text} like ${pattern}`,
      macPattern ? sql`lower(${orders.mac}) like ${macPattern}` : undefined,
    ),
  );
}

/** One order whole: customer, documents, licences, timeline and what can be done next. */
export async function orderDetail(
  db: Db,
  id: string,
  context: Pick<OrderDetail, 'licenceSigning' | 'invoiceIssuing' | 'canAct'> & {
    legal: LegalDetails;
    reminderDays: readonly number[];
  },
  now = new Date(),
): Promise<OrderDetail | null> {
  const { legal, reminderDays, ...abilities } = context;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [documents, issued, history] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        dueDate: invoices.dueDate,
        totalInclVatCents: invoices.totalInclVatCents,
      })
      .from(invoices)
      .where(eq(invoices.orderId, id))
      .orderBy(asc(invoices.issuedAt)),
    db.select().from(licences).where(eq(licences.orderId, id)).orderBy(asc(licences.issuedAt)),
    auditHistory(db, 'order', id),
  ]);
  const invoice = documents.find((document) => document.kind === 'invoice');
  const balance = await invoiceBalance(db, order, invoice ?? null);
  const inForce = issued.some((licence) => licence.revokedAt === null);
  return {
    ...toListItem(order, invoice?.number ?? null, invoice?.dueDate ?? null, now),
    locale: order.language,
    customer: order.customer,
    invoicing: orderInvoicing(order, legal),
    messageId: order.messageId,
    documents: documents.map(({ dueDate: _dueDate, ...document }) => ({
      ...document,
      kind: document.kind,
      issuedAt: document.issuedAt.toISOString(),
    })),
    licences: issued.map((licence) => ({
      id: licence.id,
      mac: licence.mac,
      issuedAt: licence.issuedAt.toISOString(),
      revokedAt: licence.revokedAt?.toISOString() ?? null,
      revokedReason: licence.revokedReason,
      fileName: licenceFileName(licence.driver, licence.mac),
    })),
    timeline: history.flatMap((event): OrderEvent[] =>
      isOrderEvent(event.action)
        ? [
            {
              at: event.at.toISOString(),
              kind: event.action,
              actorName: event.actorName,
              detail: event.detail,
            },
          ]
        : [],
    ),
    allowedActions: abilities.canAct ? allowedActions(order.status, inForce) : [],
    ...abilities,
    draftInvoice: order.status === 'new' ? draftInvoice(order, legal, now) : null,
    payment: paidOrder(order, invoice ?? null, balance),
    balance,
    paymentReminders: {
      on: order.paymentRemindersOn,
      days: [...reminderDays],
      lastSentDay: order.paymentRemindedAtDay,
    },
  };
}

/** What the order's invoice will say of the buyer and its VAT, and what it still waits for. */
function orderInvoicing(order: Order, legal: LegalDetails): OrderInvoicing {
  const { buyer, problems } = invoicingBuyer(order.customer);
  const vat = vatTreatment(buyer, legal);
  return {
    buyer,
    problems,
    vatCategory: vat.category,
    vatRatePercent: vat.ratePercent,
    editable: order.status === 'new',
  };
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

/**
 * A paid order's payment (also once refunded: a refund cancels the invoice, not the payment), with its receipt's
 * file name; null before it is paid.
 */
export function paidOrder(
  order: Pick<Order, 'paidOn' | 'paymentMeans' | 'language'>,
  invoice: { number: string; totalInclVatCents: number } | null,
  balance: Pick<OrderBalance, 'receivedCents' | 'writtenOffCents'> | null,
): PaidOrder | null {
  if (!order.paidOn || !isPaymentMeans(order.paymentMeans) || !invoice || !balance) return null;
  return {
    paidOn: order.paidOn,
    means: order.paymentMeans,
    amountCents: balance.receivedCents,
    writtenOffCents: balance.writtenOffCents,
    receiptFileName: receiptFileName(invoice.number, order.language),
  };
}

/** Once invoiced: what the order received in euros against its invoice, and what remains due. */
export async function invoiceBalance(
  db: Db,
  order: Order,
  invoice: { totalInclVatCents: number } | null,
): Promise<OrderBalance | null> {
  return invoice ? orderBalance(db, order, invoice) : null;
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
  const { buyer } = invoicingBuyer(order.customer);
  return {
    ...invoiceTotals(order.priceExclVatCents, vatTreatment(buyer, legal).ratePercent),
    dueDate: addDays(dateInFrance(now), legal.paymentTermDays),
  };
}

/** Whether an invoice due on `dueDate` (`YYYY-MM-DD`) is past due on `now`'s day in France. */
export function invoicePastDue(dueDate: string | null, now: Date): boolean {
  return dueDate !== null && dateInFrance(now) > dueDate;
}

const isPaymentMeans = (value: string | null): value is PaymentMeans =>
  value !== null && value in paymentMeansCodes;

function invoiceOverdue(order: Pick<Order, 'status' | 'createdAt'>, now: Date): boolean {
  return (
    order.status === 'new' &&
    now.getTime() - order.createdAt.getTime() >= INVOICE_REMINDER_AFTER_HOURS * HOUR_MS
  );
}

function toListItem(
  order: Order,
  invoiceNumber: string | null,
  dueDate: string | null,
  now: Date,
): OrderListItem {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    receivedAt: order.createdAt.toISOString(),
    customerName: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
    company: order.customer.company,
    email: order.customer.email,
    driver: order.driver,
    driverTitle: order.driverTitle,
    mac: order.mac,
    priceExclVatCents: order.priceExclVatCents,
    invoiceNumber,
    invoiceOverdue: invoiceOverdue(order, now),
    dueDate,
    paymentOverdue: order.status === 'invoiced' && invoicePastDue(dueDate, now),
  };
}
