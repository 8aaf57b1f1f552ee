import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { limitedTo } from '../../lib/rate-limit';
import type { RateLimitSetting } from '../../lib/rate-limit-setting';

/** GET /healthz answers 200 once the database answers a query, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Db; rateLimit: RateLimitSetting },
): Promise<void> {
  app.get('/healthz', limitedTo(options.rateLimit), async (_request, reply) => {
    try {
      await options.db.execute(sql`select 1`);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'database unavailable' });
    }
  });
}
