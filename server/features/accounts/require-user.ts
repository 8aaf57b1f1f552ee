import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sendApiError } from '../../lib/api-errors';
import { type Role, type SessionEnd, type SessionUser, userForToken } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` on the routes it guards. */
    user?: SessionUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

const endMessages: Record<SessionEnd | 'missing', string> = {
  missing: 'Sign in to continue.',
  unknown: 'Your session is not valid. Please sign in again.',
  expired: 'Your session expired after 30 days without use. Please sign in again.',
  signed_out: 'You were signed out. Please sign in again.',
  password_changed: 'Your password was changed, which signed out every other browser. Please sign in again.',
  account_removed: 'Your account was removed by the owner.',
};

/**
 * A pre-handler that lets a request through only with a valid `Authorization: Bearer` access token (401 saying
 * why otherwise), only for `role` when given, and only for who may handle money when `billing` is (403).
 */
export function requireUser(db: Db, options: { role?: Role; billing?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refuse: typeof sendApiError = (answer, status, body) => {
      // Refused before its body was read (`requireUserBeforeBody`): the connection is closed rather than kept
      // reading the rest of the body only to throw it away.
      if (!request.raw.complete) answer.header('Connection', 'close');
      return sendApiError(answer, status, body);
    };
    const match = BEARER.exec(request.headers.authorization ?? '');
    const found = match
      ? await userForToken(db, match[1]!, request.headers['user-agent'])
      : { ended: 'missing' as const };
    if ('ended' in found) {
      return refuse(reply.header('WWW-Authenticate', 'Bearer'), 401, {
        error: found.ended === 'missing' ? 'unauthenticated' : `session_${found.ended}`,
        message: endMessages[found.ended],
      });
    }
    if (options.role && found.user.role !== options.role) {
      return refuse(reply, 403, {
        error: 'forbidden',
        message: 'Only the owner can do this.',
      });
    }
    if (options.billing && !found.user.canBill) {
      return refuse(reply, 403, {
        error: 'billing_not_allowed',
        message: 'Only the owner, or a colleague they allowed, can do this.',
      });
    }
    request.user = found.user;
  };
}

/**
 * `requireUser` for a route that takes a large body (an upload, a bank statement), as its `preParsing` hook:
 * it runs once the rate limit counted the request and before a byte of the body is read, so a refusal costs
 * the headers only. A refused request's body is never read (the parsing step is never reached), and its
 * connection is closed once answered rather than kept reading what is left of the body.
 */
export function requireUserBeforeBody(
  db: Db,
  options: { role?: Role; billing?: boolean } = {},
): (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error?: Error | null) => void,
) => void {
  const check = requireUser(db, options);
  return (request, reply, _payload, done) => {
    check(request, reply).then(() => {
      if (request.user) done();
    }, done);
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('currentUser() on a route without requireUser()');
  return request.user;
}
