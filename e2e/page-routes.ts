import { routeAddresses } from '../web/src/app/route-table';

/**
 * Every page a visitor can open, read from the router's own table, so a new route is tested without editing
 * a list here. The catch-all `*` (the not-found page) is not an address.
 */
export const pageRoutes: readonly string[] = routeAddresses
  .map((route) => route.path)
  .filter((path) => path !== '*');
