import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Checkout Session as the stand-in keeps it: the fields our server sends and reads, in Stripe's shape. */
interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: string;
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** What the SDK sent for the line (the stand-in's own record, not a Stripe field). */
  line_items_sent: Record<string, string>;
}

export interface StripeStandIn {
  /** For `STRIPE_API_BASE`. */
  url: string;
  sessions: Map<string, StandInSession>;
  /** The API calls received: method, path and the form fields (nested keys flattened as the SDK wrote them). */
  calls: { method: string; path: string; form: Record<string, string>; authorization?: string }[];
  /** Where the checkout page posts the signed webhook; null to let the test deliver it. */
  webhookUrl: string | null;
  /** Pays a session as the checkout page does, and returns the signed event (also posted to `webhookUrl`). */
  pay(
    sessionId: string,
    options?: { amountTotal?: number; currency?: string },
  ): Promise<{ payload: string; signature: string; event: Stripe.Event }>;
  /** A signed event for this body, as Stripe would send it. */
  sign(payload: string): string;
  stop(): Promise<void>;
}

const API_KEY = /^Bearer (sk|rk)_test_\w+$/;

/**
 * A local stand-in of Stripe's API for tests (as stripe-mock is used): it answers the two calls our server
 * makes through the official SDK (create and retrieve a Checkout Session), serves a checkout page whose Pay
 * button completes the session and posts `checkout.session.completed` signed with the webhook secret by the
 * SDK's own helper, then sends the browser to the session's success URL.
 */
export async function startStripeStandIn(options: {
  webhookSecret: string;
  webhookUrl?: string;
  /** How long after the Pay button the webhook is posted (the browser is sent back at once); 0: before. */
  webhookDelayMs?: number;
}): Promise<StripeStandIn> {
  const sdk = new Stripe('sk_test_stand_in');
  const sign = (payload: string) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
  const standIn: StripeStandIn = {
    url: '',
    sessions: new Map(),
    calls: [],
    webhookUrl: options.webhookUrl ?? null,
    sign,
    async pay(sessionId, overrides = {}) {
      const session = standIn.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.payment_status === 'paid') throw new Error(`${sessionId} is already paid`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
      session.customer_details = { email: session.customer_email, name: 'Card Holder' };
      if (overrides.amountTotal !== undefined) session.amount_total = overrides.amountTotal;
      if (overrides.currency !== undefined) session.currency = overrides.currency;
      const { line_items_sent: _sent, ...object } = session;
      const event = {
        id: `evt_test_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...object, url: null } },
      } as unknown as Stripe.Event;
      const payload = JSON.stringify(event, null, 2);
      const signature = sign(payload);
      if (standIn.webhookUrl) {
        const response = await fetch(standIn.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
          body: payload,
        });
        if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      }
      return { payload, signature, event };
    },
    stop: async () => undefined,
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', standIn.url);
    const body = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(body));
    const method = request.method ?? 'GET';

    if (url.pathname.startsWith('/v1/')) {
      standIn.calls.push({ method, path: url.pathname, form, authorization: request.headers.authorization });
      if (!API_KEY.test(request.headers.authorization ?? ''))
        return json(response, 401, stripeError('Invalid API Key provided.', 'authentication_error'));
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions')
        return json(response, 200, createSession(form));
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (method === 'GET' && retrieve) {
        const session = standIn.sessions.get(retrieve[1] ?? '');
        if (!session)
          return json(response, 404, stripeError('No such checkout.session', 'invalid_request_error'));
        const { line_items_sent: _sent, ...object } = session;
        return json(response, 200, { ...object, url: session.status === 'open' ? session.url : null });
      }
      return json(response, 404, stripeError(`Unrecognized request URL (${method}: ${url.pathname})`));
    }

    const page = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    const session = page ? standIn.sessions.get(page[1] ?? '') : undefined;
    if (!page || !session) {
      response.statusCode = 404;
      return response.end('No such checkout page');
    }
    if (method === 'POST' && page[2]) {
      if (session.status === 'open') {
        const delay = options.webhookDelayMs ?? 0;
        if (delay > 0) {
          session.status = 'complete';
          setTimeout(() => void standIn.pay(session.id).catch(() => undefined), delay);
        } else await standIn.pay(session.id);
      }
      response.statusCode = 303;
      response.setHeader('Location', session.success_url);
      return response.end();
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(checkoutPage(session));
  }

  function createSession(form: Record<string, string>): StandInSession {
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const unitAmount = Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? '1');
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => /^metadata\[\w+\]$/.test(key))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const created = Math.floor(Date.now() / 1000);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? '',
      status: 'open',
      payment_status: 'unpaid',
      currency: form['line_items[0][price_data][currency]'] ?? '',
      amount_total: unitAmount * quantity,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      customer_email: form.customer_email ?? null,
      customer_details: null,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      locale: form.locale ?? null,
      url: `${standIn.url}/checkout/${id}`,
      payment_intent: null,
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      line_items_sent: Object.fromEntries(
        Object.entries(form).filter(([key]) => key.startsWith('line_items')),
      ),
    };
    standIn.sessions.set(id, session);
    const { line_items_sent: _sent, ...object } = session;
    return object as StandInSession;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Request-Id', `req_${randomBytes(8).toString('hex')}`);
  response.end(JSON.stringify(body));
}

function stripeError(message: string, type = 'invalid_request_error') {
  return { error: { type, message } };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The stand-in's checkout page: what is paid, a Pay button, and the way back. */
function checkoutPage(session: StandInSession): string {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const paid = session.status !== 'open';
  return `<!doctype html>
<html lang="${escape(session.locale ?? 'en')}">
<head><meta charset="utf-8"><title>Stripe Checkout (test stand-in)</title></head>
<body>
<main>
<h1>Test checkout</h1>
<p>Invoice <span data-testid="reference">${escape(session.client_reference_id ?? '')}</span>:
<strong data-testid="amount">${escape(amount)}</strong></p>
<p>E-mail: <span data-testid="email">${escape(session.customer_email ?? '')}</span></p>
${
  paid
    ? '<p>This session is already paid.</p>'
    : `<form method="post" action="/checkout/${escape(session.id)}/pay"><button type="submit">Pay ${escape(amount)}</button></form>
<p><a href="${escape(session.cancel_url)}">Back</a></p>`
}
</main>
</body>
</html>`;
}
