import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter, createAppRouterInSteps, routerReady, routes } from './router';
import { routeAddresses } from './route-table';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createAppRouterInSteps', () => {
  it('starts the router createAppRouter starts, one step at a time', async () => {
    window.history.replaceState(null, '', '/#/store');
    const steps: string[] = [];
    const router = await createAppRouterInSteps(async () => void steps.push('step'));
    await routerReady(router);
    const reference = createAppRouter();
    await routerReady(reference);

    expect(steps).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/store');
    expect(router.state.matches.map((match) => match.route.path)).toEqual(
      reference.state.matches.map((match) => match.route.path),
    );
    expect(router.state.errors).toBeNull();
    router.dispose();
    reference.dispose();
  });
});

describe('the back office’s routes', () => {
  const backOffice = routes[0]!.children![0]!.children!.find((route) => route.path === '/user')!;
  const views = backOffice.children ?? [];

  it('are views under one /user route, whose page guards them with the sign-in', () => {
    expect(views.filter((view) => view.index)).toHaveLength(1);
    expect(views.map((view) => view.path).filter(Boolean)).toEqual([
      '/user/messages',
      '/user/messages/:id',
      '/user/orders',
      '/user/orders/:id',
      '/user/invoices',
      '/user/payments',
      '/user/products',
      '/user/products/:key',
      '/user/quotes',
      '/user/quotes/new',
      '/user/quotes/:id',
      '/user/customers',
      '/user/customers/:key',
      '/user/team',
      '/user/account',
      '/user/business',
      '/user/setup',
    ]);
  });

  it('load each view as a lazy component of its own, not as the address is matched', () => {
    const lazy = Symbol.for('react.lazy');
    const components = views.map((view) => view.Component as unknown as { $$typeof: symbol });
    expect(components.every((component) => component.$$typeof === lazy)).toBe(true);
    expect(new Set(components).size).toBe(views.length);
    // The router's `lazy` would fetch a view's chunk for a visitor on the sign-in form.
    expect(views.every((view) => view.lazy === undefined)).toBe(true);
  });

  it('give each address a first screen of its page: the sign-in form, signed out', () => {
    const addresses = routeAddresses.filter((route) => route.page === 'session/user-page.tsx');
    expect(addresses.map((route) => route.path)).toEqual([
      '/user',
      ...views.flatMap((view) => (view.path ? [view.path] : [])),
    ]);
  });
});
