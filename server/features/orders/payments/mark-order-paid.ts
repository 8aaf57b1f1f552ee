import { eq } from 'drizzle-orm';
import type { OrderPayment } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { orders, outbox } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { LicenceSigner } from '../../../lib/licence-key/licence-key';
import { issueLicence } from '../licences/licence-store';
import type { OrderMailKind } from '../model/order-mail-kind';
import { newOrderPageToken } from '../tracking/order-page-links';

type Order = typeof orders.$inferSelect;

/** Who put the payment against the order; null for the site itself (a card payment confirmed by Stripe). */
export type PaymentActor = { id: string; name: string } | null;

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
  request: {
    order: Order;
    signer: LicenceSigner;
    actor: PaymentActor;
    payment: OrderPayment;
    /** How the payment was noticed, for the history: pressed by the owner (default), a card, a bank statement. */
    via?: 'owner' | 'card' | 'bank_statement';
    /** What the order received in all, as the history writes it (`60.00 EUR`). */
    received?: string;
    now: Date;
  },
): Promise<{ licenceId: string }> {
  const { order, actor, payment, now } = request;
  if (order.status !== 'invoiced') throw new Error(`order ${order.id} is ${order.status}, not invoiced`);
  await tx
    .update(orders)
    .set({ status: 'paid', paidOn: payment.paidOn, paymentMeans: payment.means, updatedAt: now })
    .where(eq(orders.id, order.id));
  await record(tx, actor, order, 'order_paid', {
    via: request.via ?? 'owner',
    means: payment.means,
    paidOn: payment.paidOn,
    ...(request.received ? { received: request.received } : {}),
  });
  const licence = await issueLicence(
    tx,
    request.signer,
    { orderId: order.id, driver: order.driver, mac: order.mac },
    now,
  );
  await tx.update(orders).set({ status: 'licence_sent', updatedAt: now }).where(eq(orders.id, order.id));
  await record(tx, actor, order, 'licence_sent', { mac: order.mac });
  const kind: OrderMailKind = 'order_licence';
  const orderPageToken = await newOrderPageToken(tx, order.id);
  await tx
    .insert(outbox)
    .values({ kind, payload: { orderId: order.id, licenceId: licence.id, orderPageToken } });
  return { licenceId: licence.id };
}

function record(
  tx: Db,
  actor: PaymentActor,
  order: Order,
  action: 'order_paid' | 'licence_sent',
  detail: Record<string, string>,
) {
  return recordAudit(tx, { actor, action, subjectType: 'order', subjectId: order.id, detail });
}
