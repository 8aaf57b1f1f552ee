import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { collectTokens, storeTokens } from './netatmo-store';
import { exchangeCode, ProviderError, ProviderTimeoutError } from './netatmo-exchange';

const exchangeBody = z.object({
  code: z.string().trim().min(1).max(512),
  scope: z.string().trim().min(1).max(200),
  // The weather-station driver chose it and collects the tokens with it.
  state: z.string().min(1).max(512),
});

const stateParam = z.string().min(1).max(512);

/**
 * POST /api/netatmo/token: exchanges the authorization code at Netatmo with the client secret, which
 * never leaves the server, and keeps the tokens for the driver. GET /api/netatmo/token/:state hands them
 * to the driver once.
 */
export async function netatmoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;

  app.post('/api/netatmo/token', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = exchangeBody.safeParse(request.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), 'required']),
      );
      return reply
        .code(400)
        .send({ error: 'invalid_request', message: 'code, scope and state are required', fields });
    }
    if (!env.NETATMO_CLIENT_ID || !env.NETATMO_CLIENT_SECRET || !env.NETATMO_REDIRECT_URI) {
      return reply
        .code(503)
        .send({ error: 'not_configured', message: 'The Netatmo exchange is not configured on this server.' });
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
        return reply.code(504).send({ error: 'provider_timeout', message: error.message });
      }
      if (error instanceof ProviderError) {
        request.log.warn(
          { reason: error.message, status: error.status },
          'Netatmo refused the token exchange',
        );
        return reply.code(502).send({ error: 'provider_error', message: error.message });
      }
      throw error;
    }
  });

  app.get('/api/netatmo/token/:state', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const state = stateParam.safeParse((request.params as { state?: unknown }).state);
    const tokens = state.success ? await collectTokens(database.db, state.data) : null;
    if (!tokens) {
      return reply.code(404).send({
        error: 'not_found',
        message: 'No tokens are waiting for this state (already collected or expired).',
      });
    }
    return reply.send(tokens);
  });
}
