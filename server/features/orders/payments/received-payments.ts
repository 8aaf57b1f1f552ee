import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderBalance, PaymentMeans } from '../../../../shared/order-schemas';
import {
  type LedgerPayment,
  MAX_WRITE_OFF_CENTS,
  type MatchPaymentResult,
  PAYMENTS_PAGE_SIZE,
  type PaymentsLedger,
  type ReceivedPaymentsPage,
} from '../../../../shared/payment-schemas';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { Db } from '../../../db/client';
import { bankStatementImports, invoices, orders, receivedPayments, users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { LicenceKeyState, LicenceSigner } from '../../../lib/licence-key/licence-key';
import {
  markOrderPaid,
  markOrdersPaid,
  type OrderToPay,
  type PaymentActor,
  recordOrderEvents,
} from './mark-order-paid';

type Order = typeof orders.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

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

/** What a bank statement's credit records (`recordReceivedPayments`). */
export type StatementPaymentValues = Required<
  Pick<
    ReceivedPaymentValues,
    | 'source'
    | 'reference'
    | 'bookedOn'
    | 'amountCents'
    | 'currency'
    | 'payerName'
    | 'text'
    | 'invoiceNumber'
    | 'orderId'
    | 'status'
    | 'reason'
    | 'importId'
  >
>;

/**
 * Records several payments at once, in their order (a statement's batch), each once: the references newly
 * recorded, those the source had already recorded left out. The rows go as one JSON parameter read by
 * `jsonb_to_recordset`, not as a parameter per value: building and sending a hundred rows' 1,200 parameters
 * took the ORM longer than the database took to insert them (decision 018).
 */
export async function recordReceivedPayments(tx: Db, rows: StatementPaymentValues[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const json = JSON.stringify(
    rows.map((row) => ({
      source: row.source,
      reference: row.reference,
      booked_on: row.bookedOn,
      amount_cents: row.amountCents,
      currency: row.currency,
      payer_name: row.payerName,
      text: row.text,
      invoice_number: row.invoiceNumber,
      order_id: row.orderId,
      status: row.status,
      reason: row.reason,
      import_id: row.importId,
    })),
  );
  const columns = sql.raw(
    'source, reference, booked_on, amount_cents, currency, payer_name, text, invoice_number, order_id, ' +
      'status, reason, import_id',
  );
  // The rows as the statement lists them: `sequence` numbers them in that order.
  const result = (await tx.execute(sql`
    insert into ${receivedPayments} (${columns})
    select ${columns}
    from rows from (jsonb_to_recordset(${json}::jsonb) as (
      source text, reference text, booked_on date, amount_cents integer, currency text, payer_name text,
      text text, invoice_number text, order_id uuid, status text, reason text, import_id uuid
    )) with ordinality as credit(${columns}, rank)
    order by credit.rank
    on conflict (source, reference) do nothing
    returning reference`)) as { rows: { reference: string }[] };
  return new Set(result.rows.map((row) => row.reference));
}

/** The invoice of an order (not its credit note), as issued. */
export async function invoiceOfOrder(db: Db, orderId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return invoice ?? null;
}

/** The euros put against each order: another currency never counts as euros. */
async function receivedEuros(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: receivedPayments.orderId, cents: sql<string>`sum(${receivedPayments.amountCents})` })
    .from(receivedPayments)
    .where(
      and(
        inArray(receivedPayments.orderId, orderIds),
        eq(receivedPayments.status, 'matched'),
        eq(receivedPayments.currency, 'EUR'),
      ),
    )
    .groupBy(receivedPayments.orderId);
  return new Map(rows.map((row) => [row.orderId ?? '', Number(row.cents)]));
}

/** What an order received in euros against its invoice, what was written off, and what is still due. */
export async function orderBalance(
  db: Db,
  order: Pick<Order, 'id' | 'writtenOffCents'>,
  invoice: Pick<Invoice, 'totalInclVatCents'>,
): Promise<OrderBalance> {
  const receivedCents = (await receivedEuros(db, [order.id])).get(order.id) ?? 0;
  return balanceOf(invoice.totalInclVatCents, receivedCents, order.writtenOffCents);
}

