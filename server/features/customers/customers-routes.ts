import type { FastifyInstance, FastifyReply } from 'fastify';
import { customerListFilterSchema, customerParams } from '../../../shared/customer-schemas';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { limitedTo } from '../../lib/rate-limit';
import { parseOrRefuse } from '../../lib/validation';
import { currentUser, requireUser } from '../accounts';
import { customerDetail, listCustomers } from './customer-queries';

const notFound = (reply: FastifyReply) =>
  sendApiError(reply, 404, { error: 'not_found', message: 'No order, quote or message has this customer.' });

/**
 * /api/customers/*: the buyers gathered from their orders, quotes and messages, for the owner and staff (as the
 * orders are); the quotes only for who may handle money (as /api/quotes).
 */
export async function customersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const db = database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };

  app.get('/api/customers', signedIn, async (request, reply) => {
    const filter = parseOrRefuse(customerListFilterSchema, request.query, reply);
    if (!filter) return reply;
    return reply.send(await listCustomers(db, filter, currentUser(request)));
  });

  app.get('/api/customers/:key', signedIn, async (request, reply) => {
    const params = customerParams.safeParse(request.params);
    const customer = params.success ? await customerDetail(db, params.data.key, currentUser(request)) : null;
    return customer ? reply.send(customer) : notFound(reply);
  });
}
