import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** /api/netatmo/token: the Netatmo authorization-code exchange, secret kept server side (issue 5). */
export async function netatmoRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
