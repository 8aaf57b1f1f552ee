import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  invitationAcceptSchema,
  linkSecret,
  passkeyAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  type SessionInfo,
  signInSchema,
} from '../../../shared/auth-schemas';
import { negotiateLanguage } from '../../../shared/language';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { currentUser, requireUser } from './require-user';
import { revokeSession } from './sessions';
import { limitedTo } from '../../lib/rate-limit';
import { hostIsIpAddress } from '../../lib/setup/host-name';
import { createResetMailLimit } from './reset-mail-limit';
import { createSignInLockout } from './sign-in-lockout';
import { parseOrRefuse } from '../../lib/validation';
import type { FastifyRequest } from 'fastify';
import { linkBaseUrl } from '../../lib/link-base-url';
import {
  acceptInvitation,
  type LinkOutcome,
  openInvitation,
  requestPasswordReset,
  resetPassword,
  signIn,
} from './auth-service';
import {
  authenticationOptions,
  listPasskeys,
  type RelyingParty,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInWithPasskey,
} from './passkey-service';

const invalidLink = {
  error: 'invalid_link',
  message: 'This link is invalid, already used or expired. Ask for a new one.',
};

/**
 * /api/auth/*: sign-in and sign-out, the session, and the single-use links mailed for an invitation or a
 * password reset.
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const lockout = createSignInLockout(ctx.attempts);
  const resetMailLimit = createResetMailLimit(ctx.attempts);
  const signedInOnly = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };

  app.post('/api/auth/sign-in', limitedTo(env.SIGN_IN_RATE_LIMIT), async (request, reply) => {
    const body = parseOrRefuse(signInSchema, request.body, reply);
    if (!body) return reply;
    const outcome = await signIn(db, lockout, { ...body, ip: request.ip, baseUrl: linkBaseUrl(env) });
    if (outcome.ok) return reply.send(outcome.session);
    if (outcome.reason === 'locked') {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      return sendApiError(reply.header('Retry-After', String(outcome.retryAfterSeconds)), 429, {
        ...(outcome.scope === 'address'
          ? {
              error: 'sign_in_locked',
              message: `Too many failed sign-ins from this address. Try again in ${minutes} min.`,
            }
          : {
              error: 'sign_in_paused',
              message: `Many wrong passwords were tried for this account from many addresses: signing in with a password is paused here for ${minutes} min. Sign in with a passkey, from an address you used before, or with a password reset link.`,
            }),
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    }
    return sendApiError(reply, 401, {
      error: 'invalid_credentials',
      message: 'The e-mail address or the password is wrong.',
    });
  });

  app.post('/api/auth/sign-out', signedInOnly, async (request, reply) => {
    await revokeSession(db, currentUser(request).sessionId);
    return reply.code(204).send();
  });

  app.get('/api/auth/session', signedInOnly, async (request, reply) => {
    const user = currentUser(request);
    return reply.send({
      userId: user.id,
      username: user.name,
      email: user.email,
      role: user.role,
      companyId: null,
      language: user.language,
    } satisfies SessionInfo);
  });

  const answerLink = <T>(outcome: LinkOutcome<T>, status: number) => {
    if (outcome.ok) return { status, body: outcome.value };
    if (outcome.reason === 'weak_password') {
      return {
        status: 400,
        body: {
          error: 'invalid_request',
          message: 'Choose another password.',
          fields: { password: outcome.problem },
        },
      };
    }
    return { status: 410, body: { ...invalidLink, fields: {} } };
  };

  app.post('/api/auth/password-reset', limitedTo(env.PASSWORD_RESET_RATE_LIMIT), async (request, reply) => {
    const body = parseOrRefuse(passwordResetRequestSchema, request.body, reply);
    if (!body) return reply;
    await requestPasswordReset(db, resetMailLimit, { email: body.email, baseUrl: linkBaseUrl(env) });
    return reply.code(202).send({
      message: 'If an account uses this address, a link to choose a new password is on its way.',
    });
  });

  app.post(
    '/api/auth/password-reset/complete',
    limitedTo(env.PASSWORD_RESET_RATE_LIMIT),
    async (request, reply) => {
      const body = parseOrRefuse(passwordResetSchema, request.body, reply);
      if (!body) return reply;
      const outcome = await resetPassword(db, body);
      if (outcome.ok) await lockout.recordSuccess(outcome.value.email, request.ip);
      const { status, body: answer } = answerLink(outcome, 200);
      return reply.code(status).send(answer);
    },
  );

  app.get('/api/auth/invitations/:token', limitedTo(env.INVITATION_RATE_LIMIT), async (request, reply) => {
    // Fastify types params as unknown; the value is checked by the zod parse it goes to.
    const token = linkSecret.safeParse((request.params as { token?: unknown }).token);
    const invitation = token.success ? await openInvitation(db, token.data) : null;
    if (!invitation) return sendApiError(reply, 410, invalidLink);
    return reply.send(invitation);
  });

  app.post('/api/auth/invitations/accept', limitedTo(env.INVITATION_RATE_LIMIT), async (request, reply) => {
    const body = parseOrRefuse(invitationAcceptSchema, request.body, reply);
    if (!body) return reply;
    // The site sends the page's language as Accept-Language; Content-Language is still read for other clients.
    const language = negotiateLanguage(
      z
        .string()
        .catch('')
        .parse(request.headers['content-language'] ?? request.headers['accept-language']),
    );
    const outcome = await acceptInvitation(db, { ...body, language });
    if (outcome.ok) await lockout.recordSuccess(outcome.value.email, request.ip);
    const { status, body: answer } = answerLink(outcome, 201);
    return reply.code(status).send(answer);
  });
}

/**
 * Passkeys: a signed-in user adds one (options, then the authenticator's answer), lists and removes theirs; anyone
 * signs in with one (options, then the answer). The relying party is PUBLIC_BASE_URL's host, or in development
 * the host the request was sent to.
 */
