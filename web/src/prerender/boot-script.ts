import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import {
  firstScreenAttributes,
  firstScreenScriptType,
  normalizedRoute,
  pageSlot,
  rootAttributes,
  webFont,
} from '@/lib/first-screen-markup';

/** The app's scripts, named by the boot script's own data attributes (written by the build). */
export interface AppScripts {
  entry: string;
  preloads: string[];
  /**
   * Per route pattern of the route table (several, space-separated, when they load the same page), its page's
   * own chunks: the page, its messages and their imports.
   */
  routeChunks: Record<string, string[]>;
}

/** Local storage, or null where the browser refuses it (some private modes throw on access). */
type SafeStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/** The app requested at once, or after the first paint, or after this long when no paint is reported. */
const APP_LOAD_DEADLINE_MS = 2000;
/** How long after `load` Inter is fetched for the next visit: the app has rendered by then. */
const WEB_FONT_DELAY_MS = 1000;

/**
 * Runs while the page is parsed, before any script file is requested (docs/decisions/006 and 007): paints the
 * first screen of the route in the address, sets the page in Inter when it is cached, and requests the app's
 * scripts once that first screen is painted, so they never hold it back.
 */
export function bootFirstScreen(window: Window, scripts: AppScripts): void {
  const { document } = window;
  const storage = safeStorage(window);
  const root = document.getElementById('root');
  applyCachedWebFont(window, storage);
  if (!root || !paintFirstScreen(window, storage, root)) {
    // Nothing painted: the route's page is what the visitor waits for, so its chunks are requested with the
    // app's rather than once the router asks for them.
    loadApp(window, scripts, pageChunks(scripts.routeChunks, hashRoute(window.location.hash)));
    return;
  }
  notePendingClicks(root);
  // A link followed before the app hydrates: the new route's first screen, so that what the app hydrates is
  // the route it renders (or nothing, and the app renders it).
  window.addEventListener('hashchange', () => {
    if (root.hasAttribute(rootAttributes.hydrating) || root.hasAttribute(rootAttributes.appStarted)) return;
    root.removeAttribute(rootAttributes.pendingClick);
    if (!paintFirstScreen(window, storage, root)) root.replaceChildren();
  });
  loadAppAfterFirstPaint(window, scripts);
}

/**
 * Paints the first screen of the route in the address into `#root` (the shared top bar around the route's
 * page) and notes which route it is; false when that route has none.
 */
function paintFirstScreen(window: Window, storage: SafeStorage, root: HTMLElement): boolean {
  const screen = chooseFirstScreen(window, storage);
  const shell = window.document.querySelector(
    `script[type="${firstScreenScriptType}"][${firstScreenAttributes.shell}]`,
  );
  if (!screen || !shell) return false;
  const page = screen.textContent ?? '';
  // A function, so that `$` in the page's text is not read as a replacement pattern.
  root.innerHTML = (shell.textContent ?? '').replace(pageSlot, () => page);
  root.setAttribute(rootAttributes.paintedRoute, hashRoute(window.location.hash));
  return true;
}

/** The route in the address: `#/store/?code=1` gives `/store`. */
export function hashRoute(hash: string): string {
  return normalizedRoute(hash.slice(1).split('?')[0]!);
}

