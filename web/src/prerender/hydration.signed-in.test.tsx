import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { testSettings } from '@/testing/test-settings';

/**
 * A signed-in visitor on a public page: the server renders every first screen signed out, and the browser's
 * stores start with the stored session. Each side is a module graph of its own, as it is in production.
 */
it('a signed-in visitor: the first screen, prerendered signed out, is adopted, then shows their account', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));

  vi.resetModules();
  const server = {
    ...(await import('react-router')),
    ...(await import('@/app/router')),
    ...(await import('./render-routes')),
  };
  const serverRouter = server.createMemoryRouter(server.routes, { initialEntries: ['/store'] });
  await server.routerReady(serverRouter);
  const html = server.renderFirstRender(serverRouter, testSettings);

  localStorage.setItem('access_token', 'a-stored-token');
  vi.resetModules();
  const { App } = await import('@/app/app');
  const { createAppRouter, routerReady } = await import('@/app/router');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const heading = container.querySelector('h1');
  window.history.replaceState(null, '', '/#/store');
  const router = createAppRouter();
  await routerReady(router);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await new Promise<void>((resolve) => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App settings={testSettings} router={router} onReady={resolve} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
  });

  expect(container.querySelector('h1')).toBe(heading);
  await vi.waitFor(() =>
    expect(container.querySelector('header a[data-icon]')?.getAttribute('data-icon')).toBe('user'),
  );
  expect(errors).toEqual([]);
  // React's scheduler would otherwise go on with the signed-in page's work after the test environment is gone.
  root?.unmount();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
});
