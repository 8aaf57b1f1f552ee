import type { FastifyInstance } from 'fastify';
import { sellerDetailsSchema } from '../../../shared/seller-details';
import type { AppContext } from '../../lib/app-context';
import { sendApiError } from '../../lib/api-errors';
import { limitedTo } from '../../lib/rate-limit';
import { fileWins } from '../../lib/seller-details';
import { parseOrRefuse } from '../../lib/validation';
import { currentUser, requireUser } from '../accounts';
import { sellerSettings, setSellerDetails } from './seller-settings';

/**
 * /api/settings/seller: the seller's legal and bank details printed on invoices, as the owner sets them in the
 * back office (owner only: they hold the bank details). The site config file's `legal` key, when set, wins:
 * the answer says which is in force, and a change is then refused.
 */
export async function sellerSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, legalSource } = ctx;
  const ownerOnly = {
    preHandler: requireUser(database.db, { role: 'owner' }),
    ...limitedTo(env.BACK_OFFICE_RATE_LIMIT),
  };

  app.get('/api/settings/seller', ownerOnly, async (_request, reply) =>
    reply.send(await sellerSettings(legalSource)),
  );

  app.put('/api/settings/seller', ownerOnly, async (request, reply) => {
    // A refused field is named by its path: `latePaymentPenaltyRate.fr`.
    const details = parseOrRefuse(sellerDetailsSchema, request.body, reply, { nested: true });
    if (!details) return reply;
    if (fileWins(legalSource))
      return sendApiError(reply, 409, {
        error: 'seller_details_from_file',
        message:
          'The seller’s details come from the site config file (its `legal` key), which wins: change them there, or remove the key to set them here.',
      });
    const { id, name } = currentUser(request);
    await setSellerDetails(database.db, details, { id, name });
    return reply.send(await sellerSettings(legalSource));
  });
}
