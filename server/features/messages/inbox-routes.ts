import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { inboxExportSchema, inboxFilterSchema } from '../../../shared/inbox-schemas';
import { dateInFrance } from '../../../shared/date-in-france';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { currentUser, requireUser } from '../accounts';
import { limitedTo } from '../../lib/rate-limit';
import { parseOrRefuse } from '../../lib/validation';
import { inboxCsv } from './inbox-csv';
import {
  deleteMessage,
  exportInbox,
  listInbox,
  markNotSpam,
  markSpam,
  newCount,
  openMessage,
  setHandled,
} from './inbox-service';

export const messageParams = z.object({ id: z.uuid() });

const notFound = (reply: FastifyReply) =>
  sendApiError(reply, 404, { error: 'not_found', message: 'This message does not exist (any more).' });

/** /api/inbox/*: every message that arrived, for the owner and staff. */
export async function inboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const signedInOnly = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  // Deleting for good (a person's erasure request) is the owner's decision.
  const ownerOnly = {
    preHandler: requireUser(db, { role: 'owner' }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };

  app.get('/api/inbox', signedInOnly, async (request, reply) => {
    const filter = parseOrRefuse(inboxFilterSchema, request.query, reply);
    if (!filter) return reply;
    return reply.send(await listInbox(db, filter));
  });

  app.get('/api/inbox/new-count', signedInOnly, async (_request, reply) =>
    reply.send({ newCount: await newCount(db) }),
  );

  app.get('/api/inbox/export.csv', signedInOnly, async (request, reply) => {
    const query = parseOrRefuse(inboxExportSchema, request.query, reply);
    if (!query) return reply;
    const { format, ...filter } = query;
    const day = dateInFrance(new Date());
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="messages-${day}.csv"`)
      .send(Readable.from(inboxCsv(exportInbox(db, filter), format)));
  });

  app.get('/api/inbox/:id', signedInOnly, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const message = params.success ? await openMessage(db, params.data.id, currentUser(request)) : null;
    return message ? reply.send(message) : notFound(reply);
  });

  app.post('/api/inbox/:id/not-spam', signedInOnly, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const found = params.success && (await markNotSpam(db, params.data.id, currentUser(request)));
    return found ? reply.code(204).send() : notFound(reply);
  });

  app.post('/api/inbox/:id/spam', signedInOnly, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const outcome = params.success ? await markSpam(db, params.data.id, currentUser(request)) : 'not_found';
    if (outcome === 'billing_required')
      return sendApiError(reply, 403, {
        error: 'billing_not_allowed',
        message:
          'Marking this message as spam would cancel its licence order: only the owner, or a colleague they allowed to handle money, can do this.',
      });
    if (outcome === 'order_in_progress')
      return sendApiError(reply, 409, {
        error: 'order_in_progress',
        message: 'This licence order is already invoiced: cancel its order first.',
      });
    return outcome === 'done' ? reply.code(204).send() : notFound(reply);
  });

  app.delete('/api/inbox/:id', ownerOnly, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const found = params.success && (await deleteMessage(db, params.data.id, currentUser(request)));
    return found ? reply.code(204).send() : notFound(reply);
  });

  for (const [action, handled] of [
    ['handled', true],
    ['reopen', false],
  ] as const) {
    app.post(`/api/inbox/:id/${action}`, signedInOnly, async (request, reply) => {
      const params = messageParams.safeParse(request.params);
      const found = params.success && (await setHandled(db, params.data.id, handled, currentUser(request)));
      return found ? reply.code(204).send() : notFound(reply);
    });
  }
}
