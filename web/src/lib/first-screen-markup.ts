/**
 * Names the first-screen renderer, the boot script and the app share in the page (docs/decisions/006).
 * Each route's first screen is the text of a `<script type="text/x-first-screen">`: the HTML parser skips such
 * text without building it, and the boot script parses only the one it paints.
 */
export const firstScreenScriptType = 'text/x-first-screen';

/** The attributes of a first screen: its route, and when it does not apply. */
export const firstScreenAttributes = {
  route: 'data-route',
  /** The link carries this query parameter (in the hash or before it). */
  unlessParam: 'data-unless-param',
  /** Local storage holds this key. */
  unlessStored: 'data-unless-stored',
  /** On the one script that holds the top bar and the rest of the page around each route's page. */
  shell: 'data-shell',
} as const;

/** The attributes the boot script and the app set on `#root`. */
export const rootAttributes = {
  /** The route whose first screen the boot script painted (`/store`), as the address named it. */
  paintedRoute: 'data-first-screen',
  /** The app is hydrating the painted first screen: React handles clicks from now on. */
  hydrating: 'data-hydrating',
  /** The app has rendered: forms are sent by the app from now on. */
  appStarted: 'data-app',
  /** The index, among `#root`'s buttons, of the one clicked before the app started hydrating. */
  pendingClick: 'data-pending-click',
} as const;

/**
 * The first screens share their top bar: its markup is written once, with this comment where `<main>` holds
 * each route's page (docs/decisions/006).
 */
export const pageSlot = '<!--first-screen-page-->';

/** Set on `<html>` when Inter is cached, and the local storage key that says so (docs/decisions/007). */
export const webFont = { className: 'web-font', storageKey: 'web-font', family: 'Inter Variable' } as const;

/** A route as the first screens name it: `/store/` and `/store` are `/store`, the home page is `/`. */
export function normalizedRoute(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
