import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendApiError } from '../../lib/api-errors';
import { currentUser, requireUser } from '../../lib/auth/require-user';
import { limitedTo } from '../../lib/rate-limit';
import { listTeam, removeAccount, revokeInvitation } from './team-service';

const idParams = z.object({ id: z.uuid() });

/** /api/team/*: the owner's view of who can sign in, and of the invitations still waiting. */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const ownerOnly = {
    preHandler: requireUser(db, { role: 'owner' }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };

  app.get('/api/team', ownerOnly, async (_request, reply) => reply.send(await listTeam(db)));

  app.delete('/api/team/invitations/:id', ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (params.success && (await revokeInvitation(db, params.data.id, currentUser(request)))) {
      return reply.code(204).send();
    }
    return sendApiError(reply, 404, { error: 'not_found', message: 'No such invitation is waiting.' });
  });

  app.delete('/api/team/users/:id', ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const outcome = params.success
      ? await removeAccount(db, params.data.id, currentUser(request))
      : 'not_found';
    if (outcome === 'removed') return reply.code(204).send();
    if (outcome === 'self') {
      return sendApiError(reply, 409, {
        error: 'cannot_remove_self',
        message: 'You cannot remove your own account.',
      });
    }
    return sendApiError(reply, 404, { error: 'not_found', message: 'No such account.' });
  });
}
