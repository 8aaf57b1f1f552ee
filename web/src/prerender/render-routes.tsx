import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderedRoute } from '@shared/prerendered-route';
import type { PublicSettings } from '@shared/public-settings';
import { routes } from '@/app/router';
import { routeTable } from '@/app/route-table';
import type { Locale } from '@/i18n/bilingual';
import { shellCatalogue } from '@/i18n/catalogue';
import { useLocaleStore } from '@/i18n/locale-store';
import { SettingsContext } from '@/lib/settings';
import { firstScreen } from './first-screen';

/**
 * Routes whose first screen depends on more than the settings. /user: signed in or not, only the heading is the
 * same. /netatmo-token: a link with a code starts the exchange at once, so its first screen (no code) is shown
 * only to links without one. /google-login reads its link once the page runs: its first render is prerendered.
 */
const firstScreenRules: Record<string, { headingOnly?: boolean; unlessParam?: string }> = {
  '/user': { headingOnly: true },
  '/netatmo-token': { unlessParam: 'code' },
};

export const prerenderedPaths = routeTable
  .map((route) => route.path)
  .filter((path) => path !== '*' && !path.includes(':'));

/**
 * Renders the first screen (top bar and the page's first section) of every prerendered route in both
 * languages, with the run-time settings, for the server to put in index.html (docs/decisions/006).
 */
export async function renderFirstScreens(
  settings: PublicSettings,
): Promise<Record<Locale, PrerenderedRoute[]>> {
  const handler = createStaticHandler(routes);
  const contexts = await Promise.all(
    prerenderedPaths.map(async (path) => {
      const context = await handler.query(new Request(`http://prerender${path}`));
      if (context instanceof Response) throw new Error(`prerender of ${path} answered ${context.status}`);
      if (context.errors) throw new Error(`prerender of ${path} failed: ${JSON.stringify(context.errors)}`);
      return { path, context };
    }),
  );
  const render = (locale: Locale) => {
    useLocaleStore.setState({ locale });
    return contexts.map(({ path, context }) => {
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = renderToString(
        <SettingsContext.Provider value={settings}>
          <IntlProvider
            locale={locale === 'fr' ? 'fr-FR' : 'en-GB'}
            defaultLocale="en-GB"
            messages={shellCatalogue[locale]}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IntlProvider>
        </SettingsContext.Provider>,
      );
      const { headingOnly, unlessParam } = firstScreenRules[path] ?? {};
      const first = { path, html: hashLinks(firstScreen(html, { headingOnly })) };
      return unlessParam ? { ...first, unlessParam } : first;
    });
  };
  return { en: render('en'), fr: render('fr') };
}

/** The static router writes `/store`; the site routes with the hash, `#/store`. */
function hashLinks(html: string): string {
  const routePaths = new Set(routeTable.map((route) => route.path));
  return html.replace(/href="(\/[^"#?]*)"/g, (attribute, path: string) =>
    routePaths.has(path) ? `href="#${path}"` : attribute,
  );
}
