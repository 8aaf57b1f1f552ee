/**
 * The site feature's public module: the site's pages (the public settings and the app's store QR codes). The
 * rest of server/features/site/ is its own.
 */
export { siteApi } from './site-api';
export { siteRoutes } from './site-routes';
