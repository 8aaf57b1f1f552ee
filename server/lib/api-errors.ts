import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-error';

/** Answers a refusal in the API's one error shape. */
export function sendApiError(
  reply: FastifyReply,
  status: number,
  body: Omit<ApiErrorBody, 'fields'> & { fields?: Record<string, string> },
): FastifyReply {
  return reply.code(status).send({ fields: {}, ...body } satisfies ApiErrorBody);
}

// What a client is told for each status Fastify or a plugin may raise: never the library's own wording, which
// can carry internals (a query, a parser's message, an FST_ code).
const clientErrors: Record<number, { error: string; message: string }> = {
  400: { error: 'bad_request', message: 'The request is malformed.' },
  404: { error: 'not_found', message: 'There is nothing at this address.' },
  405: { error: 'method_not_allowed', message: 'This method is not allowed here.' },
  406: { error: 'not_acceptable', message: 'No answer in an acceptable format.' },
  408: { error: 'request_timeout', message: 'The request took too long to arrive.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  414: { error: 'uri_too_long', message: 'The address is too long.' },
  415: { error: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  431: { error: 'headers_too_large', message: 'The request headers are too large.' },
};

const invalidJsonCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** A rate-limit refusal as @fastify/rate-limit throws it (see `rateLimitRefusal`). */
interface RateLimitRefusal {
  statusCode: 429;
  retryAfterSeconds: number;
}

function isRateLimitRefusal(error: unknown): error is RateLimitRefusal {
  return (
    // Checked on this line to be a non-null object; only read, as unknown.
    typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 429
  );
}

/** Built by the rate limiter for each refusal, then answered by the error handler below. */
export function rateLimitRefusal(_request: FastifyRequest, context: { ttl: number }): RateLimitRefusal {
  return { statusCode: 429, retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) };
}

/**
 * One error handler for the whole server: a 4xx raised by Fastify or a plugin is answered in the API's shape
 * with our own wording; anything else is logged whole and answered 500 with a generic message and the request
 * id that finds the log line. API answers are never cached unless a route says otherwise.
 */
export function registerApiErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isRateLimitRefusal(error)) {
      return sendApiError(reply, 429, {
        error: 'rate_limited',
        message: `Too many requests from this address. Try again in ${error.retryAfterSeconds} s.`,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (invalidJsonCodes.has(error.code) || error instanceof SyntaxError) {
        return sendApiError(reply, 400, { error: 'invalid_json', message: 'The body is not valid JSON.' });
      }
      const known = clientErrors[status] ?? clientErrors[400]!;
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      return sendApiError(reply, clientErrors[status] ? status : 400, known);
    }
    request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, 500, {
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: String(request.id),
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendApiError(reply, 404, clientErrors[404]!);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Errors Fastify raises before routing (a malformed address, e.g. percent-encoding that is not UTF-8): the
 * `frameworkErrors` server option, answered like any other refusal.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code, reason: error.message }, 'request refused before routing');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void sendApiError(reply, clientErrors[status] ? status : 400, clientErrors[status] ?? clientErrors[400]!);
}

/** Every answer under these prefixes is the API's (JSON, per-request, never cached by default). */
export function isApiPath(url: string): boolean {
  return (
    url.startsWith('/api/') || url.startsWith('/GoogleHome/') || url === '/healthz' || url === '/metrics'
  );
}

/** Request ids that can be quoted to the owner without revealing how many requests the server has seen. */
export const generateRequestId = (): string => randomUUID();
