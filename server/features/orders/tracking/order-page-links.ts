import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderPageLinks, orders } from '../../../db/schema';
import { hashSecret, newSecret } from '../../../lib/secrets';

/**
 * A new link to an order's page for one mail, inside the transaction that queues the mail: the token goes in
 * the mail's outbox payload (cleared once sent), its hash in `order_page_links`.
 */
export async function newOrderPageToken(tx: Db, orderId: string): Promise<string> {
  const { token, row } = newOrderPageLink(orderId);
  await tx.insert(orderPageLinks).values(row);
  return token;
}

/** A new link's token and the row that stores its hash, for the caller to insert with others. */
export function newOrderPageLink(orderId: string) {
  const token = newSecret();
  return { token, row: { tokenHash: hashSecret(token), orderId } };
}

/** The order a link minted by `newOrderPageToken` opens, by the token's hash. */
export async function orderOfPageLink(db: Db, tokenHash: string) {
  const [found] = await db
    .select({ order: orders })
    .from(orderPageLinks)
    .innerJoin(orders, eq(orders.id, orderPageLinks.orderId))
    .where(eq(orderPageLinks.tokenHash, tokenHash));
  return found?.order ?? null;
}
