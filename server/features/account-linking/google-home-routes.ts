import type { Language } from '../../../shared/language';
import formbody from '@fastify/formbody';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { negotiateLanguage } from '../../../shared/language';
import type { AppContext } from '../../lib/app-context';
import { isStorableText } from '../../../shared/storable-text';
import { limitedTo } from '../../lib/rate-limit';
import { registerAuthHandlerProxy } from './auth-handler-proxy';
import { createIdTokenVerifier, InvalidIdTokenError } from './firebase-id-token';
import { refusalPage, refusalText } from './refusal-page';
import { ACCESS_TOKEN_LIFETIME_SECONDS, linkingConfig } from './linking-config';
import { createOAuthModel } from './oauth-model';
import { bindAuthorizationCode, consumedWithOtherRedirect, createAuthorizationCode } from './oauth-store';
import type { RefusalReason } from './refusal-messages';

const storable = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => isStorableText(value));

export const callbackBody = z.object({
  authCode: storable(1, 200),
  firebaseToken: storable(1, 8192),
  redirectUri: storable(0, 2048),
});

function language(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

/** /GoogleHome/auth/*: the OAuth 2.0 authorization server for Google Home account linking. */
export async function googleHomeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const config = linkingConfig(env);
  const db = database.db;

  if (env.FIREBASE_PROJECT_ID) {
    const upstream =
      env.FIREBASE_AUTH_HANDLER_ORIGIN ??
      `https://${encodeURIComponent(env.FIREBASE_PROJECT_ID)}.firebaseapp.com`;
    await registerAuthHandlerProxy(app, upstream, env.FIREBASE_AUTH_PROXY_RATE_LIMIT);
  }

  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const refuseHtml = (request: FastifyRequest, reply: FastifyReply, status: number, reason: RefusalReason) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(refusalPage(language(request), reason));

  const refuseText = (request: FastifyRequest, reply: FastifyReply, status: number, reason: RefusalReason) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(refusalText(language(request), reason));

  // Google sends the user here with client_id, redirect_uri, state and response_type=code.
  app.get(
    '/GoogleHome/auth/authorize',
    limitedTo(env.GOOGLE_HOME_AUTHORIZE_RATE_LIMIT),
    async (request, reply) => {
      if (!config) return refuseHtml(request, reply, 503, 'notConfigured');
      // Fastify types the query as unknown; each value is checked to be a string before use.
      const query = request.query as Record<string, unknown>;
      const single = (name: string) => {
        const value = query[name];
        return typeof value === 'string' ? value : undefined;
      };
      const clientId = single('client_id');
      const redirectUri = single('redirect_uri');
      const state = single('state');
      if (clientId !== config.clientId) return refuseHtml(request, reply, 400, 'wrongClient');
      // Never redirect to an address we do not know (RFC 6749 §4.1.2.1): answer a page instead.
      if (!redirectUri || !config.redirectUris.includes(redirectUri)) {
        return refuseHtml(request, reply, 400, 'wrongRedirect');
      }
      if (single('response_type') !== 'code') {
        const target = new URL(redirectUri);
        target.searchParams.set('error', 'unsupported_response_type');
        if (state !== undefined) target.searchParams.set('state', state);
        return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 302);
      }
      const code = await createAuthorizationCode(db, { clientId, redirectUri });
      const params = new URLSearchParams({ authCode: code, redirect_uri: redirectUri });
      if (state !== undefined) params.set('state', state);
      return reply.header('Cache-Control', 'no-store').redirect(`/#/google-login?${params.toString()}`, 302);
    },
  );

  const verifyIdToken = env.FIREBASE_PROJECT_ID
    ? createIdTokenVerifier({
        projectId: env.FIREBASE_PROJECT_ID,
        jwksUrl: env.FIREBASE_JWKS_URL,
        acceptUnsigned: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
      })
    : null;

  // The /google-login page posts here once the user signed in with Google.
  app.post(
    '/GoogleHome/auth/callback',
    limitedTo(env.GOOGLE_HOME_CALLBACK_RATE_LIMIT),
    async (request, reply) => {
      if (!config || !verifyIdToken) return refuseText(request, reply, 503, 'notConfigured');
      const parsed = callbackBody.safeParse(request.body);
      if (!parsed.success) return refuseText(request, reply, 400, 'badRequest');
      const { authCode, firebaseToken, redirectUri } = parsed.data;

      let user;
      try {
        user = await verifyIdToken(firebaseToken);
      } catch (error) {
        if (error instanceof InvalidIdTokenError) {
          request.log.warn({ reason: error.reason }, 'Google Home callback: ID token refused');
          return refuseText(request, reply, 401, 'badToken');
        }
        request.log.error({ err: error }, 'Google Home callback: could not verify the ID token');
        return refuseText(request, reply, 503, 'unavailable');
      }

      const outcome = await bindAuthorizationCode(db, { code: authCode, redirectUri, ...user });
      if (outcome === 'unknown-code') return refuseText(request, reply, 400, 'unknownCode');
      if (outcome === 'redirect-mismatch') return refuseText(request, reply, 400, 'redirectMismatch');
      return reply.header('Cache-Control', 'no-store').send({ ok: true });
    },
  );

  const oauth = config
    ? new OAuth2Server({
        model: createOAuthModel(db, config),
        accessTokenLifetime: ACCESS_TOKEN_LIFETIME_SECONDS,
        // Refresh tokens are stored without expiry; the library still wants a lifetime.
        refreshTokenLifetime: 365 * 24 * 3600,
        alwaysIssueNewRefreshToken: false,
        allowExtendedTokenAttributes: false,
      })
    : null;

  // Google's token exchange: form-encoded, client authenticated by body fields or HTTP Basic.
  app.post('/GoogleHome/auth/token', limitedTo(env.GOOGLE_HOME_TOKEN_RATE_LIMIT), async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    if (!oauth) return reply.code(503).send({ error: 'temporarily_unavailable' });
    const oauthRequest = new OAuth2Server.Request({
      method: request.method,
      // The library reads only single-valued headers (Authorization, Content-Type), which Node.js gives as strings.
      headers: request.headers as Record<string, string>,
      query: {},
      // A form body, parsed by Fastify's form parser into an object (or none); the library checks each field.
      body: (request.body as Record<string, unknown> | undefined) ?? {},
    });
    const oauthResponse = new OAuth2Server.Response({ headers: {} });
    try {
      await oauth.token(oauthRequest, oauthResponse);
      // The library derives expires_in from the stored expiry a few milliseconds later, giving 3599.
      const body = {
        // The library's token answer, an object (its type is any).
        ...(oauthResponse.body as Record<string, unknown>),
        expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      };
      return reply.code(200).send(body);
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError) || error.name === 'server_error') {
        request.log.error({ err: error }, 'Google Home token endpoint failed');
        return reply.code(500).send({ error: 'server_error' });
      }
      if (error.name === 'invalid_client') {
        if (request.headers.authorization) reply.header('WWW-Authenticate', 'Basic realm="Google Home"');
        return reply.code(401).send({ error: 'invalid_client' });
      }
      // A form body, parsed by Fastify's form parser into an object (or none); only read.
      const body = (request.body as Record<string, unknown> | undefined) ?? {};
      const name =
        error.name === 'invalid_request' &&
        (await consumedWithOtherRedirect(db, body.code, body.redirect_uri))
          ? 'invalid_grant'
          : error.name;
      request.log.info({ error: name, reason: error.message }, 'Google Home token request refused');
      return reply.code(400).send({ error: name });
    }
  });
}
