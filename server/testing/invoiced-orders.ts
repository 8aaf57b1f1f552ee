import { eq, sql } from 'drizzle-orm';
import { invoices, orders, outbox } from '../db/schema';
import { bearer } from './accounts';
import { licenceOrder } from './sample-payloads';
import type { TestApp } from './test-app';

export interface InvoicedOrder {
  id: string;
  /** The order page's token, from the confirmation mail. */
  token: string;
  invoiceNumber: string;
  totalInclVatCents: number;
}

let placed = 0;

/**
 * An order placed as a visitor places one and invoiced by the owner's Send invoice, through the API. Each
 * comes from its own e-mail address (an address gets three confirmations a day); the app must accept many
 * messages (`MESSAGES_RATE_LIMIT`).
 */
export async function placeInvoicedOrder(
  t: TestApp,
  owner: { accessToken: string },
  overrides: Record<string, string> = {},
): Promise<InvoicedOrder> {
  placed += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { ...licenceOrder, email: `payer-${placed}-${Date.now()}@example.test`, ...overrides },
  });
  if (response.statusCode !== 202) throw new Error(`the order was refused: ${response.body}`);
  const messageId = response.json().id as string;
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.messageId, messageId));
  const [confirmation] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.messageId} = ${messageId} and ${outbox.kind} = 'customer_confirmation'`);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order!.id}/send-invoice`,
    headers: bearer(owner),
  });
  if (sent.statusCode !== 200) throw new Error(`Send invoice was refused: ${sent.body}`);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order!.id));
  return {
    id: order!.id,
    token: (confirmation?.payload as { trackingToken: string }).trackingToken,
    invoiceNumber: invoice!.number,
    totalInclVatCents: invoice!.totalInclVatCents,
  };
}
