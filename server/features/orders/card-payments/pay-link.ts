import { eq, or } from 'drizzle-orm';
import { ORDER_TRACKING_TOKEN_PATTERN } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { hashSecret } from '../../../lib/secrets';

/**
 * The order whose card payment a token starts, and which token it is: the order page's (its Pay by card
 * button, which comes back to the order page) or the invoice's Pay by card token (printed on the invoice and
 * in its mail, which comes back to the invoice's own payment page). Null for an unknown or malformed token.
 */
export async function orderForPayment(db: Db, token: string) {
  if (!ORDER_TRACKING_TOKEN_PATTERN.test(token)) return null;
  const hash = hashSecret(token);
  const [order] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.trackingTokenHash, hash), eq(orders.payTokenHash, hash)));
  if (!order) return null;
  return { order, via: order.payTokenHash === hash ? ('pay_link' as const) : ('order_page' as const) };
}

/** The order of an invoice's Pay by card token only: what its payment page may show. */
export async function orderForPayLink(db: Db, token: string) {
  if (!ORDER_TRACKING_TOKEN_PATTERN.test(token)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.payTokenHash, hashSecret(token)));
  return order ?? null;
}
