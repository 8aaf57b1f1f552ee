import { paths } from './paths';

/** Which page module each route loads (under web/src/features/). Read by the router and by `npm run size`. */
export const routeTable: { path: string; page: string }[] = [
  { path: paths.home.path, page: 'home/home-page.tsx' },
  { path: paths.contact.path, page: 'contact/contact-page.tsx' },
  { path: paths.domiko.path, page: 'domiko/domiko-page.tsx' },
  { path: paths.services.path, page: 'services/services-page.tsx' },
  { path: paths.store.path, page: 'store/store-page.tsx' },
  { path: paths.login.path, page: 'session/login-page.tsx' },
  { path: paths.user.path, page: 'session/user-page.tsx' },
  { path: paths.userMessage.path, page: 'session/user-page.tsx' },
  { path: paths.userTeam.path, page: 'session/user-page.tsx' },
  { path: paths.userAccount.path, page: 'session/user-page.tsx' },
  { path: paths.invitation.path, page: 'account/invitation-page.tsx' },
  { path: paths.forgotPassword.path, page: 'account/forgot-password-page.tsx' },
  { path: paths.passwordReset.path, page: 'account/reset-password-page.tsx' },
  { path: paths.installer.path, page: 'installer/installer-page.tsx' },
  { path: paths.appPrivacy.path, page: 'legal/app-privacy-page.tsx' },
  { path: paths.alexaTerms.path, page: 'legal/alexa-terms-page.tsx' },
  { path: paths.alexaPrivacy.path, page: 'legal/alexa-privacy-page.tsx' },
  { path: paths.googleHomePrivacy.path, page: 'legal/google-home-privacy-page.tsx' },
  { path: paths.googleLogin.path, page: 'google-home/google-login-page.tsx' },
  { path: paths.netatmoToken.path, page: 'netatmo/netatmo-token-page.tsx' },
  { path: '*', page: 'not-found/not-found-page.tsx' },
];
