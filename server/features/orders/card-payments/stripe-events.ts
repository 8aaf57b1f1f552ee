import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { UnmatchedReason } from '../../../../shared/payment-schemas';
import type { Db } from '../../../db/client';
import { orders, stripeEvents } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { applyProjectPayment } from '../payments/project-payments';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import {
  invoiceOfOrder,
  money,
  orderBalance,
  recordReceivedPayment,
  settleOrder,
} from '../payments/received-payments';
import type { StripeWebhookEvent } from './stripe-webhook-event';

/** What a Stripe event did: each is recorded with the event's id. */
export type StripeEventOutcome =
  /** The order was marked paid and its licence mailed. */
  | 'paid'
  /** The amount or currency differs from the invoice's: nothing changed, the payment waits for the owner. */
  | 'mismatch'
  /** The order is already paid or cancelled: the payment waits for the owner (a refund, most likely). */
  | 'not_open'
  /** No order of ours: the payment waits for the owner. */
  | 'unknown_order'
  /** Not an event that pays anything (another type, or a session not paid yet). */
  | 'ignored'
  /** This event id was handled before: nothing done again. */
  | 'duplicate';

/** No licence can be signed now: nothing is recorded, so that Stripe sends the event again later. */
export class SigningUnavailableError extends Error {
  constructor() {
    super('licence signing is not available: the card payment is left for Stripe to send again');
  }
}

const orderId = z.uuid();

/**
 * Acts on a verified Stripe event once, in one transaction: the event's id is recorded first (a replay, or
 * the same event delivered to two instances at once, finds it and does nothing), then a paid
 * `checkout.session.completed` in euros for the invoice's total marks the order paid by card exactly as
 * Mark as paid does; any other paid session is recorded for the owner with what differs.
 */
export async function handleStripeEvent(
  db: Db,
  licenceKey: LicenceKeyState,
  event: StripeWebhookEvent,
): Promise<StripeEventOutcome> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!first) return 'duplicate';
    const done = async (outcome: Exclude<StripeEventOutcome, 'duplicate'>, order?: string) => {
      await tx
        .update(stripeEvents)
        .set({ outcome, orderId: order ?? null })
        .where(eq(stripeEvents.id, event.id));
      return outcome;
    };

    const { session } = event;
    if (!session || session.payment_status !== 'paid') return done('ignored');

    const paidAt = new Date(event.created * 1000);
    const amountCents = session.amount_total ?? 0;
    const currency = (session.currency ?? '').toUpperCase();
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    const received = {
      source: 'card' as const,
      reference: paymentIntent ?? session.id,
      bookedOn: dateInFrance(paidAt),
      amountCents,
      currency,
      payerName: session.customer_details?.name ?? '',
      text: session.customer_details?.email ?? session.customer_email ?? '',
      invoiceNumber: session.client_reference_id,
    };
    const unmatched = (reason: UnmatchedReason, order: string | null) =>
      recordReceivedPayment(tx, { ...received, orderId: order, status: 'unmatched', reason });

    // A project's invoice paid by card from its page: put against that invoice.
    const projectInvoice = session.metadata?.quoteId ? session.metadata.invoiceNumber : undefined;
    if (projectInvoice) {
      const outcome = await applyProjectPayment(tx, received, [projectInvoice]);
      if (outcome === null) {
        await unmatched('unknown_order', null);
        return done('unknown_order');
      }
      return done(outcome === 'matched' || outcome === 'alreadyImported' ? 'paid' : 'mismatch');
    }
    const id = orderId.safeParse(session.metadata?.orderId);
    const [order] = id.success
      ? await tx.select().from(orders).where(eq(orders.id, id.data)).for('update')
      : [];
    if (!order) {
      await unmatched('unknown_order', null);
      return done('unknown_order');
    }
    const invoice = await invoiceOfOrder(tx, order.id);
    if (order.status !== 'invoiced' || !invoice) {
      await unmatched('not_open', order.id);
      return done('not_open', order.id);
    }
    // Checkout charges what is still due: the total, less what a partial transfer already brought.
    const { dueCents } = await orderBalance(tx, order, invoice);
    if (currency !== 'EUR' || amountCents !== dueCents) {
      await unmatched(currency !== 'EUR' ? 'currency' : 'amount', order.id);
      await recordAudit(tx, {
        actor: null,
        action: 'payment_mismatch',
        subjectType: 'order',
        subjectId: order.id,
        detail: {
          source: 'card',
          expected: money(dueCents),
          received: money(amountCents, currency),
        },
      });
      return done('mismatch', order.id);
    }
    if (licenceKey.status !== 'ready') throw new SigningUnavailableError();
    await recordReceivedPayment(tx, { ...received, orderId: order.id, status: 'matched', reason: null });
    await settleOrder(tx, {
      order,
      invoice,
      signer: licenceKey.signer,
      actor: null,
      payment: { means: 'card', paidOn: received.bookedOn, amountCents, currency },
      via: 'card',
      now: new Date(),
    });
    return done('paid', order.id);
  });
}
