import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ORDER_PAGE_HASH_PREFIX } from '../../../../shared/order-link';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { linkBaseUrl } from '../../../lib/link-base-url';
import { limitedTo } from '../../../lib/rate-limit';
import { orderForToken } from '../order-tracking';
import { invoiceOfOrder } from '../received-payments';
import { cardCheckout } from './card-checkout';
import { handleStripeEvent, SigningUnavailableError } from './stripe-events';
import { stripeClient } from './stripe-client';
import { readStripeEvent } from './stripe-webhook-event';

export const payParams = z.object({ token: z.string().max(100) });
export const payQuery = z.object({ lang: z.enum(['en', 'fr']).optional() });

/** Stripe's events are a few kilobytes; this leaves room without taking anything a client might send. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Card payment with Stripe Checkout: `GET /api/payments/card/:token` (the Pay by card link of the invoice, its mail and the
 * order page) sends the customer to a Checkout Session, and `POST /api/payments/stripe/webhook` takes
 * Stripe's word that it was paid. Without `STRIPE_SECRET_KEY` the link leads back to the order page and the
 * webhook answers 404.
 */
export async function cardPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, licenceKey } = ctx;
  const db = database.db;
  const stripe = stripeClient(env);
  const base = linkBaseUrl(env).replace(/\/+$/, '');
  const orderPage = (token: string, state?: 'card' | 'card_unavailable') =>
    `${base}/${ORDER_PAGE_HASH_PREFIX}${encodeURIComponent(token)}${state ? `?payment=${state}` : ''}`;

  app.get(
    '/api/payments/card/:token',
    // The token is the credential: its address is not logged.
    { logLevel: 'warn', ...limitedTo(env.CARD_CHECKOUT_RATE_LIMIT) },
    async (request, reply) => {
      const params = payParams.safeParse(request.params);
      if (!params.success) return reply.redirect(`${base}/`, 302);
      const { token } = params.data;
      const order = await orderForToken(db, token);
      const invoice = order?.status === 'invoiced' ? await invoiceOfOrder(db, order.id) : null;
      if (!stripe || !order || !invoice) return reply.redirect(orderPage(token), 302);
      const query = payQuery.safeParse(request.query);
      const language = (query.success && query.data.lang) || order.locale;
      try {
        const checkout = await cardCheckout(db, stripe, {
          order,
          invoice,
          language,
          successUrl: orderPage(token, 'card'),
          cancelUrl: orderPage(token),
        });
        return reply.redirect('url' in checkout ? checkout.url : orderPage(token, 'card'), 303);
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'could not start a card payment');
        return reply.redirect(orderPage(token, 'card_unavailable'), 303);
      }
    },
  );

  await app.register(async (webhook) => {
    // The signature is over the body exactly as sent: it is kept as bytes, not parsed.
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/payments/stripe/webhook',
      limitedTo(env.STRIPE_WEBHOOK_RATE_LIMIT),
      async (request, reply) => {
        if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return notConfigured(reply);
        const signature = request.headers['stripe-signature'];
        const reading =
          Buffer.isBuffer(request.body) && typeof signature === 'string'
            ? readStripeEvent(stripe, request.body, signature, env.STRIPE_WEBHOOK_SECRET, new Date())
            : { refused: 'invalid_signature' as const };
        if ('refused' in reading)
          return sendApiError(
            reply,
            400,
            reading.refused === 'invalid_signature'
              ? {
                  error: 'invalid_signature',
                  message:
                    'The Stripe-Signature header does not match this body and the webhook secret, or is not dated now.',
                }
              : {
                  error: 'invalid_event',
                  message: 'This is not a Stripe event that can be read: nothing was done.',
                },
          );
        const { event } = reading;
        try {
          const outcome = await handleStripeEvent(db, licenceKey, event);
          request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event handled');
          return reply.send({ received: true, outcome });
        } catch (error) {
          if (!(error instanceof SigningUnavailableError)) throw error;
          request.log.error({ event: event.id }, error.message);
          return sendApiError(reply, 503, {
            error: 'licence_signing_unavailable',
            message: 'Licences cannot be signed now; send the event again later.',
          });
        }
      },
    );
  });
}

function notConfigured(reply: FastifyReply) {
  return sendApiError(reply, 404, {
    error: 'card_payments_off',
    message: 'Card payments are not configured on this site.',
  });
}
