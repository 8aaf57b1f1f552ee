import { createHashRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { RouteErrorPage } from './route-error-page';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <></>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, lazy: lazyPage(() => import('@/features/home/home-page')) },
          { path: paths.contact.path, lazy: lazyPage(() => import('@/features/contact/contact-page')) },
          { path: paths.domiko.path, lazy: lazyPage(() => import('@/features/domiko/domiko-page')) },
          { path: paths.services.path, lazy: lazyPage(() => import('@/features/services/services-page')) },
          { path: paths.store.path, lazy: lazyPage(() => import('@/features/store/store-page')) },
          { path: paths.login.path, lazy: lazyPage(() => import('@/features/session/login-page')) },
          { path: paths.user.path, lazy: lazyPage(() => import('@/features/session/user-page')) },
          { path: paths.installer.path, lazy: lazyPage(() => import('@/features/installer/installer-page')) },
          { path: paths.appPrivacy.path, lazy: lazyPage(() => import('@/features/legal/app-privacy-page')) },
          { path: paths.alexaTerms.path, lazy: lazyPage(() => import('@/features/legal/alexa-terms-page')) },
          {
            path: paths.alexaPrivacy.path,
            lazy: lazyPage(() => import('@/features/legal/alexa-privacy-page')),
          },
          {
            path: paths.googleHomePrivacy.path,
            lazy: lazyPage(() => import('@/features/legal/google-home-privacy-page')),
          },
          {
            path: paths.googleLogin.path,
            lazy: lazyPage(() => import('@/features/google-home/google-login-page')),
          },
          {
            path: paths.netatmoToken.path,
            lazy: lazyPage(() => import('@/features/netatmo/netatmo-token-page')),
          },
          { path: '*', lazy: lazyPage(() => import('@/features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
