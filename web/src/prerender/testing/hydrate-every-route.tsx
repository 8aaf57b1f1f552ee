import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/language';
import { App } from '@/app/app';
import { createAppRouter, routerReady, routes } from '@/app/router';
import { routeAddresses } from '@/app/route-table';
import { settingsIn } from '@/testing/test-settings';
import { useLanguageStore } from '@/i18n/language-store';
import { renderFirstRender } from '../render-routes';

const prerendered = routeAddresses.filter((route) => route.firstScreen !== 'never');

/**
 * For every route with a first screen: the app hydrates the prerendered markup as it is, in React's development
 * build, which reports any difference (text, elements or attributes) between the server's render and the
 * browser's first one. One language per test file: a page's copy is loaded in the visitor's language only.
 */
export function describeHydrationOfEveryRoute(language: Language) {
  describe(`hydrating the first screens (${language})`, () => {
    let errors: unknown[];
    beforeEach(() => {
      errors = [];
      // Hydration runs as in the browser, in tasks of its own: the test waits for the app's first commit.
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      useLanguageStore.setState({ language });
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    });
    afterEach(() => {
      vi.restoreAllMocks();
      document.body.replaceChildren();
    });

    for (const { path } of prerendered) {
      it(`${path}: the app adopts the prerendered markup, element for element`, async () => {
        await hydrateRoute(path);
      });
    }

    async function hydrateRoute(path: string): Promise<HTMLElement> {
      const serverRouter = createMemoryRouter(routes, { initialEntries: [path] });
      await routerReady(serverRouter);
      const html = renderFirstRender(serverRouter, settingsIn(language));

      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = html;
      document.body.append(container);
      // What a visitor can see, read or use: decorations (hidden from assistive technology, such as a drawing's
      // empty frame before its chunk arrives) may be drawn anew.
      const painted = [...container.querySelectorAll('*')].filter(
        (element) => !element.closest('[aria-hidden="true"]'),
      );
      expect(painted.length).toBeGreaterThan(10);

      window.history.replaceState(null, '', `/#${path}`);
      const router = createAppRouter();
      await routerReady(router);
      const hydrated = new Promise<void>((resolve) => {
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App settings={settingsIn(language)} router={router} onReady={resolve} />
            </StrictMode>,
            { onRecoverableError: (error) => errors.push(error) },
          );
        });
      });
      await hydrated;
      // Every painted element is still in the page: none was replaced.
      expect(painted.filter((element) => !element.isConnected)).toEqual([]);
      expect(container.querySelector('h1')).toBeInstanceOf(HTMLHeadingElement);
      // What the page renders next (below its fold) arrives without an error either.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors).toEqual([]);
      return container;
    }
  });
}
