import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Language, negotiateLanguage } from '../../../../shared/language';
import {
  type OrderAction,
  type OrderConflictBody,
  type OrderDetail,
  markPaidSchema,
  type MarkPaidRequest,
  refundSchema,
  type RefundRequest,
  buyerCorrectionSchema,
  orderListFilterSchema,
  paymentRemindersSchema,
  reissueLicenceSchema,
  writeOffSchema,
} from '../../../../shared/order-schemas';
import { MAX_WRITE_OFF_CENTS } from '../../../../shared/payment-schemas';
import { type BuyerProblem, invoicingBuyer, storedBuyer } from '../../../../shared/buyer-details';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { currentUser, requireUser } from '../../accounts';
import { translator } from '../../../lib/i18n/catalogue';
import { licenceFileName } from '../licences/licence-format';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import { licenceSigningStatus } from '../licences/licence-signing-status';
import { refuseUnprintable, unprintableBuyerFields } from '../invoices/printable-buyer';
import { linkBaseUrl } from '../../../lib/link-base-url';
import { limitedTo } from '../../../lib/rate-limit';
import { canIssueInvoices } from '../../../lib/setup/setup-status';
import { parseOrRefuse } from '../../../lib/validation';
import { renderFacturX } from '../invoices/factur-x';
import { invoiceToIssue } from '../invoices/issue-invoice';
import {
  type ActionOutcome,
  correctBuyer,
  runOrderAction,
  setPaymentReminders,
  writeOffOrder,
} from './order-actions';
import { findOrder, listOrders, orderDetail, orderDocument, orderLicence } from './order-queries';
import { orderReceipt } from '../tracking/order-receipt';
import { orderRouteMessages } from './order-route-messages';
import { currentLegalDetails } from '../../../lib/seller-details';

export const orderParams = z.object({ id: z.uuid() });
export const documentParams = z.object({ id: z.uuid(), documentId: z.uuid() });
export const licenceParams = z.object({ id: z.uuid(), licenceId: z.uuid() });

/** The actions without a body; re-issuing a licence takes the new MAC address. */
const plainActions = ['send-invoice', 'cancel', 'revoke-licence'] as const satisfies OrderAction[];

