import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ORDER_PAGE_HASH_PREFIX } from '../../../../shared/order-link';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { linkBaseUrl } from '../../../lib/link-base-url';
import { limitedTo } from '../../../lib/rate-limit';
import type { Language } from '../../../../shared/language';
import { issuedInvoice } from '../tracking/order-tracking';
import { invoiceOfOrder, orderBalance } from '../payments/received-payments';
import { cardCheckout } from './card-checkout';
import { payLinkPage } from './card-payment-page';
import { orderForPayLink, orderForPayment } from './pay-link';
import { handleStripeEvent, SigningUnavailableError } from './stripe-events';
import { stripeClient } from './stripe-client';
import { readStripeEvent } from './stripe-webhook-event';

export const payParams = z.object({ token: z.string().max(100) });
export const payQuery = z.object({ lang: z.enum(['en', 'fr']).optional() });
export const payLinkPageQuery = payQuery.extend({ payment: z.enum(['card', 'card_unavailable']).optional() });

/** Stripe's events are a few kilobytes; this leaves room without taking anything a client might send. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

type Returned = 'card' | 'card_unavailable';

/**
 * Card payment with Stripe Checkout: `GET /api/payments/card/:token` sends the customer to a Checkout Session,
 * and `POST /api/payments/stripe/webhook` takes Stripe's word that it was paid. The token is the order page's
 * (its Pay by card button: back to the order page) or the invoice's Pay by card token (printed on the invoice
 * and in its mail: back to `GET /api/payments/card/:token/status`, a page of what the invoice asks and whether
 * it is paid, the only other thing that token opens). Without `STRIPE_SECRET_KEY` the link leads back to
 * either page and the webhook answers 404.
 */
export async function cardPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, licenceKey } = ctx;
  const db = database.db;
  const stripe = stripeClient(env);
  const base = linkBaseUrl(env).replace(/\/+$/, '');
  const orderPage = (token: string, state?: Returned) =>
    `${base}/${ORDER_PAGE_HASH_PREFIX}${encodeURIComponent(token)}${state ? `?payment=${state}` : ''}`;
  const payLinkPageUrl = (token: string, language: Language, state?: Returned) =>
    `${base}/api/payments/card/${encodeURIComponent(token)}/status?lang=${language}${state ? `&payment=${state}` : ''}`;
  // The token is the credential: its address is not logged.
  const route = { logLevel: 'warn' as const, ...limitedTo(env.CARD_CHECKOUT_RATE_LIMIT) };
  const pageRoute = { logLevel: 'warn' as const, ...limitedTo(env.ORDER_TRACKING_RATE_LIMIT) };

  app.get('/api/payments/card/:token', route, async (request, reply) => {
    const params = payParams.safeParse(request.params);
    if (!params.success) return reply.redirect(`${base}/`, 302);
    const { token } = params.data;
    const query = payQuery.safeParse(request.query);
    const found = await orderForPayment(db, token);
    const language = (query.success && query.data.lang) || found?.order.language || 'en';
    // An unknown token goes to the order page, which says that no order matches it.
    const back = (state?: Returned) =>
      found?.via === 'pay_link' ? payLinkPageUrl(token, language, state) : orderPage(token, state);
    const order = found?.order;
    const invoice = order?.status === 'invoiced' ? await invoiceOfOrder(db, order.id) : null;
    if (!stripe || !order || !invoice) return reply.redirect(back(), 302);
    const { dueCents } = await orderBalance(db, order, invoice);
    if (dueCents === 0) return reply.redirect(back(), 302);
    try {
      const checkout = await cardCheckout(db, stripe, {
        order,
        invoice,
        dueCents,
        language,
        successUrl: back('card'),
        cancelUrl: back(),
      });
      return reply.redirect('url' in checkout ? checkout.url : back('card'), 303);
    } catch (error) {
      request.log.error({ err: error, orderId: order.id }, 'could not start a card payment');
      return reply.redirect(back('card_unavailable'), 303);
    }
  });

  app.get('/api/payments/card/:token/status', pageRoute, async (request, reply) => {
    const params = payParams.safeParse(request.params);
    const query = payLinkPageQuery.safeParse(request.query);
    const order = params.success ? await orderForPayLink(db, params.data.token) : null;
    const language = (query.success && query.data.lang) || order?.language || 'en';
    const invoice = order ? await issuedInvoice(db, order.id) : null;
    if (!order || !invoice || !params.success)
      return sendApiError(reply, 404, {
        error: 'pay_link_not_found',
        message: 'No invoice matches this link. Check that it was copied whole.',
      });
    const html = (body: string) =>
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
    const paid =
      order.status === 'paid' || order.status === 'licence_sent' || order.status === 'licence_revoked';
    if (order.status !== 'invoiced')
      return html(payLinkPage(language, { kind: paid ? 'paid' : 'closed', invoice }));
    return html(
      payLinkPage(language, {
        kind: 'due',
        invoice,
        payUrl: stripe
          ? `${base}/api/payments/card/${encodeURIComponent(params.data.token)}?lang=${language}`
          : null,
        returned: (query.success && query.data.payment) || null,
      }),
    );
  });

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
