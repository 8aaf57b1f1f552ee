import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Language, negotiateLanguage } from '../../../shared/language';
import {
  acceptQuoteSchema,
  createQuoteSchema,
  declineQuoteSchema,
  type PublicQuoteView,
  updateQuoteSchema,
} from '../../../shared/quote-schemas';

type QuoteTerms = z.output<typeof updateQuoteSchema>;
import { sendApiError } from '../../lib/api-errors';
import type { AppContext } from '../../lib/app-context';
import { translator } from '../../lib/i18n/catalogue';
import { limitedTo } from '../../lib/rate-limit';
import { parseOrRefuse } from '../../lib/validation';
import { currentLegalDetails } from '../../lib/seller-details';
import { currentUser, requireUser } from '../accounts';
import { formatDocumentDate, stripeClient, unprintableBuyerFields, unprintableCharacters } from '../orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { linkBaseUrl } from '../../lib/link-base-url';
import { projectDocumentSummaries, projectPayment, projectSteps } from './project-view';
import { quoteFileName } from './quote-mails';
import { quoteRouteMessages } from './quote-route-messages';
import {
  acceptQuote,
  type AnswerOutcome,
  creditProjectInvoice,
  issueQuoteFinalInvoice,
  type QuoteRow,
  closedReason,
  createQuote,
  declineQuote,
  findQuote,
  listQuotes,
  messageExists,
  type QuoteOutcome,
  quoteDetails,
  sendQuote,
  statusOf,
  updateQuote,
  versionForToken,
} from './quote-store';

export const quoteParams = z.object({ id: z.uuid() });
/** A quote's refusals name the field inside the buyer or a line: `buyer.siren`, `lines.2.quantity`. */
const nested = { nested: true };
export const quoteTokenParams = z.object({ token: z.string().max(100) });
/** An invoice number of the project: F2026-0001, A2026-0001. */
const documentNumber = z.string().regex(/^[FA]\d{4}-\d{4,}$/);
export const quoteInvoiceParams = z.object({ id: z.uuid(), number: documentNumber });
export const publicInvoiceParams = z.object({ token: z.string().max(100), number: documentNumber });

/**
 * /api/quotes/*: installation quotes, for the owner and the colleagues allowed to handle money; and
 * /api/public/quotes/:token/*, the customer's page, whose token is the only credential (not logged, an unknown
 * token a plain 404).
 */
