import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { currentUser, requireUser } from './require-user';
import { limitedTo } from '../../lib/rate-limit';
import { invitationSchema } from '../../../shared/auth-schemas';
import { negotiateLanguage } from '../../../shared/language';
import { createInvitation } from './invitations';
import { linkBaseUrl } from '../../lib/link-base-url';
import { parseOrRefuse } from '../../lib/validation';
import { accountExists, listTeam, removeAccount, revokeInvitation, setBilling } from './team-service';

export const idParams = z.object({ id: z.uuid() });
/** `PUT /api/team/users/:id/billing`: whether the colleague may handle money. */
export const billingSchema = z.strictObject({ allowed: z.boolean('must be true or false') });

/** /api/team/*: the owner's view of who can sign in, and of the invitations still waiting. */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const ownerOnly = {
    preHandler: requireUser(db, { role: 'owner' }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };

  app.get('/api/team', ownerOnly, async (_request, reply) => reply.send(await listTeam(db)));

  app.post('/api/team/invitations', ownerOnly, async (request, reply) => {
    const body = parseOrRefuse(invitationSchema, request.body, reply);
    if (!body) return reply;
    const owner = currentUser(request);
    if (await accountExists(db, body.email)) {
      return sendApiError(reply, 409, {
        error: 'account_exists',
        message: 'This address already has an account.',
        fields: { email: 'already has an account' },
      });
    }
    // The language chosen, else the one the inviter is working in (the page's, sent as Accept-Language).
    const requested = request.headers['accept-language'];
    const language =
      body.language ?? (typeof requested === 'string' ? negotiateLanguage(requested) : owner.language);
    const invitation = await createInvitation(db, {
      ...body,
      by: owner,
      baseUrl: linkBaseUrl(env),
      language,
    });
    return reply.code(201).send({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      language: invitation.language,
      expiresAt: invitation.expiresAt,
    });
  });

  app.delete('/api/team/invitations/:id', ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (params.success && (await revokeInvitation(db, params.data.id, currentUser(request)))) {
      return reply.code(204).send();
    }
    return sendApiError(reply, 404, { error: 'not_found', message: 'No such invitation is waiting.' });
  });

  app.put('/api/team/users/:id/billing', ownerOnly, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 404, { error: 'not_found', message: 'No such account.' });
    const body = parseOrRefuse(billingSchema, request.body, reply);
    if (!body) return reply;
    const outcome = await setBilling(db, params.data.id, body.allowed, currentUser(request));
    if (outcome === 'owner')
      return sendApiError(reply, 409, {
        error: 'owner_always_bills',
        message: 'An owner always handles money; only a colleague’s permission can change.',
      });
    if (outcome === 'not_found')
      return sendApiError(reply, 404, { error: 'not_found', message: 'No such account.' });
    return reply.code(204).send();
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
