import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** /GoogleHome/auth/*: the OAuth 2.0 authorization server for Google Home account linking (issue 5). */
export async function googleHomeRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
