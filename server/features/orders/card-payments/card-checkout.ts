import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Language } from '../../../../shared/language';
import type { Db } from '../../../db/client';
import { type invoices, orders } from '../../../db/schema';

type Order = typeof orders.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

const lineName = { en: 'Invoice {number}', fr: 'Facture {number}' } as const;

/**
 * Where the customer pays the invoice by card: the order's open Checkout Session when there is one for this
 * amount (a second click, a reload), else a new one (mode `payment` in euros, one line with what is still
 * due on the invoice (its total including VAT, less what a partial payment already brought), the invoice number as `client_reference_id`, our order id in `metadata.orderId`, the
 * customer's e-mail, back to the order page either way, in the page's language). `complete` when the last
 * session was already paid: its webhook is on its way.
 */
export async function cardCheckout(
  db: Db,
  stripe: Stripe,
  request: {
    order: Order;
    invoice: Invoice;
    dueCents: number;
    language: Language;
    successUrl: string;
    cancelUrl: string;
  },
): Promise<{ url: string } | { complete: true }> {
  const { order, invoice, dueCents, language } = request;
  if (order.checkoutSessionId) {
    const last = await stripe.checkout.sessions.retrieve(order.checkoutSessionId).catch(() => null);
    if (last?.status === 'complete') return { complete: true };
    if (last?.status === 'open' && last.url && last.amount_total === dueCents && last.locale === language)
      return { url: last.url };
  }
  const driver = order.driverTitle[language];
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: dueCents,
          product_data: { name: lineName[language].replace('{number}', invoice.number), description: driver },
        },
      },
    ],
    client_reference_id: invoice.number,
    metadata: { orderId: order.id, invoiceNumber: invoice.number },
    payment_intent_data: { metadata: { orderId: order.id, invoiceNumber: invoice.number } },
    customer_email: order.customer.email,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: language,
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`);
  await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
  return { url: session.url };
}
