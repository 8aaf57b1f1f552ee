import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { currentLegalDetails } from '../../../lib/seller-details';
import { epcQrSvg, paymentDetails } from '../invoices/payment-details';
import { licenceFileName } from '../licences/licence-format';
import { limitedTo } from '../../../lib/rate-limit';
import { licenceInForce } from '../back-office/order-queries';
import { orderReceipt } from './order-receipt';
import { creditNotesOf, customerOrderView, issuedInvoice, orderForToken } from './order-tracking';

export const tokenParams = z.object({ token: z.string().max(100) });
export const creditNoteParams = tokenParams.extend({ number: z.string().regex(/^A\d{4}-\d{4,6}$/) });

/**
 * /api/order-tracking/:token*: the customer's order page and its files. The token is the only credential, so
 * these requests are not logged (their address holds it), and an unknown token is a plain 404.
 */
export async function orderTrackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, legalSource } = ctx;
  const db = database.db;
  const route = { logLevel: 'warn' as const, ...limitedTo(env.ORDER_TRACKING_RATE_LIMIT) };
  // The seller's bank details as they are now: a change made in the back office counts at once.
  const payment = async () => ({
    legal: await currentLegalDetails(legalSource),
    paymentLinkTemplate: env.PAYMENT_LINK_TEMPLATE,
    cardPayments: Boolean(env.STRIPE_SECRET_KEY),
  });

  const findOrder = async (params: unknown) => {
    const parsed = tokenParams.safeParse(params);
    return parsed.success ? orderForToken(db, parsed.data.token) : null;
  };

  app.get('/api/order-tracking/:token', route, async (request, reply) => {
    const order = await findOrder(request.params);
    return order ? reply.send(await customerOrderView(db, order, await payment())) : notFound(reply);
  });

  app.get('/api/order-tracking/:token/invoice.pdf', route, async (request, reply) => {
    const order = await findOrder(request.params);
    const invoice = order ? await issuedInvoice(db, order.id) : null;
    if (!invoice) return notFound(reply);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
      .send(Buffer.from(invoice.pdf));
  });

  app.get('/api/order-tracking/:token/payment-qr.svg', route, async (request, reply) => {
    const order = await findOrder(request.params);
    const invoice = order?.status === 'invoiced' ? await issuedInvoice(db, order.id) : null;
    if (!invoice) return notFound(reply);
    const svg = await epcQrSvg(
      paymentDetails(invoice, await currentLegalDetails(legalSource), env.PAYMENT_LINK_TEMPLATE),
    );
    return reply.type('image/svg+xml').send(svg);
  });

  app.get('/api/order-tracking/:token/credit-notes/:number.pdf', route, async (request, reply) => {
    const params = creditNoteParams.safeParse(request.params);
    const order = params.success ? await orderForToken(db, params.data.token) : null;
    const note =
      order && params.success
        ? (await creditNotesOf(db, order.id)).find((candidate) => candidate.number === params.data.number)
        : undefined;
    if (!note) return notFound(reply);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${note.number}.pdf"`)
      .send(Buffer.from(note.pdf));
  });

  app.get('/api/order-tracking/:token/receipt.pdf', route, async (request, reply) => {
    const order = await findOrder(request.params);
    const receipt = order ? await orderReceipt(db, order) : null;
    if (!receipt) return notFound(reply);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receipt.fileName}"`)
      .send(Buffer.from(receipt.pdf));
  });

  app.get('/api/order-tracking/:token/licence', route, async (request, reply) => {
    const order = await findOrder(request.params);
    const licence = order ? await licenceInForce(db, order.id) : null;
    if (!licence) return notFound(reply);
    const fileName = licenceFileName(licence.driver, licence.mac);
    return reply
      .type('text/plain; charset=us-ascii')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(licence.text);
  });
}

function notFound(reply: FastifyReply) {
  return sendApiError(reply, 404, {
    error: 'order_not_found',
    message: 'No order matches this link. Check that it was copied whole.',
  });
}
