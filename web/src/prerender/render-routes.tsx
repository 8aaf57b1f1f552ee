import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { RenderFirstScreens } from '@shared/first-screen';
import { type Language, languages } from '@shared/language';
import type { PublicSettings } from '@shared/public-settings';
import { routes } from '@/app/router';
import { type RouteEntry, routeTable } from '@/app/route-table';
import { shellCatalogue } from '@/i18n/catalogue';
import { useLocaleStore } from '@/i18n/locale-store';
import { SettingsContext } from '@/lib/settings';
import { firstScreenAttributes, firstScreenScriptType } from './first-screen-markup';

const prerenderedRoutes = routeTable.filter((route) => route.firstScreen !== 'never');

/**
 * Renders the page of every prerendered route in both languages, with the run-time settings: the server writes
 * each language's markup into its page template once at start-up, the boot script paints the route's as the
 * first screen, and the app hydrates it (docs/decisions/006).
 */
export const renderFirstScreens: RenderFirstScreens = async (settings) => {
  const handler = createStaticHandler(routes);
  const contexts = await Promise.all(
    prerenderedRoutes.map(async (route) => {
      const context = await handler.query(new Request(`http://prerender${route.path}`));
      if (context instanceof Response)
        throw new Error(`prerender of ${route.path} answered ${context.status}`);
      if (context.errors)
        throw new Error(`prerender of ${route.path} failed: ${JSON.stringify(context.errors)}`);
      return { route, context };
    }),
  );
  const render = async (language: Language) => {
    useLocaleStore.setState({ locale: language });
    const screens: React.ReactElement[] = [];
    for (const { route, context } of contexts) {
      const router = createStaticRouter(handler.dataRoutes, context);
      const page = await renderPage(settings, language, router, context);
      screens.push(firstScreenScript(route, hashLinks(page)));
    }
    return renderToStaticMarkup(<>{screens}</>);
  };
  const rendered: [Language, string][] = [];
  // One language after the other: the locale store holds the language being rendered.
  for (const language of languages) rendered.push([language, await render(language)]);
  return Object.fromEntries(rendered) as Record<Language, string>;
};

/**
 * The whole page, as the app's first render in the browser gives it, for the app to hydrate. `prerender`
 * first waits for every lazy part (a Suspense boundary `renderToString` would leave to the browser, which then
 * reports it as an error); `renderToString` then writes them all in place (`prerender` itself may move large
 * parts to scripts, which neither the first-screen text nor the CSP allows).
 */
async function renderPage(
  settings: PublicSettings,
  language: Language,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
): Promise<string> {
  const page = (
    <PageProviders settings={settings} language={language}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PageProviders>
  );
  await prerender(page);
  return renderToString(page);
}

function PageProviders({
  settings,
  language,
  children,
}: {
  settings: PublicSettings;
  language: Language;
  children: React.ReactNode;
}) {
  return (
    <SettingsContext.Provider value={settings}>
      <IntlProvider
        locale={language === 'fr' ? 'fr-FR' : 'en-GB'}
        defaultLocale="en-GB"
        messages={shellCatalogue[language]}
      >
        {children}
      </IntlProvider>
    </SettingsContext.Provider>
  );
}

const routePaths = new Set(routeTable.map((route) => route.path));

/**
 * The static router writes links as `/store`; the site routes with the hash, and the app's hash router writes
 * `#/store`. Hydration keeps the server's attributes, so the prerender must write what the app writes.
 */
function hashLinks(html: string): string {
  return html.replace(/href="(\/[^"#?]*)"/g, (attribute, path: string) =>
    routePaths.has(path) ? `href="#${path}"` : attribute,
  );
}

/** A route's page as the inert text the boot script (boot-script.ts) paints from. */
function firstScreenScript(route: RouteEntry, html: string) {
  // React escapes `<` in text and attribute values, so only a rendered script element could end this one early.
  if (/<\/script/i.test(html)) throw new Error(`the first screen of ${route.path} holds a script element`);
  const conditions = typeof route.firstScreen === 'object' ? route.firstScreen : {};
  const attributes = {
    [firstScreenAttributes.route]: route.path,
    [firstScreenAttributes.unlessParam]: conditions.unlessParam,
    [firstScreenAttributes.unlessStored]: conditions.unlessStored,
  };
  return (
    <script
      key={route.path}
      type={firstScreenScriptType}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
