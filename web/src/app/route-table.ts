// Relative, not `@/`: `npm run size` and `npm run report` read this table under tsx, which has no such alias.
// eslint-disable-next-line no-restricted-imports
import { paths } from '../lib/paths';
// eslint-disable-next-line no-restricted-imports
import { accessTokenKey } from '../lib/session/session-storage-keys';

/**
 * Whether index.html carries a route's prerendered first screen (docs/decisions/006). A first screen shows the
 * route as most visitors land on it; where the page starts in another state, it says when it does not apply.
 */
export type FirstScreenRule =
  | 'always'
  | 'never'
  | {
      /** Not when the link carries this query parameter (in the hash's query or before the hash). */
      unlessParam?: string;
      /** Not when local storage holds this key. */
      unlessStored?: string;
    };

export interface RouteEntry {
  path: string;
  /** The page module the route loads, under web/src/features/. */
  page: string;
  firstScreen: FirstScreenRule;
  /**
   * Routes under this one, each a lazy chunk of its own rendered where the page puts its outlet, once the page
   * lets it (the back office's views, behind the sign-in of `/user`). Never prerendered.
   */
  children?: { path: string; page: string }[];
}

/** Every route, read by the router, the first-screen prerender and `npm run size`. */
export const routeTable: RouteEntry[] = [
  { path: paths.home.path, page: 'home/home-page.tsx', firstScreen: 'always' },
  { path: paths.contact.path, page: 'contact/contact-page.tsx', firstScreen: 'always' },
  { path: paths.domiko.path, page: 'domiko/domiko-page.tsx', firstScreen: 'always' },
  { path: paths.services.path, page: 'services/services-page.tsx', firstScreen: 'always' },
  { path: paths.store.path, page: 'store/store-page.tsx', firstScreen: 'always' },
  { path: paths.login.path, page: 'session/login-page.tsx', firstScreen: 'always' },
  // Prerendered signed out: a signed-in visitor sees their account.
  {
    path: paths.user.path,
    page: 'session/user-page.tsx',
    firstScreen: { unlessStored: accessTokenKey },
    children: [
      { path: paths.userProducts.path, page: 'back-office/products/products-page.tsx' },
      { path: paths.userProduct.path, page: 'back-office/products/product-page.tsx' },
    ],
  },
  // The back office: signed out, the same sign-in form as /user (one first screen for all); signed in, nothing
  // to paint before the app knows who.
  ...[
    paths.userMessage,
    paths.userOrders,
    paths.userOrder,
    paths.userInvoices,
    paths.userPayments,
    paths.userTeam,
    paths.userAccount,
    paths.userSetup,
  ].map(({ path }) => ({
    path,
    page: 'session/user-page.tsx',
    firstScreen: { unlessStored: accessTokenKey },
  })),
  // Mailed links whose page asks the server about its token before it shows anything.
  { path: paths.invitation.path, page: 'account/invitation-page.tsx', firstScreen: 'never' },
  { path: paths.forgotPassword.path, page: 'account/forgot-password-page.tsx', firstScreen: 'always' },
  // The mailed reset link shows its form at once; the token is checked when the form is sent.
  { path: paths.passwordReset.path, page: 'account/reset-password-page.tsx', firstScreen: 'always' },
  {
    path: paths.orderTracking.path,
    page: 'order-tracking/order-tracking-page.tsx',
    firstScreen: 'never',
  },
  { path: paths.installer.path, page: 'installer/installer-page.tsx', firstScreen: 'always' },
  { path: paths.appPrivacy.path, page: 'legal/app-privacy-page.tsx', firstScreen: 'always' },
  { path: paths.alexaTerms.path, page: 'legal/alexa-terms-page.tsx', firstScreen: 'always' },
  { path: paths.alexaPrivacy.path, page: 'legal/alexa-privacy-page.tsx', firstScreen: 'always' },
  { path: paths.googleHomePrivacy.path, page: 'legal/google-home-privacy-page.tsx', firstScreen: 'always' },
  // Reads its link only once the page runs, so its first render is the same for everyone.
  { path: paths.googleLogin.path, page: 'google-home/google-login-page.tsx', firstScreen: 'always' },
  // A link with a code starts the token exchange at once.
  {
    path: paths.netatmoToken.path,
    page: 'netatmo/netatmo-token-page.tsx',
    firstScreen: { unlessParam: 'code' },
  },
  { path: '*', page: 'not-found/not-found-page.tsx', firstScreen: 'never' },
];
