/**
 * The account-linking feature's public module: Google Home's OAuth account linking (the sign-in page's
 * Firebase hosts in the CSP, the authorization and token routes). The rest of
 * server/features/account-linking/ is its own.
 */
export { firebaseCspExtras, mergeCspExtras } from './firebase-csp';
export { googleHomeApi } from './google-home-api';
export { googleHomeRoutes } from './google-home-routes';
