import formbody from '@fastify/formbody';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { negotiateLanguage } from '../../../shared/language';
import type { AppContext } from '../../app-context';
import { registerAuthHandlerProxy } from './auth-handler-proxy';
import { AuthorizationCodeGrant } from './authorization-code-grant';
import { createIdTokenVerifier, InvalidIdTokenError } from './firebase-id-token';
import { refusalPage } from './html-page';
import { ACCESS_TOKEN_LIFETIME_SECONDS, linkingConfig } from './linking-config';
import { createOAuthModel } from './oauth-model';
import { bindAuthorizationCode, createAuthorizationCode } from './oauth-store';

const callbackBody = z.object({
  authCode: z.string().min(1).max(200),
  firebaseToken: z.string().min(1).max(8192),
  redirectUri: z.string().max(2048),
});

type Bilingual = { en: string; fr: string };

const reasons = {
  notConfigured: {
    en: 'Google Home account linking is not configured on this site.',
    fr: 'L’association de compte Google Home n’est pas configurée sur ce site.',
  },
  wrongClient: {
    en: 'This authorization request does not come from the registered Google Home integration.',
    fr: 'Cette demande d’autorisation ne provient pas de l’intégration Google Home enregistrée.',
  },
  wrongRedirect: {
    en: 'The redirect address of this authorization request is not allowed.',
    fr: 'L’adresse de retour de cette demande d’autorisation n’est pas autorisée.',
  },
  badRequest: {
    en: 'The request is incomplete: authCode, firebaseToken and redirectUri are required.',
    fr: 'La requête est incomplète : authCode, firebaseToken et redirectUri sont requis.',
  },
  badToken: {
    en: 'Your Google sign-in could not be verified. Please sign in again.',
    fr: 'Votre connexion Google n’a pas pu être vérifiée. Veuillez vous reconnecter.',
  },
  unknownCode: {
    en: 'This linking request is invalid, already used or expired. Start again from the Google Home app.',
    fr: 'Cette demande d’association est invalide, déjà utilisée ou expirée. Recommencez depuis l’application Google Home.',
  },
  redirectMismatch: {
    en: 'The redirect address does not match this linking request.',
    fr: 'L’adresse de retour ne correspond pas à cette demande d’association.',
  },
  unavailable: {
    en: 'Google sign-in could not be checked right now. Please try again in a moment.',
    fr: 'La connexion Google ne peut pas être vérifiée pour le moment. Réessayez dans un instant.',
  },
} satisfies Record<string, Bilingual>;

function language(request: FastifyRequest): 'en' | 'fr' {
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
    await registerAuthHandlerProxy(app, upstream);
  }

  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const refuseHtml = (request: FastifyRequest, reply: FastifyReply, status: number, reason: Bilingual) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(refusalPage(language(request), reason));

  const refuseText = (request: FastifyRequest, reply: FastifyReply, status: number, reason: Bilingual) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(reason[language(request)]);

  // Google sends the user here with client_id, redirect_uri, state and response_type=code.
  app.get('/GoogleHome/auth/authorize', async (request, reply) => {
    if (!config) return refuseHtml(request, reply, 503, reasons.notConfigured);
    const query = request.query as Record<string, unknown>;
    const single = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const clientId = single('client_id');
    const redirectUri = single('redirect_uri');
    const state = single('state');
    if (clientId !== config.clientId) return refuseHtml(request, reply, 400, reasons.wrongClient);
    // Never redirect to an address we do not know (RFC 6749 §4.1.2.1): answer a page instead.
    if (!redirectUri || !config.redirectUris.includes(redirectUri)) {
      return refuseHtml(request, reply, 400, reasons.wrongRedirect);
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
  });

  const verifyIdToken = env.FIREBASE_PROJECT_ID
    ? createIdTokenVerifier({
        projectId: env.FIREBASE_PROJECT_ID,
        jwksUrl: env.FIREBASE_JWKS_URL,
        acceptUnsigned: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
      })
    : null;

  // The /google-login page posts here once the user signed in with Google.
  app.post('/GoogleHome/auth/callback', async (request, reply) => {
    if (!config || !verifyIdToken) return refuseText(request, reply, 503, reasons.notConfigured);
    const parsed = callbackBody.safeParse(request.body);
    if (!parsed.success) return refuseText(request, reply, 400, reasons.badRequest);
    const { authCode, firebaseToken, redirectUri } = parsed.data;

    let user;
    try {
      user = await verifyIdToken(firebaseToken);
    } catch (error) {
      if (error instanceof InvalidIdTokenError) {
        request.log.warn({ reason: error.reason }, 'Google Home callback: ID token refused');
        return refuseText(request, reply, 401, reasons.badToken);
      }
      request.log.error({ err: error }, 'Google Home callback: could not verify the ID token');
      return refuseText(request, reply, 503, reasons.unavailable);
    }

    const outcome = await bindAuthorizationCode(db, { code: authCode, redirectUri, ...user });
    if (outcome === 'unknown-code') return refuseText(request, reply, 400, reasons.unknownCode);
    if (outcome === 'redirect-mismatch') return refuseText(request, reply, 400, reasons.redirectMismatch);
    return reply.header('Cache-Control', 'no-store').send({ ok: true });
  });

  const oauth = config
    ? new OAuth2Server({
        model: createOAuthModel(db, config),
        accessTokenLifetime: ACCESS_TOKEN_LIFETIME_SECONDS,
        // Refresh tokens are stored without expiry; the library still wants a lifetime.
        refreshTokenLifetime: 365 * 24 * 3600,
        alwaysIssueNewRefreshToken: false,
        allowExtendedTokenAttributes: false,
        extendedGrantTypes: {
          authorization_code: AuthorizationCodeGrant as unknown as typeof OAuth2Server.AbstractGrantType,
        },
      })
    : null;

  // Google's token exchange: form-encoded, client authenticated by body fields or HTTP Basic.
  app.post('/GoogleHome/auth/token', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    if (!oauth) return reply.code(503).send({ error: 'temporarily_unavailable' });
    const oauthRequest = new OAuth2Server.Request({
      method: request.method,
      headers: request.headers as Record<string, string>,
      query: {},
      body: (request.body as Record<string, unknown> | undefined) ?? {},
    });
    const oauthResponse = new OAuth2Server.Response({ headers: {} });
    try {
      await oauth.token(oauthRequest, oauthResponse);
      // The library derives expires_in from the stored expiry a few milliseconds later, giving 3599.
      const body = {
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
      request.log.info({ error: error.name, reason: error.message }, 'Google Home token request refused');
      return reply.code(400).send({ error: error.name });
    }
  });
}