export async function passkeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, business, database } = ctx;
  const db = database.db;
  // Never asked whether sign-in is locked (a passkey cannot be guessed); told when the holder got in.
  const lockout = createSignInLockout(ctx.attempts);
  const signedInOnly = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  const relyingParty = (request: FastifyRequest): RelyingParty => {
    const origin = env.PUBLIC_BASE_URL
      ? new URL(env.PUBLIC_BASE_URL).origin
      : `${request.protocol}://${request.host}`;
    return { id: new URL(origin).hostname, name: business.businessName, origin };
  };

  app.post('/api/auth/passkeys/options', signedInOnly, async (request, reply) =>
    reply.send(await registrationOptions(db, relyingParty(request), currentUser(request))),
  );

  app.post('/api/auth/passkeys', signedInOnly, async (request, reply) => {
    const body = parseOrRefuse(passkeyAnswerSchema, request.body, reply);
    if (!body) return reply;
    const registered = await registerPasskey(db, relyingParty(request), currentUser(request), body);
    if (registered) return reply.code(201).send({ ok: true });
    return sendApiError(reply, 400, {
      error: 'passkey_refused',
      message: 'The passkey could not be verified. Please try again.',
    });
  });

  // `unavailable: 'ip_address'`: the site is reached by an IP address, for which browsers create no passkey;
  // the view says so rather than letting the browser's refusal read as the browser's fault.
  app.get('/api/auth/passkeys', signedInOnly, async (request, reply) =>
    reply.send({
      passkeys: await listPasskeys(db, currentUser(request).id),
      unavailable: hostIsIpAddress(relyingParty(request).origin) ? 'ip_address' : null,
    }),
  );

  app.delete('/api/auth/passkeys/:id', signedInOnly, async (request, reply) => {
    const id = z
      .string()
      .max(1400)
      // Fastify types params as unknown; the value is checked by the zod parse it goes to.
      .safeParse((request.params as { id?: unknown }).id);
    if (id.success && (await removePasskey(db, currentUser(request).id, id.data)))
      return reply.code(204).send();
    return sendApiError(reply, 404, { error: 'not_found', message: 'No such passkey.' });
  });

  app.post('/api/auth/passkey-sign-in/options', limitedTo(env.SIGN_IN_RATE_LIMIT), async (request, reply) =>
    reply.send(await authenticationOptions(db, relyingParty(request))),
  );

  app.post('/api/auth/passkey-sign-in', limitedTo(env.SIGN_IN_RATE_LIMIT), async (request, reply) => {
    const body = parseOrRefuse(passkeyAnswerSchema, request.body, reply);
    if (!body) return reply;
    const session = await signInWithPasskey(db, relyingParty(request), body);
    if (session) {
      await lockout.recordSuccess(session.email, request.ip);
      return reply.send(session);
    }
    return sendApiError(reply, 401, {
      error: 'passkey_refused',
      message: 'This passkey was not recognised. Sign in with your password instead.',
    });
  });
}
