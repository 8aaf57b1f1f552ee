import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { negotiateLanguage } from '../../../shared/language';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { limitedTo } from '../../lib/rate-limit';
import { parseMessage } from './message-schemas';
import { acceptMessage } from './messages-service';
import { orderableProduct } from '../products';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

const productUnavailable = {
  en: 'This driver is not for sale in the store any more, so it cannot be ordered. Nothing was sent.',
  fr: 'Ce driver n’est plus en vente dans la boutique : il ne peut pas être commandé. Rien n’a été envoyé.',
} as const;

/**
 * POST /api/messages: contact, app information request and licence order. Answers `202 {id}` once the
 * message and its mails are stored; refusals (`400` naming each field, `413`, `415`, `422` for a reused key,
 * `429` with Retry-After) in the API's error shape. Bad input never gets a 5xx.
 */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;

  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (request.method === 'POST' && type !== 'application/json') {
      return sendApiError(reply, 415, {
        error: 'unsupported_media_type',
        message: 'Send the message as application/json.',
      });
    }
  });

  const limit = limitedTo({ max: env.MESSAGES_RATE_LIMIT, timeWindow: env.MESSAGES_RATE_WINDOW });
  app.post('/api/messages', limit, async (request, reply) => {
    const rawKey = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return sendApiError(reply, 400, {
        error: 'invalid_request',
        message: 'Invalid Idempotency-Key header.',
        fields: { 'Idempotency-Key': 'must be 8 to 128 visible ASCII characters, e.g. a UUID' },
      });
    }

    const parsed = parseMessage(request.body);
    // A filled honeypot (a bot, or a browser's autofill) gets the same 202 as anyone: a well-formed message is
    // kept in the Spam view without a mail, anything else is dropped.
    const spam = isHoneypotFilled(request.body);
    if (spam && !parsed.ok) {
      request.log.info({ honeypot: true, ip: request.ip }, 'messages: honeypot filled, malformed, dropped');
      return reply.code(202).send({ id: randomUUID() });
    }
    if (!parsed.ok) {
      return sendApiError(reply, 400, {
        error: 'invalid_request',
        message: 'Some fields are missing or invalid.',
        fields: parsed.fields,
      });
    }

    const contentLanguage = request.headers['content-language'];
    // Our forms send the page's language in Content-Language; other clients fall back to Accept-Language.
    const language = negotiateLanguage(
      (Array.isArray(contentLanguage) ? contentLanguage[0] : contentLanguage) ||
        request.headers['accept-language'],
    );
    // An order is for a driver the store sells now, at its price now. A withdrawn driver's orders go on.
    const product =
      parsed.payload.type === 'driver' && !spam
        ? await orderableProduct(database.db, parsed.payload.driverName)
        : null;
    if (parsed.payload.type === 'driver' && !spam && !product) {
      return sendApiError(reply, 400, {
        error: 'product_unavailable',
        message: productUnavailable[language],
        fields: { driverName: 'is not a driver the store sells' },
      });
    }
    const result = await acceptMessage(database.db, {
      payload: parsed.payload,
      kind: parsed.kind,
      language,
      idempotencyKey,
      spam,
      product,
    });
    if (result.status === 202 && !result.replayed) {
      request.log.info({ messageId: result.body.id, kind: parsed.kind, spam }, 'messages: stored');
      if (result.confirmationQueued === false) {
        request.log.warn(
          { messageId: result.body.id },
          'messages: confirmation limit reached for this address, only the owner is notified',
        );
      }
    }
    if (result.status === 422) {
      return sendApiError(reply, 422, { error: 'idempotency_key_reused', message: result.body.error });
    }
    return reply.code(result.status).send(result.body);
  });
}

function isHoneypotFilled(body: unknown): boolean {
  // Checked on this line to be a non-null object; only read, as unknown.
  const hp = typeof body === 'object' && body !== null ? (body as { hp?: unknown }).hp : undefined;
  return typeof hp === 'string' && hp.trim() !== '';
}
