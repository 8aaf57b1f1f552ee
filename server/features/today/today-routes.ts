import type { FastifyInstance } from 'fastify';
import { todayQuerySchema, type TodaySummary } from '../../../shared/today-schemas';
import type { AppContext } from '../../lib/app-context';
import { limitedTo } from '../../lib/rate-limit';
import { currentLegalDetails } from '../../lib/seller-details';
import { setupStatus } from '../../lib/setup/setup-status';
import { parseOrRefuse } from '../../lib/validation';
import { currentUser, requireUser } from '../accounts';
import { newCount } from '../messages';
import { moneyItems } from './today-service';

/**
 * /api/today: the back office's first view, what waits for the person signed in. Every signed-in person sees
 * the unread messages; the money items (orders, invoices, payments, quotes) are for who may handle money, as
 * their actions are; the setup steps left are the owner's, as the setup view is.
 */
export async function todayRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, legalSource, licenceKey } = ctx;
  const db = database.db;
  const signedIn = { preHandler: requireUser(db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };

  app.get('/api/today', signedIn, async (request, reply) => {
    if (!parseOrRefuse(todayQuerySchema, request.query ?? {}, reply)) return reply;
    const user = currentUser(request);
    const now = new Date();
    const [unreadMessages, money] = await Promise.all([
      newCount(db),
      user.canBill ? moneyItems(db, now) : null,
    ]);
    const setup =
      user.role === 'owner'
        ? setupStatus({ env, legal: await currentLegalDetails(legalSource), licenceKey })
        : null;
    const summary: TodaySummary = {
      unreadMessages,
      money,
      setupItemsLeft: setup ? setup.items.filter((item) => !item.optional && !item.done).length : null,
    };
    return reply.send(summary);
  });
}