export async function quotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, business, legalSource } = ctx;
  const db = database.db;
  const billing = {
    preHandler: requireUser(db, { billing: true }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };
  const publicRoute = { logLevel: 'warn' as const, ...limitedTo(env.ORDER_TRACKING_RATE_LIMIT) };
  const now = () => new Date();
  const stripe = stripeClient(env);
  const documentSettings = async () => ({
    business,
    legal: await currentLegalDetails(legalSource),
    paymentLinkTemplate: env.PAYMENT_LINK_TEMPLATE,
  });
  const pageLink = (token: string) => `${linkBaseUrl(env).replace(/\/+$/, '')}/#/quote/${token}`;

  const actor = (request: FastifyRequest) => {
    const { id, name } = currentUser(request);
    return { id, name, language: pageLanguage(request) };
  };

  app.get('/api/quotes', billing, async (_request, reply) => reply.send(await listQuotes(db, now())));

  app.post('/api/quotes', billing, async (request, reply) => {
    const body = parseOrRefuse(createQuoteSchema, request.body, reply, nested);
    if (!body) return reply;
    const language = pageLanguage(request);
    if (!refusedUnprintable(reply, body)) return reply;
    if (body.messageId && !(await messageExists(db, body.messageId)))
      return sendApiError(reply, 400, {
        error: 'invalid_request',
        message: translator(quoteRouteMessages, language)('messageNotFound'),
        fields: { messageId: 'is not a message of the inbox' },
      });
    const { messageId, ...terms } = body;
    const quote = await createQuote(db, { terms, messageId, actor: actor(request), now: now() });
    return reply.code(201).send(await quoteDetails(db, quote, now()));
  });

  app.get('/api/quotes/:id', billing, async (request, reply) => {
    const params = quoteParams.safeParse(request.params);
    const quote = params.success ? await findQuote(db, params.data.id) : null;
    if (!quote) return notFound(reply, pageLanguage(request));
    return reply.send(await quoteDetails(db, quote, now()));
  });

  app.put('/api/quotes/:id', billing, async (request, reply) => {
    const params = quoteParams.safeParse(request.params);
    if (!params.success) return notFound(reply, pageLanguage(request));
    const terms = parseOrRefuse(updateQuoteSchema, request.body, reply, nested);
    if (!terms) return reply;
    if (!refusedUnprintable(reply, terms)) return reply;
    const result = await updateQuote(db, { id: params.data.id, terms, actor: actor(request), now: now() });
    return answer(reply, pageLanguage(request), result, async ({ quote }) =>
      reply.send(await quoteDetails(db, quote, now())),
    );
  });

  app.post('/api/quotes/:id/send', billing, async (request, reply) => {
    const params = quoteParams.safeParse(request.params);
    if (!params.success) return notFound(reply, pageLanguage(request));
    const result = await sendQuote(db, await documentSettings(), {
      id: params.data.id,
      actor: actor(request),
      now: now(),
    });
    return answer(reply, pageLanguage(request), result, ({ quote }) =>
      reply.send({ number: quote.number, status: 'sent' }),
    );
  });

  app.post('/api/quotes/:id/final-invoice', billing, async (request, reply) => {
    const params = quoteParams.safeParse(request.params);
    if (!params.success) return notFound(reply, pageLanguage(request));
    const result = await issueQuoteFinalInvoice(db, await documentSettings(), {
      id: params.data.id,
      actor: actor(request),
      now: now(),
    });
    if (result.outcome === 'conflict')
      return conflict(reply, translator(quoteRouteMessages, pageLanguage(request))('finalConflict', result));
    return answer(reply, pageLanguage(request), result, async ({ quote }) =>
      reply.send(await quoteDetails(db, quote, now())),
    );
  });

  app.post('/api/quotes/:id/invoices/:number/credit-note', billing, async (request, reply) => {
    const params = quoteInvoiceParams.safeParse(request.params);
    const language = pageLanguage(request);
    if (!params.success) return notFound(reply, language);
    const result = await creditProjectInvoice(db, { ...params.data, actor: actor(request), now: now() });
    if (result.outcome === 'invoice_not_found') return notFound(reply, language);
    if (result.outcome === 'conflict')
      return conflict(reply, translator(quoteRouteMessages, language)('creditConflict'));
    return answer(reply, language, result, ({ creditNote }) => reply.send({ number: creditNote.number }));
  });

  app.get('/api/quotes/:id/invoices/:number/pdf', billing, async (request, reply) => {
    const params = quoteInvoiceParams.safeParse(request.params);
    const document = params.success ? await projectDocument(db, params.data.id, params.data.number) : null;
    if (!document) return notFound(reply, pageLanguage(request));
    return sendPdf(reply, document);
  });

  /** What a refusal says, in the language of the page that asked. */
  function answer<Done>(
    reply: FastifyReply,
    language: Language,
    result: QuoteOutcome<Done>,
    done: (result: Done) => unknown,
  ) {
    const t = translator(quoteRouteMessages, language);
    switch (result.outcome) {
      case 'not_found':
        return notFound(reply, language);
      case 'conflict':
        return reply.code(409).send({
          error: 'quote_status_conflict',
          message: t('conflict', { status: result.status }),
          fields: {},
          status: result.status,
        });
      case 'seller_details_missing':
        return sendApiError(reply, 409, {
          error: 'seller_details_missing',
          message: t('sellerDetailsMissing'),
        });
      case 'vat_rates_not_allowed':
        return sendApiError(reply, 400, {
          error: 'invalid_request',
          message: t('vatRates', { regime: result.regime }),
          fields: Object.fromEntries(
            result.lines.map((index) => [
              `lines.${index}.vatRatePercent`,
              'is not a rate this seller charges',
            ]),
          ),
        });
      case 'validity_past':
        return sendApiError(reply, 400, {
          error: 'invalid_request',
          message: t('validityPast'),
          fields: { validUntil: 'must be today or later' },
        });
      case 'done':
        return done(result);
    }
  }

  const findVersion = async (request: FastifyRequest) => {
    const params = quoteTokenParams.safeParse(request.params);
    return params.success ? versionForToken(db, params.data.token) : null;
  };

  app.get('/api/public/quotes/:token', publicRoute, async (request, reply) => {
    const found = await findVersion(request);
    if (!found) return linkNotFound(reply, pageLanguage(request));
    const { quote, version } = found;
    const { content } = version;
    const token = quoteTokenParams.parse(request.params).token;
    const view: PublicQuoteView = {
      number: content.number,
      version: content.version,
      status: version.acceptedAt ? 'accepted' : version.declinedAt ? 'declined' : statusOf(quote, now()),
      closed: closedReason(quote, version, now()),
      language: content.language,
      issueDate: content.issueDate,
      validUntil: content.validUntil,
      seller: { name: business.businessName, email: business.email, phone: business.phone },
      buyer: { name: content.buyer.name, company: content.buyer.company },
      lines: content.lines,
      discountPercent: content.discountPercent,
      totals: content.totals,
      deposit: content.deposit,
      notes: content.notes,
      vatRegime: content.vatRegime,
      acceptedBy: version.acceptedName,
      acceptedAt: version.acceptedAt?.toISOString() ?? null,
      declinedAt: version.declinedAt?.toISOString() ?? null,
      pdfUrl: `/api/public/quotes/${encodeURIComponent(token)}/pdf`,
      project: version.acceptedAt ? await publicProject(quote, token) : null,
    };
    return reply.header('Cache-Control', 'no-store').send(view);
  });

  app.get('/api/public/quotes/:token/pdf', publicRoute, async (request, reply) => {
    const found = await findVersion(request);
    if (!found) return linkNotFound(reply, pageLanguage(request));
    const { version } = found;
    return reply
      .type('application/pdf')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${quoteFileName(version.content)}.pdf"`)
      .send(Buffer.from(version.pdf));
  });

  app.get('/api/public/quotes/:token/invoices/:number/pdf', publicRoute, async (request, reply) => {
    const found = await findVersion(request);
    const params = publicInvoiceParams.safeParse(request.params);
    const document =
      found?.version.acceptedAt && params.success
        ? await projectDocument(db, found.quote.id, params.data.number)
        : null;
    if (!document) return linkNotFound(reply, pageLanguage(request));
    return sendPdf(reply, document);
  });

  app.post('/api/public/quotes/:token/pay', publicRoute, async (request, reply) => {
    const found = await findVersion(request);
    const language = pageLanguage(request);
    if (!found?.version.acceptedAt) return linkNotFound(reply, language);
    const t = translator(quoteRouteMessages, language);
    if (!stripe) return sendApiError(reply, 409, { error: 'card_payment_off', message: t('cardPaymentOff') });
    const token = quoteTokenParams.parse(request.params).token;
    const { documents, rows } = await projectDocumentSummaries(db, found.quote, () => '');
    const payment = await projectPayment(documents, rows, true);
    if (!payment) return sendApiError(reply, 409, { error: 'nothing_due', message: t('nothingDue') });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: payment.amountCents,
            product_data: {
              name: t('cardLine', { number: payment.invoiceNumber, quote: found.quote.number ?? '' }),
            },
          },
        },
      ],
      client_reference_id: payment.invoiceNumber,
      metadata: { quoteId: found.quote.id, invoiceNumber: payment.invoiceNumber },
      payment_intent_data: { metadata: { quoteId: found.quote.id, invoiceNumber: payment.invoiceNumber } },
      customer_email: found.version.content.buyer.email,
      success_url: `${pageLink(token)}?payment=card`,
      cancel_url: pageLink(token),
      locale: language,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`);
    return reply.send({ url: session.url });
  });

  /** The project's page once the quote is accepted: its steps, documents and what is due. */
  async function publicProject(quote: QuoteRow, token: string) {
    const { documents, rows } = await projectDocumentSummaries(
      db,
      quote,
      (number) =>
        `/api/public/quotes/${encodeURIComponent(token)}/invoices/${encodeURIComponent(number)}/pdf`,
    );
    return {
      steps: projectSteps(quote, documents) ?? [],
      documents,
      payment: await projectPayment(documents, rows, stripe !== null),
    };
  }

  app.post('/api/public/quotes/:token/accept', publicRoute, async (request, reply) => {
    const params = quoteTokenParams.safeParse(request.params);
    const language = pageLanguage(request);
    if (!params.success) return linkNotFound(reply, language);
    const body = parseOrRefuse(acceptQuoteSchema, request.body, reply);
    if (!body) return reply;
    const result = await acceptQuote(db, await documentSettings(), {
      token: params.data.token,
      name: body.name,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      now: now(),
    });
    return answered(reply, language, result);
  });

  app.post('/api/public/quotes/:token/decline', publicRoute, async (request, reply) => {
    const params = quoteTokenParams.safeParse(request.params);
    const language = pageLanguage(request);
    if (!params.success) return linkNotFound(reply, language);
    const body = parseOrRefuse(declineQuoteSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const result = await declineQuote(db, {
      token: params.data.token,
      reason: body.reason ?? '',
      now: now(),
    });
    return answered(reply, language, result);
  });

  function answered(reply: FastifyReply, language: Language, result: AnswerOutcome) {
    const t = translator(quoteRouteMessages, language);
    if (result.outcome === 'not_found') return linkNotFound(reply, language);
    if (result.outcome === 'closed') {
      const { reason } = result;
      return reply.code(409).send({
        error: 'quote_closed',
        message:
          reason === 'expired'
            ? t('closed.expired', { validUntil: formatDocumentDate(result.validUntil, language) })
            : t(`closed.${reason}`),
        fields: {},
        reason,
      });
    }
    const { quote, version } = result;
    return reply.send({
      number: quote.number,
      status: quote.status,
      acceptedBy: version.acceptedName,
      acceptedAt: version.acceptedAt?.toISOString() ?? null,
      declinedAt: version.declinedAt?.toISOString() ?? null,
    });
  }
}

/**
 * True when everything the quote's PDF prints of what was typed fits its font; otherwise answers 400 naming the
 * fields, as an order's buyer correction does.
 */
function refusedUnprintable(reply: FastifyReply, terms: QuoteTerms): boolean {
  const fields: Record<string, string> = {};
  for (const [field, reason] of Object.entries(unprintableBuyerFields(terms.buyer) ?? {}))
    fields[`buyer.${field}`] = reason;
  const typed: [string, string][] = [
    ...terms.lines.map((line, index): [string, string] => [`lines.${index}.description`, line.description]),
    ['notes', terms.notes ?? ''],
  ];
  for (const [field, value] of typed) {
    const characters = unprintableCharacters(value);
    if (characters.length)
      fields[field] = `contains characters the quote cannot print (${characters.join(' ')})`;
  }
  if (Object.keys(fields).length === 0) return true;
  void sendApiError(reply, 400, {
    error: 'invalid_request',
    message: 'Some characters cannot be printed on the quote.',
    fields,
  });
  return false;
}

function conflict(reply: FastifyReply, message: string) {
  return sendApiError(reply, 409, { error: 'quote_status_conflict', message });
}

async function projectDocument(db: Db, quoteId: string, number: string) {
  const [document] = await db
    .select({ number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.number, number)));
  return document ?? null;
}

function sendPdf(reply: FastifyReply, document: { number: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${document.number}.pdf"`)
    .send(Buffer.from(document.pdf));
}

function pageLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['content-language'] ?? request.headers['accept-language']);
}

function notFound(reply: FastifyReply, language: Language) {
  return sendApiError(reply, 404, {
    error: 'not_found',
    message: translator(quoteRouteMessages, language)('notFound'),
  });
}

function linkNotFound(reply: FastifyReply, language: Language) {
  return sendApiError(reply, 404, {
    error: 'not_found',
    message: translator(quoteRouteMessages, language)('linkNotFound'),
  });
}
