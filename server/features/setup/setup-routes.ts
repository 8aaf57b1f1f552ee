import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context';
import { requireUser } from '../accounts';
import { limitedTo } from '../../lib/rate-limit';
import { setupStatus } from '../../lib/setup/setup-status';
import { currentLegalDetails } from '../../lib/seller-details';

/**
 * /api/setup: the back office's checklist of what to set before the first invoice and licence. Every
 * signed-in person may read it (a colleague can tell the owner what is missing); it says what is set, never
 * a value.
 */
export async function setupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, legalSource, licenceKey } = ctx;
  const signedIn = { preHandler: requireUser(database.db), ...limitedTo(env.BACK_OFFICE_RATE_LIMIT) };
  app.get('/api/setup', signedIn, async (_request, reply) =>
    reply.send(setupStatus({ env, legal: await currentLegalDetails(legalSource), licenceKey })),
  );
}
