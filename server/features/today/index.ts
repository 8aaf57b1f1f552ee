/**
 * The today feature's public module: the back office's first view, the counts of what waits for the person
 * signed in. The rest of server/features/today/ is its own.
 */
export { todayApi } from './today-api';
export { todayRoutes } from './today-routes';
