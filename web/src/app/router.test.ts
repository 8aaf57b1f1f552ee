import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter, createAppRouterInSteps, routerReady } from './router';

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
