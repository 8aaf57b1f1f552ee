import type { FastifyInstance } from 'fastify';
import { verifyLicenceSchema } from '../../../../shared/licence-schemas';
import type { AppContext } from '../../../lib/app-context';
import { sendApiError } from '../../../lib/api-errors';
import { limitedTo } from '../../../lib/rate-limit';
import { parseOrRefuse } from '../../../lib/validation';
import { verifyLicence } from './licence-verification';

/**
 * What anyone may check about licences: the public key the drivers verify them with, and whether a licence
 * is genuine and still valid (revocation is only known here).
 */
export async function licencesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { env, database, licenceKey } = ctx;

  app.get(
    '/api/licences/public-key',
    limitedTo(env.LICENCE_PUBLIC_KEY_RATE_LIMIT),
    async (_request, reply) => {
      if (licenceKey.status !== 'ready') {
        return sendApiError(reply, 503, {
          error: 'licences_not_configured',
          message: 'This server has no licence key configured.',
        });
      }
      // Changes only when the owner replaces the key: revalidated rather than never stored.
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/x-pem-file')
        .send(licenceKey.signer.publicKeyPem);
    },
  );

  // 200 with `valid: false` for every licence that does not check out, even while no key is configured (see
  // verifyLicence); 400 only for a request that is not `{"licence": "<text>"}`.
  app.post('/api/licences/verify', limitedTo(env.LICENCE_VERIFY_RATE_LIMIT), async (request, reply) => {
    const body = parseOrRefuse(verifyLicenceSchema, request.body, reply);
    if (!body) return reply;
    return reply.send(await verifyLicence(database.db, licenceKey, body.licence));
  });
}
