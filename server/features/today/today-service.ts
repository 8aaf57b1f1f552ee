import { and, asc, count, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { dateInFrance } from '../../../shared/date-in-france';
import { OVERDUE_INVOICES_NAMED, type TodaySummary } from '../../../shared/today-schemas';
import type { Db } from '../../db/client';
import { invoices, orders, quotes, receivedPayments } from '../../db/schema';

/** How many rows of the query meet a condition. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

type MoneyItems = NonNullable<TodaySummary['money']>;

/**
 * The money items of the today view, each counted in SQL on an indexed condition (orders and quotes by
 * status, payments by status, an invoiced order's invoices by order), so the view stays quick however many
 * years of orders the database holds. `today` is the day in France, as due dates and validity dates are.
 */
export async function moneyItems(db: Db, now: Date): Promise<MoneyItems> {
  const today = dateInFrance(now);
  const [[orderCounts], overdue, [payments], [quoteCounts]] = await Promise.all([
    db
      .select({
        toInvoice: countWhere(sql`${orders.status} = 'new'`),
        unpaid: countWhere(sql`${orders.status} = 'invoiced'`),
      })
      .from(orders)
      .where(inArray(orders.status, ['new', 'invoiced'])),
    overdueInvoices(db, today),
    db.select({ value: count() }).from(receivedPayments).where(eq(receivedPayments.status, 'unmatched')),
    db
      .select({
        awaitingAnswer: countWhere(sql`${quotes.status} = 'sent' and ${quotes.validUntil} >= ${today}`),
        awaitingDeposit: countWhere(awaitingDeposit()),
      })
      .from(quotes)
      .where(inArray(quotes.status, ['sent', 'accepted'])),
  ]);
  return {
    ordersToInvoice: Number(orderCounts?.toInvoice ?? 0),
    unpaidInvoices: Number(orderCounts?.unpaid ?? 0),
    overdueInvoices: overdue.total,
    overdue: overdue.oldest,
    paymentsToCheck: Number(payments?.value ?? 0),
    quotesAwaitingAnswer: Number(quoteCounts?.awaitingAnswer ?? 0),
    quotesAwaitingDeposit: Number(quoteCounts?.awaitingDeposit ?? 0),
  };
}

/**
 * The invoiced orders whose invoice is past its due date, as the orders list's Overdue view finds them: how
 * many, and the oldest few with their days overdue (the count comes with them, in one query).
 */
async function overdueInvoices(db: Db, today: string) {
  const daysOverdue = sql<number>`(${today}::date - ${invoices.dueDate})`.mapWith(Number);
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      invoiceNumber: invoices.number,
      daysOverdue,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(and(eq(orders.status, 'invoiced'), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(orders.number))
    .limit(OVERDUE_INVOICES_NAMED);
  return {
    total: rows[0]?.total ?? 0,
    oldest: rows.map(({ total: _total, ...row }) => row),
  };
}

/**
 * An accepted quote whose deposit is not paid yet: it asked one, its deposit invoice was not cancelled by a
 * credit note, and no final invoice took its place.
 */
function awaitingDeposit(): SQL {
  const cancelledDeposit = sql`SELECT 1 FROM ${invoices} AS deposit JOIN ${invoices} AS credit ON credit.credits_invoice_id = deposit.id WHERE deposit.quote_id = ${quotes.id} AND deposit.stage = 'deposit'`;
  const finalInvoice = sql`SELECT 1 FROM ${invoices} AS final WHERE final.quote_id = ${quotes.id} AND final.stage = 'final'`;
  return sql`${quotes.status} = 'accepted' AND ${quotes.depositPercent} > 0 AND ${quotes.depositPaidOn} IS NULL AND NOT EXISTS (${cancelledDeposit}) AND NOT EXISTS (${finalInvoice})`;
}
