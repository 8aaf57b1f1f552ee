import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderedRoute } from '@shared/prerendered-route';
import type { PublicSettings } from '@shared/public-settings';
import { routes } from '@/app/router';
import { routeTable } from '@/app/route-table';
import { accessTokenKey } from '@/features/session/main-store';
import type { Locale } from '@/i18n/bilingual';
import { shellCatalogue } from '@/i18n/catalogue';
import { useLocaleStore } from '@/i18n/locale-store';
import { SettingsContext } from '@/lib/settings';
import { firstScreen } from './first-screen';

/**
 * Routes whose first screen depends on more than the settings are prerendered in the state most visitors land
 * in, and the template says when it does not apply: /user as signed out (a stored access token means signed
 * in), /netatmo-token as a link without a code (with one, the exchange starts at once). /google-login reads
 * its link only once the page runs, so its first render is the same for everyone.
 */
const firstScreenConditions: Record<string, Pick<PrerenderedRoute, 'unlessParam' | 'unlessStored'>> = {
  '/user': { unlessStored: accessTokenKey },
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
      return { path, html: hashLinks(firstScreen(withoutPageMeta(html))), ...firstScreenConditions[path] };
    });
  };
  return { en: render('en'), fr: render('fr') };
}

/**
 * React writes the page's `<title>` and `<meta>` (PageMeta) ahead of a render that has no `<head>`: they are
 * not part of the first screen, and the app puts them in the head once it runs. React escapes `<` in text.
 */
function withoutPageMeta(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)*/, '');
}

/** The static router writes `/store`; the site routes with the hash, `#/store`. */
function hashLinks(html: string): string {
  const routePaths = new Set(routeTable.map((route) => route.path));
  return html.replace(/href="(\/[^"#?]*)"/g, (attribute, path: string) =>
    routePaths.has(path) ? `href="#${path}"` : attribute,
  );
}
