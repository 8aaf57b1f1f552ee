/**
 * The setup feature's public module: the back office's checklist of what to set before the first invoice and
 * licence. The rest of server/features/setup/ is its own.
 */
export { setupApi } from './setup-api';
export { setupRoutes } from './setup-routes';
