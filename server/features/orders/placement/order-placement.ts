import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../../shared/language';
import type { LicenceOrderPayload, MessagePayload } from '../../../../shared/message-schemas';
import type { Db } from '../../../db/client';
import { auditEvents, orders } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { productByKey } from '../../products';
import { newOrder, type OrderedProduct } from './new-order';

type Actor = { id: string; name: string };

export interface OrderPlacement {
  /** The customer's order-page token, for the confirmation mail only (the order keeps its hash). */
  trackingToken: string;
  /**
   * The common table expressions `new_order` and `order_received` (each followed by a comma) that store the
   * order and its first step, for a statement in which `message` names the stored message's row: the order is
   * stored only if its message is, in the same statement.
   */
  statements: SQL;
}

/**
 * A licence order placed with the message that asks for it, at the product's title and price now. The message
 * feature stores the message, its mails and the order in one statement (one round trip on the embedded
 * database); what an order is stays here.
 */
export function placeOrderWithMessage(
  messageId: string,
  payload: LicenceOrderPayload,
  language: Language,
  product: OrderedProduct,
): OrderPlacement {
  const { values, trackingToken } = newOrder(messageId, payload, language, product);
  return {
    trackingToken,
    statements: sql`new_order as (
      insert into ${orders} (id, message_id, driver, driver_title, mac, price_excl_vat_cents, customer, language, tracking_token_hash)
      select ${values.id}::uuid, message.id, ${values.driver},
        ${JSON.stringify(values.driverTitle)}::jsonb, ${values.mac},
        ${values.priceExclVatCents}::int, ${JSON.stringify(values.customer)}::jsonb,
        ${values.language}, ${values.trackingTokenHash}
      from message returning id
    ),
    order_received as (
      insert into ${auditEvents} (actor_name, action, subject_type, subject_id)
      select 'Site', 'order_received', 'order', new_order.id from new_order
      returning id
    ),`,
  };
}

export type SpamOrderOutcome = 'none' | 'cancelled' | 'in_progress';

/**
 * The order of a message being marked as spam (in the caller's transaction): one still waiting for its invoice
 * is cancelled, without a mail to an address that may not be the sender's; one already invoiced or paid is left
 * as it is, and `in_progress` tells the caller to keep the message out of the Spam view.
 */
export async function cancelOrderOfSpam(tx: Db, messageId: string, actor: Actor): Promise<SpamOrderOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.messageId, messageId)).for('update');
  if (!order || order.status === 'cancelled') return 'none';
  if (order.status !== 'new') return 'in_progress';
  await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await recordAudit(tx, { actor, action: 'order_marked_spam', subjectType: 'order', subjectId: order.id });
  return 'cancelled';
}

/**
 * The order of a message moved out of the Spam view (in the caller's transaction): an order cancelled when its
 * message was marked as spam is restored; a licence order that never had one starts it now, at the product's
 * title and price now (a product gone since starts none). Returns the new order's tracking token, for the
 * customer's confirmation, or null when no order was placed.
 */
export async function resumeOrderOfMessage(
  tx: Db,
  message: { id: string; payload: MessagePayload; language: Language },
  actor: Actor,
): Promise<string | null> {
  const [existing] = await tx.select().from(orders).where(eq(orders.messageId, message.id)).for('update');
  if (existing) {
    if (existing.status === 'cancelled' && (await cancelledAsSpam(tx, existing.id))) {
      await tx.update(orders).set({ status: 'new', updatedAt: new Date() }).where(eq(orders.id, existing.id));
      await recordAudit(tx, {
        actor,
        action: 'order_restored',
        subjectType: 'order',
        subjectId: existing.id,
      });
    }
    return null;
  }
  const { payload } = message;
  if (payload.type !== 'driver') return null;
  const product = await productByKey(tx, payload.driverName);
  if (!product) return null;
  const order = newOrder(message.id, payload, message.language, product);
  await tx.insert(orders).values(order.values);
  await recordAudit(tx, {
    actor: null,
    action: 'order_received',
    subjectType: 'order',
    subjectId: order.values.id,
  });
  return order.trackingToken;
}

/** Whether an order's last step is its cancellation as spam (rather than a cancellation by the owner). */
async function cancelledAsSpam(db: Db, orderId: string): Promise<boolean> {
  const [last] = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, 'order'), eq(auditEvents.subjectId, orderId)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return last?.action === 'order_marked_spam';
}