/** `orderBalance` of several orders in one query, by order id. */
export async function orderBalances(
  db: Db,
  rows: { order: Pick<Order, 'id' | 'writtenOffCents'>; invoice: Pick<Invoice, 'totalInclVatCents'> }[],
): Promise<Map<string, OrderBalance>> {
  const received = await receivedEuros(
    db,
    rows.map(({ order }) => order.id),
  );
  return new Map(
    rows.map(({ order, invoice }) => [
      order.id,
      balanceOf(invoice.totalInclVatCents, received.get(order.id) ?? 0, order.writtenOffCents),
    ]),
  );
}

function balanceOf(totalInclVatCents: number, receivedCents: number, writtenOffCents: number): OrderBalance {
  return {
    totalInclVatCents,
    receivedCents,
    writtenOffCents,
    dueCents: Math.max(0, totalInclVatCents - receivedCents - writtenOffCents),
  };
}

/** The day Mark as paid accepts for a payment of this order: from the order's day to today, in France. */
export function acceptablePaymentDay(day: string, order: Pick<Order, 'createdAt'>, now: Date): boolean {
  return day <= dateInFrance(now) && day >= dateInFrance(order.createdAt);
}

/** A payment put against an invoiced order, to settle (`settleOrder`). */
export interface PaymentToSettle {
  order: OrderToPay['order'] & Pick<Order, 'writtenOffCents'>;
  invoice: Pick<Invoice, 'totalInclVatCents'>;
  actor: PaymentActor;
  payment: { means: PaymentMeans; paidOn: string; amountCents: number; currency: string };
  via: 'owner' | 'card' | 'bank_statement';
}

/**
 * After euros were put against an invoiced order (the caller recorded them as matched, the order's row locked):
 * the order is paid, licence and receipt sent, when what it received (and any difference written off) covers
 * its invoice; otherwise the payment is recorded in its history with what remains due, and nothing is sent.
 * The caller made sure a licence can be signed when this payment completes it.
 */
export async function settleOrder(
  tx: Db,
  request: PaymentToSettle & { signer: LicenceSigner | null; now: Date },
): Promise<OrderBalance & { paid: boolean }> {
  const [settled] = await settleOrders(tx, request.signer, [request], request.now);
  return settled!;
}

/**
 * `settleOrder` for payments put against several orders, one each (a bank statement's batch): their
 * balances read by one query, the histories of those still due written by one insert, the orders paid
 * together (`markOrdersPaid`); each order ends exactly as it would alone. The answers in the requests' order.
 */
export async function settleOrders(
  tx: Db,
  signer: LicenceSigner | null,
  requests: PaymentToSettle[],
  now: Date,
): Promise<(OrderBalance & { paid: boolean })[]> {
  if (new Set(requests.map(({ order }) => order.id)).size !== requests.length)
    throw new Error('settleOrders takes one payment per order');
  const balances = await orderBalances(tx, requests);
  const settled = requests.map(({ order }) => {
    const balance = balances.get(order.id)!;
    return { ...balance, paid: balance.dueCents === 0 };
  });
  await recordOrderEvents(
    tx,
    requests.flatMap(({ order, actor, payment, via }, index) => {
      const balance = settled[index]!;
      if (balance.paid) return [];
      return [
        {
          actor,
          order,
          action: 'payment_received' as const,
          detail: {
            via,
            means: payment.means,
            paidOn: payment.paidOn,
            amount: money(payment.amountCents, payment.currency),
            received: money(balance.receivedCents),
            due: money(balance.dueCents),
          },
        },
      ];
    }),
  );
  const paid = requests.flatMap((request, index) => {
    const balance = settled[index]!;
    return balance.paid ? [{ ...request, received: money(balance.receivedCents) }] : [];
  });
  if (paid.length > 0) {
    if (!signer) throw new Error(`order ${paid[0]!.order.id} is paid, and no licence can be signed`);
    await markOrdersPaid(
      tx,
      signer,
      paid.map(({ order, actor, payment, via, received }) => ({
        order,
        actor,
        payment: { means: payment.means, paidOn: payment.paidOn },
        via,
        received,
      })),
      now,
    );
  }
  return settled;
}

