import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderFirstScreens } from '@shared/first-screen';
import { type Language, languages } from '@shared/language';
import type { PublicSettings } from '@shared/public-settings';
import { routes } from '@/app/router';
import { type FirstScreenRule, type RouteEntry, routeTable } from '@/app/route-table';
import { shellCatalogue } from '@/app/message-catalogue';
import { useLocaleStore } from '@/i18n/locale-store';
import { SettingsContext } from '@/lib/settings';
import { firstScreen } from './first-screen';
import { firstScreenAttributes, firstScreenScriptType } from './first-screen-markup';

const prerenderedRoutes = routeTable.filter((route) => route.firstScreen !== 'never');

/**
 * Renders the first screen (top bar and the page's first section) of every prerendered route in both
 * languages, with the run-time settings: the server writes each language's markup into its page template
 * once at start-up (docs/decisions/006).
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
  const render = (language: Language) => {
    useLocaleStore.setState({ locale: language });
    const screens = contexts.map(({ route, context }) => {
      const router = createStaticRouter(handler.dataRoutes, context);
      const page = renderToString(
        <PageProviders settings={settings} language={language}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageProviders>,
      );
      return { route, html: hashLinks(firstScreen(withoutPageMeta(page))) };
    });
    return renderToStaticMarkup(<>{sharedScreens(screens).map(firstScreenScript)}</>);
  };
  return Object.fromEntries(languages.map((language) => [language, render(language)])) as Record<
    Language,
    string
  >;
};

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
 * The static router writes links as `/store` (its navigator ignores a custom `createHref`); the site routes
 * with the hash, as the app's hash router writes them: `#/store`.
 */
function hashLinks(html: string): string {
  return html.replace(/href="(\/[^"#?]*)"/g, (attribute, path: string) =>
    routePaths.has(path) ? `href="#${path}"` : attribute,
  );
}

interface SharedScreen {
  paths: string[];
  conditions: Exclude<FirstScreenRule, string>;
  html: string;
}

/** Routes whose first screens are the same markup under the same conditions share one (signed out, `/user/…`). */
function sharedScreens(screens: { route: RouteEntry; html: string }[]): SharedScreen[] {
  const byContent = new Map<string, SharedScreen>();
  for (const { route, html } of screens) {
    const conditions = typeof route.firstScreen === 'object' ? route.firstScreen : {};
    const key = JSON.stringify([conditions.unlessParam, conditions.unlessStored, html]);
    const shared = byContent.get(key);
    if (shared) shared.paths.push(route.path);
    else byContent.set(key, { paths: [route.path], conditions, html });
  }
  return [...byContent.values()];
}

/** A first screen as the inert text the boot script (boot-script.ts) paints from, for the routes it lists. */
function firstScreenScript({ paths, conditions, html }: SharedScreen) {
  // React escapes `<` in text and attribute values, so only a rendered script element could end this one early.
  if (/<\/script/i.test(html))
    throw new Error(`the first screen of ${paths.join(', ')} holds a script element`);
  const attributes = {
    [firstScreenAttributes.route]: paths.join(' '),
    [firstScreenAttributes.unlessParam]: conditions.unlessParam,
    [firstScreenAttributes.unlessStored]: conditions.unlessStored,
  };
  return (
    <script
      key={paths[0]}
      type={firstScreenScriptType}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

// React 19 writes each page's <title> and <meta> first (it hoists them into the head in a browser); the
// first screen is body markup, and the server's page template carries the head.
function withoutPageMeta(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)*/, '');
}