/** Whether a route of the route table (`/order/:token`) matches a route in the address (`/order/Zm9y`). */
export function routeMatches(pattern: string, route: string): boolean {
  const expected = pattern.split('/');
  const actual = route.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

function pageChunks(routeChunks: Record<string, string[]>, route: string): string[] {
  const patterns = Object.keys(routeChunks).find((candidates) => matchesAny(candidates, route));
  return patterns ? routeChunks[patterns]! : [];
}

/** Whether one of the space-separated route patterns (a first screen's `data-route`) matches the route. */
function matchesAny(patterns: string, route: string): boolean {
  return patterns.split(' ').some((pattern) => routeMatches(pattern, route));
}

/**
 * The first screen of the route in the address, unless the visitor chose the other language with the switch,
 * the link carries the screen's `unlessParam` or local storage holds its `unlessStored`.
 */
function chooseFirstScreen(window: Window, storage: SafeStorage): HTMLScriptElement | null {
  const { document, location } = window;
  const chosenLanguage = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (chosenLanguage && chosenLanguage !== document.documentElement.lang) return null;
  const route = hashRoute(location.hash);
  const screen = [
    ...document.querySelectorAll<HTMLScriptElement>(
      `script[type="${firstScreenScriptType}"][${firstScreenAttributes.route}]`,
    ),
  ].find((candidate) => matchesAny(candidate.getAttribute(firstScreenAttributes.route) ?? '', route));
  if (!screen) return null;
  const unlessParam = screen.getAttribute(firstScreenAttributes.unlessParam);
  const unlessStored = screen.getAttribute(firstScreenAttributes.unlessStored);
  if (unlessParam && linkHasParam(location, unlessParam)) return null;
  if (unlessStored && storage?.getItem(unlessStored) != null) return null;
  return screen;
}

function linkHasParam(location: Location, name: string): boolean {
  const hashQuery = location.hash.split('?')[1] ?? '';
  return new URLSearchParams(hashQuery).has(name) || new URLSearchParams(location.search).has(name);
}

/** Inter only once cached: applied before the first paint if an earlier visit cached it, else cached for the next. */
function applyCachedWebFont(window: Window, storage: SafeStorage): void {
  const { document } = window;
  if (storage?.getItem(webFont.storageKey)) {
    document.documentElement.classList.add(webFont.className);
    return;
  }
  window.addEventListener('load', () => {
    window.setTimeout(() => {
      void document.fonts.load(`1em "${webFont.family}"`).then((faces) => {
        if (faces.length) writeStorage(storage, webFont.storageKey, '1');
      });
    }, WEB_FONT_DELAY_MS);
  });
}

/**
 * A button clicked on the first screen before the app starts hydrating it is noted, for the app to click again
 * once it has; from then on React handles clicks itself. A form is not submitted by the browser before the app
 * has rendered (the app submits it, its fields checked, when it clicks its button again; pressing Enter in a
 * field clicks the form's button too).
 */
function notePendingClicks(root: HTMLElement): void {
  root.addEventListener(
    'submit',
    (event) => {
      if (!root.hasAttribute(rootAttributes.appStarted)) event.preventDefault();
    },
    true,
  );
  root.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (
        !button ||
        root.hasAttribute(rootAttributes.hydrating) ||
        root.hasAttribute(rootAttributes.appStarted)
      )
        return;
      const index = [...root.querySelectorAll('button')].indexOf(button);
      root.setAttribute(rootAttributes.pendingClick, String(index));
    },
    true,
  );
}

function loadAppAfterFirstPaint(window: Window, scripts: AppScripts): void {
  let requested = false;
  const loadOnce = () => {
    if (requested) return;
    requested = true;
    // The entry only: its imports are requested by the browser's module loader as it reads it. Each request a
    // script starts costs the main thread a few milliseconds more, after the first paint.
    appendToHead(window.document, 'script', { type: 'module', src: scripts.entry });
  };
  window.setTimeout(loadOnce, APP_LOAD_DEADLINE_MS);
  try {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) loadOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    loadOnce();
  }
}

/**
 * Requests the app's entry first, then its modules one per task: starting a request costs the main thread a
 * few milliseconds in Chromium, and eleven of them in one task blocked the page after its first paint.
 */
function loadApp(window: Window, { entry, preloads }: AppScripts, pagePreloads: string[] = []): void {
  appendToHead(window.document, 'script', { type: 'module', src: entry });
  for (const href of [...preloads, ...pagePreloads]) {
    window.setTimeout(() => appendToHead(window.document, 'link', { rel: 'modulepreload', href }), 0);
  }
}

function appendToHead(document: Document, tag: 'link' | 'script', properties: Record<string, string>) {
  const element = Object.assign(document.createElement(tag), properties);
  element.crossOrigin = '';
  document.head.append(element);
}

function safeStorage(window: Window): SafeStorage {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function writeStorage(storage: SafeStorage, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the next visit caches the font again.
  }
}
