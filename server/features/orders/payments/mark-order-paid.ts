import { inArray, type SQL, sql } from 'drizzle-orm';
import type { OrderPayment } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { auditEvents, orderPageLinks, orders, outbox } from '../../../db/schema';
import type { LicenceSigner } from '../../../lib/licence-key/licence-key';
import { issueLicences } from '../licences/licence-store';
import type { OrderMailKind } from '../model/order-mail-kind';
import { newOrderPageLink } from '../tracking/order-page-links';

type Order = typeof orders.$inferSelect;

/** Who put the payment against the order; null for the site itself (a card payment confirmed by Stripe). */
export type PaymentActor = { id: string; name: string } | null;

/** One order to pay (`markOrdersPaid`): what of its row paying reads. */
export interface OrderToPay {
  order: Pick<Order, 'id' | 'status' | 'driver' | 'mac'>;
  actor: PaymentActor;
  payment: OrderPayment;
  /** How the payment was noticed, for the history: pressed by the owner (default), a card, a bank statement. */
  via?: 'owner' | 'card' | 'bank_statement';
  /** What the order received in all, as the history writes it (`60.00 EUR`). */
  received?: string;
}

/**
 * The one way an order becomes paid, whoever notices the payment (the owner's **Mark as paid**, a card
 * payment's webhook, a matched bank statement), once what it received covers its invoice (`settleOrder`):
 * inside the caller's transaction, with the order's row locked
 * by the caller and found `invoiced`, the payment's day and means are recorded, the licence is signed and
 * its mail queued, each step in the order's history. A rolled-back transaction leaves the order unpaid and
 * sends nothing.
 */
export async function markOrderPaid(
  tx: Db,
  request: OrderToPay & { signer: LicenceSigner; now: Date },
): Promise<{ licenceId: string }> {
  const [paid] = await markOrdersPaid(tx, request.signer, [request], request.now);
  return paid!;
}

/**
 * `markOrderPaid` for several orders at once (a bank statement's batch), each exactly as alone, in a fixed
 * number of statements whatever their count: the orders updated by one statement, their histories, licences,
 * links and mails each written by one multi-row insert, in the order given. The history's two steps are two
 * inserts, so that every order's `order_paid` comes before its `licence_sent` (the history is read by time).
 */
export async function markOrdersPaid(
  tx: Db,
  signer: LicenceSigner,
  requests: OrderToPay[],
  now: Date,
): Promise<{ licenceId: string }[]> {
  if (requests.length === 0) return [];
  for (const { order } of requests)
    if (order.status !== 'invoiced') throw new Error(`order ${order.id} is ${order.status}, not invoiced`);
  const byOrder = (value: (request: OrderToPay) => string): SQL => {
    const cases = requests.map((request) => sql`when ${request.order.id} then ${value(request)}`);
    return sql`case ${orders.id} ${sql.join(cases, sql` `)} end`;
  };
  // Paid, then its licence sent: the row as the two steps leave it.
  await tx
    .update(orders)
    .set({
      status: 'licence_sent',
      paidOn: sql`(${byOrder((request) => request.payment.paidOn)})::date`,
      paymentMeans: sql`${byOrder((request) => request.payment.means)}`,
      updatedAt: now,
    })
    .where(
      inArray(
        orders.id,
        requests.map((request) => request.order.id),
      ),
    );
  await recordOrderEvents(
    tx,
    requests.map(({ order, actor, payment, via, received }) => ({
      actor,
      order,
      action: 'order_paid',
      detail: {
        via: via ?? 'owner',
        means: payment.means,
        paidOn: payment.paidOn,
        ...(received ? { received } : {}),
      },
    })),
  );
  const licences = await issueLicences(
    tx,
    signer,
    requests.map(({ order }) => ({ orderId: order.id, driver: order.driver, mac: order.mac })),
    now,
  );
  await recordOrderEvents(
    tx,
    requests.map(({ order, actor }) => ({
      actor,
      order,
      action: 'licence_sent',
      detail: { mac: order.mac },
    })),
  );
  const links = requests.map(({ order }) => newOrderPageLink(order.id));
  await tx.insert(orderPageLinks).values(links.map((link) => link.row));
  const kind: OrderMailKind = 'order_licence';
  await tx.insert(outbox).values(
    requests.map(({ order }, index) => ({
      kind,
      payload: { orderId: order.id, licenceId: licences[index]!.id, orderPageToken: links[index]!.token },
    })),
  );
  return licences.map((licence) => ({ licenceId: licence.id }));
}

/** Steps in orders' histories, as `recordAudit` writes each, by one insert in their order. */
export async function recordOrderEvents(
  tx: Db,
  events: {
    actor: PaymentActor;
    order: Pick<Order, 'id'>;
    action: 'order_paid' | 'licence_sent' | 'payment_received';
    detail: Record<string, string>;
  }[],
) {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map(({ actor, order, action, detail }) => ({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? 'Site',
      action,
      subjectType: 'order' as const,
      subjectId: order.id,
      detail,
    })),
  );
}