/**
 * /api/orders/*: the back office's orders, for the owner and staff alike. Each action answers the order as it
 * now stands, or 409 with its current status when another tab or colleague moved it on first.
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, business, legalSource, licenceKey } = ctx;
  const db = database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  // What moves money or a licence: the owner, or a colleague they allowed (`users.can_bill`).
  const billing = {
    preHandler: requireUser(db, { billing: true }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };
  // The seller's details are read at each use: a change made in the back office counts at once.
  const settingsNow = async () => ({ ...baseSettings, legal: await currentLegalDetails(legalSource) });
  const baseSettings = {
    business,
    licenceKey,
    paymentLinkTemplate: env.PAYMENT_LINK_TEMPLATE,
    cardPaymentLinkBase: env.STRIPE_SECRET_KEY
      ? `${linkBaseUrl(env).replace(/\/+$/, '')}/api/payments/card/`
      : undefined,
  };

  const detail = async (id: string, user: { language: Language; canBill: boolean }) => {
    const legal = await currentLegalDetails(legalSource);
    return orderDetail(db, id, {
      legal,
      reminderDays: env.PAYMENT_REMINDER_DAYS,
      canAct: user.canBill,
      licenceSigning: licenceSigningStatus(licenceKey, user.language),
      invoiceIssuing: canIssueInvoices(legal)
        ? { available: true }
        : { available: false, reason: translator(orderRouteMessages, user.language)('sellerDetailsMissing') },
    });
  };
  /** The detail of an order found or changed just before: one that is gone by now is a server error. */
  const detailOfFound = async (
    id: string,
    user: { language: Language; canBill: boolean },
  ): Promise<OrderDetail> => {
    const found = await detail(id, user);
    if (!found) throw new Error(`order ${id} has no detail`);
    return found;
  };

  app.get('/api/orders', signedIn, async (request, reply) => {
    const filter = parseOrRefuse(orderListFilterSchema, request.query, reply);
    if (!filter) return reply;
    return reply.send(await listOrders(db, filter));
  });

  app.get('/api/orders/:id', signedIn, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    const user = { ...currentUser(request), language: pageLanguage(request) };
    const order = params.success ? await detail(params.data.id, user) : null;
    return order ? reply.send(order) : orderNotFound(reply);
  });

  const act = async (
    reply: FastifyReply,
    id: string,
    action: OrderAction,
    user: ActingUser,
    given: { mac?: string; payment?: MarkPaidRequest; refund?: RefundRequest } = {},
  ) =>
    answer(
      reply,
      id,
      user,
      await runOrderAction(db, await settingsNow(), { orderId: id, action, actor: user, ...given }),
    );

  /** The order as it now stands, or why nothing was done. */
  const answer = async (reply: FastifyReply, id: string, user: ActingUser, result: ActionOutcome) => {
    const t = translator(orderRouteMessages, user.language);
    switch (result.outcome) {
      case 'not_found':
        return orderNotFound(reply);
      case 'conflict': {
        const body: OrderConflictBody = {
          error: 'order_status_conflict',
          message: t('conflict', { status: result.status }),
          fields: {},
          status: result.status,
        };
        return reply.code(409).send(body);
      }
      case 'same_mac':
        return sendApiError(reply, 400, {
          error: 'same_mac',
          message: t('sameMac'),
          fields: { mac: 'is the MAC address of the licence in force' },
        });
      case 'invalid_paid_on':
        return sendApiError(reply, 400, {
          error: 'invalid_request',
          message: t('invalidPaidOn'),
          fields: { paidOn: 'must be a day between the order and today' },
        });
      case 'seller_details_missing':
        return sendApiError(reply, 409, {
          error: 'seller_details_missing',
          message: t('sellerDetailsMissing'),
        });
      case 'signing_unavailable':
        return sendApiError(reply, 409, {
          error: 'licence_signing_unavailable',
          message: licenceSigningReason(licenceKey, user.language),
        });
      case 'buyer_incomplete':
        return refuseIncompleteBuyer(reply, result.problems, user.language);
      case 'done':
        return reply.send(await detailOfFound(id, user));
    }
  };

  for (const action of plainActions) {
    app.post(`/api/orders/:id/${action}`, billing, async (request, reply) => {
      const params = orderParams.safeParse(request.params);
      if (!params.success) return orderNotFound(reply);
      return act(reply, params.data.id, action, { ...currentUser(request), language: pageLanguage(request) });
    });
  }

  app.post('/api/orders/:id/reissue-licence', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const body = parseOrRefuse(reissueLicenceSchema, request.body, reply);
    if (!body) return reply;
    return act(
      reply,
      params.data.id,
      'reissue-licence',
      { ...currentUser(request), language: pageLanguage(request) },
      { mac: body.mac },
    );
  });

  app.post('/api/orders/:id/refund', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const refund = parseOrRefuse(refundSchema, request.body, reply);
    if (!refund) return reply;
    const user = { ...currentUser(request), language: pageLanguage(request) };
    return act(reply, params.data.id, 'refund', user, { refund });
  });

  app.post('/api/orders/:id/mark-paid', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const payment = parseOrRefuse(markPaidSchema, request.body, reply);
    if (!payment) return reply;
    const user = { ...currentUser(request), language: pageLanguage(request) };
    return act(reply, params.data.id, 'mark-paid', user, { payment });
  });

  app.post('/api/orders/:id/write-off', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const body = parseOrRefuse(writeOffSchema, request.body, reply);
    if (!body) return reply;
    const user = { ...currentUser(request), language: pageLanguage(request) };
    const result = await writeOffOrder(db, licenceKey, {
      orderId: params.data.id,
      actor: user,
      reason: body.reason,
    });
    if (result.outcome !== 'not_allowed') return answer(reply, params.data.id, user, result);
    return sendApiError(reply, 409, {
      error: 'write_off_refused',
      message: translator(orderRouteMessages, user.language)('writeOffRefused', {
        due: (result.dueCents / 100).toFixed(2),
        max: (MAX_WRITE_OFF_CENTS / 100).toFixed(2),
      }),
    });
  });

  app.get('/api/orders/:id/receipt.pdf', signedIn, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    const order = params.success ? await findOrder(db, params.data.id) : null;
    const receipt = order ? await orderReceipt(db, order) : null;
    if (!receipt) return sendApiError(reply, 404, { error: 'not_found', message: 'No payment is recorded.' });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${receipt.fileName}"`)
      .send(Buffer.from(receipt.pdf));
  });

  // The invoice as Send invoice would issue it now, under a number that says it is a preview: nothing is
  // stored and no number is taken.
  app.get('/api/orders/:id/invoice-preview.pdf', signedIn, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    const order = params.success ? await findOrder(db, params.data.id) : null;
    if (!order) return orderNotFound(reply);
    if (order.status !== 'new') {
      const t = translator(orderRouteMessages, pageLanguage(request));
      const body: OrderConflictBody = {
        error: 'order_status_conflict',
        message: t('conflict', { status: order.status }),
        fields: {},
        status: order.status,
      };
      return reply.code(409).send(body);
    }
    const { problems } = invoicingBuyer(order.customer);
    if (problems.length > 0) return refuseIncompleteBuyer(reply, problems, pageLanguage(request));
    const { language } = order;
    const number = translator(orderRouteMessages, language)('previewNumber');
    const pdf = await renderFacturX(
      invoiceToIssue({ ...(await settingsNow()), order, now: new Date() }, number),
    );
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'attachment; filename="invoice-preview.pdf"')
      .send(Buffer.from(pdf));
  });

  app.put('/api/orders/:id/buyer', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const body = parseOrRefuse(buyerCorrectionSchema, request.body, reply);
    if (!body) return reply;
    const unprintable = unprintableBuyerFields(body);
    if (unprintable) return refuseUnprintable(reply, unprintable);
    const user = { ...currentUser(request), language: pageLanguage(request) };
    const result = await correctBuyer(db, { orderId: params.data.id, buyer: storedBuyer(body), actor: user });
    if (result.outcome === 'not_found') return orderNotFound(reply);
    if (result.outcome === 'conflict') {
      const body: OrderConflictBody = {
        error: 'order_status_conflict',
        message: translator(orderRouteMessages, user.language)('conflict', { status: result.status }),
        fields: {},
        status: result.status,
      };
      return reply.code(409).send(body);
    }
    return reply.send(await detailOfFound(params.data.id, user));
  });

  app.post('/api/orders/:id/payment-reminders', billing, async (request, reply) => {
    const params = orderParams.safeParse(request.params);
    if (!params.success) return orderNotFound(reply);
    const body = parseOrRefuse(paymentRemindersSchema, request.body, reply);
    if (!body) return reply;
    const user = { ...currentUser(request), language: pageLanguage(request) };
    const found = await setPaymentReminders(db, { orderId: params.data.id, on: body.on, actor: user });
    if (!found) return orderNotFound(reply);
    return reply.send(await detailOfFound(params.data.id, user));
  });

  app.get('/api/orders/:id/documents/:documentId', signedIn, async (request, reply) => {
    const params = documentParams.safeParse(request.params);
    const document = params.success ? await orderDocument(db, params.data.id, params.data.documentId) : null;
    if (!document) return sendApiError(reply, 404, { error: 'not_found', message: 'No such document.' });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${document.number}.pdf"`)
      .send(Buffer.from(document.pdf));
  });

  app.get('/api/orders/:id/licences/:licenceId', signedIn, async (request, reply) => {
    const params = licenceParams.safeParse(request.params);
    const licence = params.success ? await orderLicence(db, params.data.id, params.data.licenceId) : null;
    if (!licence) return sendApiError(reply, 404, { error: 'not_found', message: 'No such licence.' });
    return reply
      .type('text/plain; charset=us-ascii')
      .header('Content-Disposition', `attachment; filename="${licenceFileName(licence.driver, licence.mac)}"`)
      .send(licence.text);
  });
}