/** `60.00 EUR`, as the history writes amounts. */
export function money(cents: number, currency = 'EUR'): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

const pageKey = (row: { bookedOn: string; sequence: number }) => `${row.bookedOn}_${row.sequence}`;
const splitKey = (key: string) => {
  const [bookedOn = '', sequence = '0'] = key.split('_');
  return { bookedOn, sequence: Number(sequence) };
};

/**
 * The payments that wait for the owner, oldest first, a page at a time after the key `after` (keyset: the
 * booking day then the order they were recorded in), with the open invoices they could pay and what each still owes; `canAct` for who
 * asks (the owner, or a colleague they allowed to handle money).
 */
export async function unmatchedPayments(
  db: Db,
  canAct: boolean,
  after?: string,
): Promise<ReceivedPaymentsPage> {
  const waiting = eq(receivedPayments.status, 'unmatched');
  const from = after ? splitKey(after) : null;
  const [rows, [total], open] = await Promise.all([
    db
      .select({ payment: receivedPayments, order: orders, invoice: invoices })
      .from(receivedPayments)
      .leftJoin(orders, eq(orders.id, receivedPayments.orderId))
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(
        and(
          waiting,
          from
            ? or(
                gt(receivedPayments.bookedOn, from.bookedOn),
                and(
                  eq(receivedPayments.bookedOn, from.bookedOn),
                  gt(receivedPayments.sequence, from.sequence),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(asc(receivedPayments.bookedOn), asc(receivedPayments.sequence))
      .limit(PAYMENTS_PAGE_SIZE + 1),
    db.select({ value: count() }).from(receivedPayments).where(waiting),
    db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(eq(orders.status, 'invoiced'))
      .orderBy(asc(invoices.number)),
  ]);
  const page = rows.slice(0, PAYMENTS_PAGE_SIZE);
  const received = await receivedEuros(
    db,
    open.map(({ order }) => order.id),
  );
  return {
    items: page.map(({ payment, order, invoice }) => ({
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
    total: Number(total?.value ?? 0),
    next: rows.length > PAYMENTS_PAGE_SIZE && page.length ? pageKey(page.at(-1)!.payment) : null,
    openInvoices: open.map(({ order, invoice }) => {
      const balance = balanceOf(
        invoice.totalInclVatCents,
        received.get(order.id) ?? 0,
        order.writtenOffCents,
      );
      return {
        orderId: order.id,
        number: invoice.number,
        totalInclVatCents: invoice.totalInclVatCents,
        receivedCents: balance.receivedCents,
        dueCents: balance.dueCents,
        customerName: customerName(order),
      };
    }),
    canAct,
  };
}

/**
 * The payments ledger: the statements imported (the latest 50), and every payment received, newest first, a
 * page at a time before the key `before`: matched (with the invoice it paid and what that order still owes),
 * waiting, or set aside.
 */
export async function paymentsLedger(db: Db, before?: string): Promise<PaymentsLedger> {
  const to = before ? splitKey(before) : null;
  const resolver = alias(users, 'resolver');
  const [imports, rows] = await Promise.all([
    db
      .select()
      .from(bankStatementImports)
      .orderBy(desc(bankStatementImports.number))
      .limit(PAYMENTS_PAGE_SIZE),
    db
      .select({
        payment: receivedPayments,
        order: orders,
        invoice: invoices,
        resolvedByName: resolver.name,
        fileName: bankStatementImports.fileName,
      })
      .from(receivedPayments)
      .leftJoin(orders, eq(orders.id, receivedPayments.orderId))
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .leftJoin(resolver, eq(resolver.id, receivedPayments.resolvedBy))
      .leftJoin(bankStatementImports, eq(bankStatementImports.id, receivedPayments.importId))
      .where(
        to
          ? or(
              lt(receivedPayments.bookedOn, to.bookedOn),
              and(eq(receivedPayments.bookedOn, to.bookedOn), lt(receivedPayments.sequence, to.sequence)),
            )
          : undefined,
      )
      .orderBy(desc(receivedPayments.bookedOn), desc(receivedPayments.sequence))
      .limit(PAYMENTS_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, PAYMENTS_PAGE_SIZE);
  const received = await receivedEuros(db, [
    ...new Set(page.flatMap(({ order }) => (order ? [order.id] : []))),
  ]);
  return {
    imports: imports.map((row) => ({
      id: row.id,
      fileName: row.fileName,
      messageId: row.messageId,
      importedAt: row.importedAt.toISOString(),
      importedByName: row.importedByName,
      credits: row.credits,
      matched: row.matched,
      partial: row.partial,
      unmatched: row.unmatched,
      alreadyImported: row.alreadyImported,
    })),
    payments: page.map(({ payment, order, invoice, resolvedByName, fileName }): LedgerPayment => ({
      id: payment.id,
      source: payment.source,
      means: payment.means,
      bookedOn: payment.bookedOn,
      amountCents: payment.amountCents,
      currency: payment.currency,
      payerName: payment.payerName,
      text: payment.text,
      status: payment.status,
      reason: payment.status === 'unmatched' ? (payment.reason ?? 'no_invoice') : payment.reason,
      resolvedAt: payment.resolvedAt?.toISOString() ?? null,
      resolvedByName,
      fileName,
      invoice:
        order && invoice
          ? {
              number: invoice.number,
              orderId: order.id,
              totalInclVatCents: invoice.totalInclVatCents,
              customerName: customerName(order),
              orderStatus: order.status,
              dueCents:
                order.status === 'invoiced'
                  ? balanceOf(invoice.totalInclVatCents, received.get(order.id) ?? 0, order.writtenOffCents)
                      .dueCents
                  : 0,
            }
          : null,
    })),
    next: rows.length > PAYMENTS_PAGE_SIZE && page.length ? pageKey(page.at(-1)!.payment) : null,
  };
}

function customerName(order: typeof orders.$inferSelect): string {
  const person = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  return order.customer.company ? `${order.customer.company} (${person})` : person;
}

export type SettleOutcome =
  | ({ outcome: 'done' } & MatchPaymentResult)
  | { outcome: 'not_found' }
  /** The payment was matched or dismissed meanwhile, or the order is no longer waiting for payment. */
  | { outcome: 'conflict' }
  | { outcome: 'signing_unavailable' }
  /** Not in euros: it cannot count for a euro invoice. */
  | { outcome: 'not_euros' }
  /** Its day is one Mark as paid would refuse for this order (before it, or after today). */
  | { outcome: 'invalid_paid_on' };

/**
 * The owner puts a waiting payment against an invoiced order (a transfer that named no invoice, a partial
 * payment): its euros count for the order, which is paid, with the payment's day and means, once they cover
 * what is due; otherwise the rest stays due. In one transaction.
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
    const invoice = await invoiceOfOrder(tx, order.id);
    if (payment.status !== 'unmatched' || order.status !== 'invoiced' || !invoice)
      return { outcome: 'conflict' };
    if (payment.currency !== 'EUR') return { outcome: 'not_euros' };
    const now = new Date();
    if (!acceptablePaymentDay(payment.bookedOn, order, now)) return { outcome: 'invalid_paid_on' };
    const before = await orderBalance(tx, order, invoice);
    const completes = payment.amountCents >= before.dueCents;
    if (completes && licenceKey.status !== 'ready') return { outcome: 'signing_unavailable' };
    await tx
      .update(receivedPayments)
      .set({
        status: 'matched',
        reason: null,
        orderId: order.id,
        invoiceNumber: invoice.number,
        resolvedAt: now,
        resolvedBy: request.actor.id,
      })
      .where(eq(receivedPayments.id, payment.id));
    const settled = await settleOrder(tx, {
      order,
      invoice,
      signer: licenceKey.status === 'ready' ? licenceKey.signer : null,
      actor: request.actor,
      payment: {
        means: paymentMeansOf(payment),
        paidOn: payment.bookedOn,
        amountCents: payment.amountCents,
        currency: payment.currency,
      },
      via: payment.source === 'card' ? 'card' : payment.source === 'owner' ? 'owner' : 'bank_statement',
      now,
    });
    return { outcome: 'done', invoiceNumber: invoice.number, paid: settled.paid, dueCents: settled.dueCents };
  });
}

/** How a received payment was made. */
function paymentMeansOf(payment: Pick<typeof receivedPayments.$inferSelect, 'source' | 'means'>) {
  if (payment.means) return payment.means;
  return payment.source === 'card' ? 'card' : 'sepa_credit_transfer';
}

/**
 * Mark as paid: the owner records euros received for an invoiced order (the order's row locked by the caller),
 * by default what is still due. Recorded as a payment of the owner's, it pays the order when it covers what
 * is due, and leaves the rest due otherwise.
 */
export async function recordOwnerPayment(
  tx: Db,
  request: {
    order: Order;
    signer: LicenceSigner | null;
    actor: { id: string; name: string };
    payment: { means: PaymentMeans; paidOn: string; amountCents?: number };
    now: Date;
  },
): Promise<{ outcome: 'done' } | { outcome: 'signing_unavailable' } | { outcome: 'not_found' }> {
  const { order, actor, payment, now } = request;
  const invoice = await invoiceOfOrder(tx, order.id);
  if (!invoice) return { outcome: 'not_found' };
  const before = await orderBalance(tx, order, invoice);
  const amountCents = payment.amountCents ?? before.dueCents;
  if (amountCents >= before.dueCents && !request.signer) return { outcome: 'signing_unavailable' };
  await tx.insert(receivedPayments).values({
    source: 'owner',
    reference: `owner:${randomUUID()}`,
    bookedOn: payment.paidOn,
    amountCents,
    currency: 'EUR',
    invoiceNumber: invoice.number,
    orderId: order.id,
    status: 'matched',
    means: payment.means,
    resolvedAt: now,
    resolvedBy: actor.id,
  });
  await settleOrder(tx, {
    order,
    invoice,
    signer: request.signer,
    actor,
    payment: { means: payment.means, paidOn: payment.paidOn, amountCents, currency: 'EUR' },
    via: 'owner',
    now,
  });
  return { outcome: 'done' };
}

/**
 * The owner settles an invoiced order whose payments came short by at most `MAX_WRITE_OFF_CENTS`: the
 * difference is written off (who and why in the order's history) and the order paid with its last payment's
 * day and means. The order's row is locked by the caller.
 */
export async function writeOffDifference(
  tx: Db,
  request: {
    order: Order;
    signer: LicenceSigner;
    actor: { id: string; name: string };
    reason: string;
    now: Date;
  },
): Promise<{ outcome: 'done' } | { outcome: 'not_allowed'; dueCents: number }> {
  const { order, actor, now } = request;
  const invoice = await invoiceOfOrder(tx, order.id);
  if (!invoice) return { outcome: 'not_allowed', dueCents: 0 };
  const balance = await orderBalance(tx, order, invoice);
  const [last] = await tx
    .select()
    .from(receivedPayments)
    .where(
      and(
        eq(receivedPayments.orderId, order.id),
        eq(receivedPayments.status, 'matched'),
        eq(receivedPayments.currency, 'EUR'),
      ),
    )
    .orderBy(desc(receivedPayments.bookedOn), desc(receivedPayments.receivedAt))
    .limit(1);
  if (!last || balance.dueCents === 0 || balance.dueCents > MAX_WRITE_OFF_CENTS)
    return { outcome: 'not_allowed', dueCents: balance.dueCents };
  const writtenOffCents = order.writtenOffCents + balance.dueCents;
  await tx.update(orders).set({ writtenOffCents, updatedAt: now }).where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor,
    action: 'payment_written_off',
    subjectType: 'order',
    subjectId: order.id,
    detail: { amount: money(balance.dueCents), reason: request.reason },
  });
  await markOrderPaid(tx, {
    order,
    signer: request.signer,
    actor,
    payment: { means: paymentMeansOf(last), paidOn: last.bookedOn },
    via: 'owner',
    received: money(balance.receivedCents),
    now,
  });
  return { outcome: 'done' };
}

/** The owner sets a waiting payment aside (refunded, or handled elsewhere); it stays in the ledger. */
export async function dismissPayment(
  db: Db,
  request: { paymentId: string; actor: { id: string; name: string } },
): Promise<{ outcome: 'done' } | { outcome: 'conflict' } | { outcome: 'not_found' }> {
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
