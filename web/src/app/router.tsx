import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';
import { routeTable } from './route-table';

// One lazy chunk per page module; the glob keeps the route table the single list of pages.
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

function pageLoader(page: string) {
  const load = pageModules[`../features/${page}`];
  if (!load) throw new Error(`route table names a missing page module: ${page}`);
  return lazyPage(load);
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <></>,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: routeTable.map(({ path, page }) => ({ path, lazy: pageLoader(page) })),
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
