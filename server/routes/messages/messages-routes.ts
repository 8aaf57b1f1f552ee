import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** POST /api/messages: contact, app information request and licence order (issue 3). */
export async function messagesRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
