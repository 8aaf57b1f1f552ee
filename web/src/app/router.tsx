import type { ComponentType } from 'react';
import {
  createHashRouter,
  type RouteObject,
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import type { FeatureMessagesModule } from '@/i18n/catalogue';
import { FeatureMessages } from '@/i18n/feature-messages';
import { AppLayout } from './layout/app-layout';
import { type LazyViewHandle, lazyComponent, lazyPage } from '@/lib/lazy-chunk';
import { RouteErrorPage } from './route-error-page';
import { routeTable } from './route-table';

// One lazy chunk per page module, and one per feature's messages, loaded together. The globs keep the route
// table the single list of pages.
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');
const messageModules = import.meta.glob<Record<string, FeatureMessagesModule>>('../features/*/*-messages.ts');
// The views under a page (the back office's): React's lazy components rather than the router's `lazy`, which
// loads every matched route's module as the address is matched. A view's chunk is asked for when the page
// renders its outlet (the back office, once signed in; never for a visitor on the sign-in form) and the view
// is visited, or as the page renders when the browser is signed in (its `handle`, read by
// session/user-page.tsx); the page brings the Suspense fallback, each view its own messages.
const childPageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*/*-page.tsx');

function childRoute(parentPath: string, child: { path: string; page: string }): RouteObject {
  const loadPage = childPageModules[`../features/${child.page}`];
  if (!loadPage) throw new Error(`route table names a missing child page module: ${child.page}`);
  const Component = lazyComponent(loadPage);
  const handle: LazyViewHandle = loadPage;
  return { ...(child.path === parentPath ? { index: true } : { path: child.path }), Component, handle };
}

function pageLoader(page: string) {
  const loadPage = pageModules[`../features/${page}`];
  if (!loadPage) throw new Error(`route table names a missing page module: ${page}`);
  const feature = page.split('/')[0];
  const messagesKey = Object.keys(messageModules).find((key) => key.startsWith(`../features/${feature}/`));
  const loadMessages = messagesKey ? messageModules[messagesKey] : undefined;
  return lazyPage(async () => {
    const [pageModule, messagesModule] = await Promise.all([loadPage(), loadMessages?.()]);
    const messages = messagesModule && Object.values(messagesModule)[0];
    if (!messages) return pageModule;
    const Page = pageModule.default;
    return {
      default: function PageWithMessages() {
        return (
          <FeatureMessages messages={messages}>
            <Page />
          </FeatureMessages>
        );
      },
    };
  });
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <></>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: routeTable.map(({ path, page, children }) => ({
          path,
          lazy: pageLoader(page),
          ...(children && { children: children.map((child) => childRoute(path, child)) }),
        })),
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * `createAppRouter` in three steps, each a task of its own over a painted first screen (docs/decisions/006):
 * the hash history (whose first `history.replaceState` costs a few milliseconds, more on a cold page), the
 * router matching the address, then its start, which requests the page's chunks. What `createHashRouter`
 * does in one call, with the same pieces react-router exports for it.
 */
export async function createAppRouterInSteps(step: () => Promise<void>): Promise<AppRouter> {
  const history = createHashHistory();
  await step();
  const router = createRouter({ history, routes, mapRouteProperties, hydrationRouteProperties });
  await step();
  return router.initialize();
}

/**
 * Resolves once the router has loaded the first route's page (its lazy chunk and messages), and the page of any
 * link followed meanwhile: a link on the painted first screen, followed as the router started, is the route the
 * boot script painted next (docs/decisions/006), and the one to hydrate.
 */
export function routerReady(router: AppRouter): Promise<void> {
  const ready = (state: AppRouter['state']) => state.initialized && state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (ready(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!ready(state)) return;
      unsubscribe();
      resolve();
    });
  });
}
