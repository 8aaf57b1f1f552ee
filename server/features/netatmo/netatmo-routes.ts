import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from '../../../shared/storable-text';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { limitedTo } from '../../lib/rate-limit';
import { exchangeCode, ProviderError, ProviderTimeoutError } from './netatmo-exchange';
import { collectTokens, storeTokens } from './netatmo-store';

/**
 * The weather-station driver picks the state and collects the tokens at /api/netatmo/token/<state>: one rule
 * for both ends, so every stored token can be collected (URL-safe characters, within the router's 100-character
 * limit for a path parameter).
 */
export const state = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ ~ -');

const storableLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);

export const exchangeBody = z.object({
  code: storableLine(512),
  scope: storableLine(200),
  state,
});

/**
 * POST /api/netatmo/token: exchanges the authorization code at Netatmo with the client secret, which
 * never leaves the server, and keeps the tokens for the driver. GET /api/netatmo/token/:state hands them
 * to the driver once; HEAD is refused, so a link prefetcher or scanner cannot use up the one collection.
 */
export async function netatmoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;

  app.post('/api/netatmo/token', limitedTo(env.NETATMO_EXCHANGE_RATE_LIMIT), async (request, reply) => {
    const parsed = exchangeBody.safeParse(request.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [
          String(issue.path[0] ?? 'body'),
          issue.code === 'invalid_type' ? 'is required' : issue.message,
        ]),
      );
      return sendApiError(reply, 400, {
        error: 'invalid_request',
        message: 'code, scope and state are required.',
        fields,
      });
    }
    if (!env.NETATMO_CLIENT_ID || !env.NETATMO_CLIENT_SECRET || !env.NETATMO_REDIRECT_URI) {
      return sendApiError(reply, 503, {
        error: 'not_configured',
        message: 'The Netatmo exchange is not configured on this server.',
      });
    }
    const { code, scope, state } = parsed.data;
    try {
      const tokens = await exchangeCode({
        tokenUrl: env.NETATMO_TOKEN_URL,
        clientId: env.NETATMO_CLIENT_ID,
        clientSecret: env.NETATMO_CLIENT_SECRET,
        redirectUri: env.NETATMO_REDIRECT_URI,
        code,
        scope,
        timeoutMs: env.NETATMO_TIMEOUT_MS,
      });
      await storeTokens(database.db, state, tokens);
      return reply.send({ ok: true });
    } catch (error) {
      if (error instanceof ProviderTimeoutError) {
        request.log.warn('Netatmo token exchange timed out');
        return sendApiError(reply, 504, { error: 'provider_timeout', message: error.message });
      }
      if (error instanceof ProviderError) {
        request.log.warn(
          { reason: error.message, status: error.status },
          'Netatmo refused the token exchange',
        );
        return sendApiError(reply, 502, { error: 'provider_error', message: error.message });
      }
      throw error;
    }
  });

  const notWaiting = {
    error: 'not_found',
    message: 'No tokens are waiting for this state (already collected or expired).',
  };

  app.route({
    method: 'GET',
    url: '/api/netatmo/token/:state',
    exposeHeadRoute: false,
    ...limitedTo(env.NETATMO_COLLECT_RATE_LIMIT),
    handler: async (request, reply) => {
      // Fastify types params as unknown; the value is checked by the zod parse it goes to.
      const parsed = state.safeParse((request.params as { state?: unknown }).state);
      // A state that could never have been stored is simply not found, without a database round trip.
      const tokens = parsed.success ? await collectTokens(database.db, parsed.data) : null;
      if (!tokens) return sendApiError(reply, 404, notWaiting);
      return reply.send(tokens);
    },
  });

  app.head('/api/netatmo/token/:state', limitedTo(env.NETATMO_COLLECT_RATE_LIMIT), async (_request, reply) =>
    sendApiError(reply.header('Allow', 'GET'), 405, {
      error: 'method_not_allowed',
      message: 'Collect the tokens with GET: a HEAD request does not hand them over.',
    }),
  );
}
