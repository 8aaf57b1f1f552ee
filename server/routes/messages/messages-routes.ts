import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { scheduleMessageHousekeeping } from './message-housekeeping';
import { messageLocale, parseMessage } from './message-schemas';
import { acceptMessage } from './messages-service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

/**
 * POST /api/messages: contact, app information request and licence order. Answers `202 {id}` once the
 * message and its mails are stored; `400 {error, fields}`, `413`, `415`, `422` (a reused key) or `429` with
 * Retry-After. Bad input never gets a 5xx.
 */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  scheduleMessageHousekeeping(app, database.db);

  // Inside this plugin only: the limit applies to this route group, per client address (which honours
  // X-Forwarded-For only when TRUST_PROXY is set, since app.ts passes it to Fastify).
  await app.register(rateLimit, {
    global: true,
    max: env.MESSAGES_RATE_LIMIT,
    timeWindow: env.MESSAGES_RATE_WINDOW,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many messages from this address, try again later',
      fields: {},
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The message is larger than 32 KB'
          : status === 415
            ? 'Send the message as application/json'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'The body is not valid JSON'
              : error.message;
      return reply.code(status).send({ error: message, fields: {} });
    }
    request.log.error({ err: error }, 'messages: could not store a message');
    return reply.code(500).send({ error: 'The message could not be stored, please try again', fields: {} });
  });

  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (request.method === 'POST' && type !== 'application/json') {
      return reply.code(415).send({ error: 'Send the message as application/json', fields: {} });
    }
  });

  app.post('/api/messages', async (request, reply) => {
    const rawKey = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return reply.code(400).send({
        error: 'Invalid Idempotency-Key header',
        fields: { 'Idempotency-Key': 'must be 8 to 128 visible ASCII characters, e.g. a UUID' },
      });
    }

    const body = request.body as { hp?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.hp === 'string' && body.hp.trim() !== '') {
      request.log.info({ honeypot: true, ip: request.ip }, 'messages: honeypot filled, message dropped');
      return reply.code(202).send({ id: randomUUID() });
    }

    const parsed = parseMessage(request.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error, fields: parsed.fields });

    const contentLanguage = request.headers['content-language'];
    const result = await acceptMessage(database.db, {
      payload: parsed.payload,
      kind: parsed.kind,
      locale: messageLocale(
        Array.isArray(contentLanguage) ? contentLanguage[0] : contentLanguage,
        request.headers['accept-language'],
      ),
      idempotencyKey,
    });
    if (result.status === 202 && !result.replayed) {
      request.log.info({ messageId: result.body.id, kind: parsed.kind }, 'messages: stored');
      if (result.confirmationQueued === false) {
        request.log.warn(
          { messageId: result.body.id },
          'messages: confirmation limit reached for this address, only the owner is notified',
        );
      }
    }
    return reply.code(result.status).send(result.body);
  });
}