type ActingUser = { id: string; name: string; language: Language; canBill: boolean };

/** Send invoice, or its preview, waiting for the buyer's invoicing details: `409`, saying which and why. */
function refuseIncompleteBuyer(reply: FastifyReply, problems: BuyerProblem[], language: Language) {
  const t = translator(orderRouteMessages, language);
  return sendApiError(reply, 409, {
    error: 'invoice_details_missing',
    message: t('buyerIncomplete', { reasons: problems.map((problem) => t(`problem.${problem}`)).join('; ') }),
    fields: Object.fromEntries(problems.map((problem) => [problemField[problem], problem])),
  });
}

/** The detail field each reason for waiting is about, for API clients. */
const problemField: Record<BuyerProblem, string> = {
  address_unreadable: 'address',
  siren_missing: 'siren',
  vat_number_missing: 'vatNumber',
};

/** The language of the page that asks (its Accept-Language), for what the server says to the person. */
function pageLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

function orderNotFound(reply: FastifyReply) {
  return sendApiError(reply, 404, { error: 'not_found', message: 'No such order.' });
}

/** Why licences cannot be issued, for the owner, in their language. */
function licenceSigningReason(key: LicenceKeyState, language: Language): string {
  const status = licenceSigningStatus(key, language);
  return status.available ? '' : status.reason;
}
