/**
 * The Netatmo feature's public module: the OAuth code exchange the app collects its tokens from. The rest of
 * server/features/netatmo/ is its own.
 */
export { netatmoApi } from './netatmo-api';
export { netatmoRoutes } from './netatmo-routes';
