import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { RenderFirstScreens } from '@shared/first-screen';
import { type Language, languages } from '@shared/language';
import type { PublicSettings } from '@shared/public-settings';
import { App } from '@/app/app';
import { type AppRouter, routerReady, routes } from '@/app/router';
import { type FirstScreenRule, type RouteEntry, routeAddresses } from '@/app/route-table';
import { useLanguageStore } from '@/i18n/language-store';
import { firstScreenAttributes, firstScreenScriptType, pageSlot } from '@/lib/first-screen-markup';

const prerenderedRoutes = routeAddresses.filter((route) => route.firstScreen !== 'never');

/**
 * Renders the first screen of every prerendered route in both languages, with the run-time settings: the app's
 * own first render (`<App>` as main.tsx hydrates it), so that the browser adopts this markup instead of
 * replacing it (docs/decisions/006). What a page renders later (below its fold, the footer) is not in it.
 * The server writes each language's markup into its page template once at start-up.
 */
export const renderFirstScreens: RenderFirstScreens = async (settings) => {
  const routers = await Promise.all(
    prerenderedRoutes.map(async (route) => {
      const router = createMemoryRouter(routes, { initialEntries: [route.path] });
      await routerReady(router);
      if (router.state.errors)
        throw new Error(`prerender of ${route.path} failed: ${JSON.stringify(router.state.errors)}`);
      return { route, router };
    }),
  );
  const render = (language: Language) => {
    useLanguageStore.setState({ language });
    const screens = routers.map(({ route, router }) => ({
      route,
      ...splitShell(route.path, renderFirstRender(router, settings[language])),
    }));
    const shell = screens[0]!.shell;
    const other = screens.find((screen) => screen.shell !== shell);
    if (other)
      throw new Error(
        `the first screens of ${screens[0]!.route.path} and ${other.route.path} differ outside <main>`,
      );
    return renderToStaticMarkup(
      <>
        <script
          type={firstScreenScriptType}
          {...{ [firstScreenAttributes.shell]: '' }}
          dangerouslySetInnerHTML={{ __html: inertText(shell, 'the top bar') }}
        />
        {sharedScreens(screens).map(firstScreenScript)}
      </>,
    );
  };
  return Object.fromEntries(languages.map((language) => [language, render(language)])) as Record<
    Language,
    string
  >;
};

/**
 * The app's first render at the router's route, as the browser's hydration expects it (main.tsx): the same
 * tree, links written as the hash router writes them, without the page's `<title>` and `<meta>`.
 */
export function renderFirstRender(router: AppRouter, settings: PublicSettings): string {
  const html = renderToString(
    <StrictMode>
      <App settings={settings} router={router} />
    </StrictMode>,
  );
  return hashLinks(withoutPageMeta(html));
}

const routePaths = new Set(routeAddresses.map((route) => route.path));

/**
 * The memory router writes links as `/store`; the site routes with the hash, as the app's hash router writes
 * them: `#/store`.
 */
function hashLinks(html: string): string {
  return html.replace(/href="(\/[^"#?]*)"/g, (attribute, path: string) =>
    routePaths.has(path) ? `href="#${path}"` : attribute,
  );
}

/**
 * A route's first render as the page inside `<main>` and the rest around it (the top bar), which is the same for
 * every route: written once, with `pageSlot` where the page goes.
 */
function splitShell(path: string, html: string): { shell: string; html: string } {
  const open = /<main[^>]*>/.exec(html);
  const close = html.lastIndexOf('</main>');
  if (!open || close < open.index) throw new Error(`the first screen of ${path} has no <main>`);
  const start = open.index + open[0].length;
  return {
    shell: html.slice(0, start) + pageSlot + html.slice(close),
    html: html.slice(start, close),
  };
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

/** Markup as the text of an inert script element: React escapes `<` in text and attribute values, so only a
 * rendered script element could end it early. */
function inertText(html: string, what: string): string {
  if (/<\/script/i.test(html)) throw new Error(`the first screen of ${what} holds a script element`);
  return html;
}

/** A route's page as the inert text the boot script (boot-script.ts) paints from, for the routes it lists. */
function firstScreenScript({ paths, conditions, html }: SharedScreen) {
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
      dangerouslySetInnerHTML={{ __html: inertText(html, paths.join(', ')) }}
    />
  );
}

// React 19 writes each page's <title> and <meta> first (it hoists them into the head in a browser); the
// first screen is body markup, and the server's page template carries the head.
function withoutPageMeta(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)*/, '');
}
