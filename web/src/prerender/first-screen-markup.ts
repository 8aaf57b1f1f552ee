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
} as const;

/** The attributes the boot script and the app set on `#root`. */
export const rootAttributes = {
  /** The app has rendered: buttons work from now on. */
  appStarted: 'data-app',
  /** The index, among `#root`'s buttons, of the one clicked before the app rendered. */
  pendingClick: 'data-pending-click',
} as const;

/** Set on `<html>` when Inter is cached, and the local storage key that says so (docs/decisions/007). */
export const webFont = { className: 'web-font', storageKey: 'web-font', family: 'Inter Variable' } as const;
