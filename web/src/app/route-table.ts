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
   * The views under this page, each a chunk of its own loaded when the page renders its outlet and the view is
   * visited: the back office's, once someone has signed in. A view at the page's own path is its index.
   * Signed out, each shows the page's first screen (the sign-in form).
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
  // The back office, one layout with its sign-in guard (session/user-page.tsx) and a lazy route per view.
  // Prerendered signed out, the sign-in form (one first screen for all its addresses); signed in, nothing to
  // paint before the app knows who.
  {
    path: paths.user.path,
    page: 'session/user-page.tsx',
    firstScreen: { unlessStored: accessTokenKey },
    children: [
      { path: paths.user.path, page: 'back-office/today/today-page.tsx' },
      { path: paths.userMessages.path, page: 'back-office/inbox/inbox-page.tsx' },
      { path: paths.userMessage.path, page: 'back-office/inbox/message-page.tsx' },
      { path: paths.userOrders.path, page: 'back-office/orders/orders-page.tsx' },
      { path: paths.userOrder.path, page: 'back-office/orders/order-page.tsx' },
      { path: paths.userInvoices.path, page: 'back-office/invoices/invoices-page.tsx' },
      { path: paths.userPayments.path, page: 'back-office/payments/payments-page.tsx' },
      { path: paths.userProducts.path, page: 'back-office/products/products-page.tsx' },
      { path: paths.userProduct.path, page: 'back-office/products/product-page.tsx' },
      { path: paths.userQuotes.path, page: 'back-office/quotes/quotes-page.tsx' },
      { path: paths.userQuoteNew.path, page: 'back-office/quotes/quote-page.tsx' },
      { path: paths.userQuote.path, page: 'back-office/quotes/quote-page.tsx' },
      { path: paths.userCustomers.path, page: 'back-office/customers/customers-page.tsx' },
      { path: paths.userCustomer.path, page: 'back-office/customers/customer-page.tsx' },
      { path: paths.userTeam.path, page: 'back-office/team/team-page.tsx' },
      { path: paths.userAccount.path, page: 'back-office/my-account/my-account-page.tsx' },
      { path: paths.userBusiness.path, page: 'back-office/business/business-page.tsx' },
      { path: paths.userSetup.path, page: 'back-office/setup/setup-page.tsx' },
    ],
  },
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
  { path: paths.quote.path, page: 'quote-page/quote-page.tsx', firstScreen: 'never' },
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

/**
 * Every address of the route table, a view's under its page with the page's module and first screen: what the
 * prerender paints and the boot script preloads for it (a signed-out visitor on a view sees the page's).
 */
export const routeAddresses: RouteEntry[] = routeTable.flatMap(({ children, ...route }) => [
  route,
  ...(children ?? [])
    .filter((child) => child.path !== route.path)
    .map((child) => ({ ...route, path: child.path })),
]);
