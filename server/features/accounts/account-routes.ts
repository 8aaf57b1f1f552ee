import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nameChangeSchema, passwordChangeSchema } from '../../../shared/auth-schemas';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { limitedTo } from '../../lib/rate-limit';
import { parseOrRefuse } from '../../lib/validation';
import { changeOwnName, changeOwnPassword } from './account-service';
import { currentUser, requireUser } from './require-user';
import { endOtherSessions, endOwnSession, openSessions } from './sessions';

export const sessionParams = z.object({ id: z.uuid() });

/**
 * /api/account/*: what every signed-in person changes for themselves: their name, their password (the current
 * one first), and the browsers where they are signed in (see them, end one or all the others).
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  // Each try checks a password: limited as sign-ins are.
  const passwordCheck = { preHandler: requireUser(db), ...limitedTo(env.SIGN_IN_RATE_LIMIT) };

  app.put('/api/account/name', signedIn, async (request, reply) => {
    const body = parseOrRefuse(nameChangeSchema, request.body, reply);
    if (!body) return reply;
    await changeOwnName(db, currentUser(request), body.name);
    return reply.send({ name: body.name });
  });

  app.put('/api/account/password', passwordCheck, async (request, reply) => {
    const body = parseOrRefuse(passwordChangeSchema, request.body, reply);
    if (!body) return reply;
    const outcome = await changeOwnPassword(db, currentUser(request), body);
    if (outcome.ok) return reply.code(204).send();
    return sendApiError(reply, 400, {
      error: outcome.field === 'currentPassword' ? 'wrong_password' : 'invalid_request',
      message:
        outcome.field === 'currentPassword' ? 'The current password is wrong.' : 'Choose another password.',
      fields: { [outcome.field]: outcome.problem },
    });
  });

  app.get('/api/account/sessions', signedIn, async (request, reply) => {
    const user = currentUser(request);
    return reply.send({ sessions: await openSessions(db, user.id, user.sessionId) });
  });

  app.delete('/api/account/sessions/:id', signedIn, async (request, reply) => {
    const params = sessionParams.safeParse(request.params);
    if (params.success && (await endOwnSession(db, currentUser(request).id, params.data.id)))
      return reply.code(204).send();
    return sendApiError(reply, 404, { error: 'not_found', message: 'No such session is open.' });
  });

  app.post('/api/account/sessions/end-others', signedIn, async (request, reply) => {
    const user = currentUser(request);
    return reply.send({ ended: await endOtherSessions(db, user.id, user.sessionId) });
  });
}
