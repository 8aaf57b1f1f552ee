import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { bootFirstScreen, hashRoute, routeMatches } from './boot-script';
import { pageSlot, rootAttributes } from '@/lib/first-screen-markup';

const scripts = {
  entry: '/assets/main-abc.js',
  preloads: ['/assets/react-abc.js'],
  routeChunks: {
    '/user /user/orders/:id': ['/assets/user-page-abc.js'],
    '/order/:token': ['/assets/order-tracking-page-abc.js', '/assets/order-messages-abc.js'],
  },
};

/**
 * The page as the server sends it: #root, then the top bar shared by every first screen (the page's place in it
 * marked) and each route's page, as inert text.
 */
function servePage() {
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"></div>
    <script type="text/x-first-screen" data-shell><header><button>Menu</button></header><main id="main">${pageSlot}</main></script>
    <script type="text/x-first-screen" data-route="/"><h1>Home</h1><p>From $1 a month: $&amp;</p></script>
    <script type="text/x-first-screen" data-route="/store"><h1>Store</h1></script>
    <script type="text/x-first-screen" data-route="/user" data-unless-stored="access_token"><h1>Not signed in</h1></script>
    <script type="text/x-first-screen" data-route="/netatmo-token" data-unless-param="code"><h1>Netatmo</h1></script>`;
}

const root = () => document.getElementById('root')!;
const requestedApp = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

function visit(address: string) {
  window.history.replaceState(null, '', address);
  bootFirstScreen(window, scripts);
}

beforeEach(() => {
  servePage();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hashRoute', () => {
  it('reads the route from the hash, without its query or trailing slash', () => {
    expect(hashRoute('#/store/?code=1')).toBe('/store');
    expect(hashRoute('')).toBe('/');
    expect(hashRoute('#/')).toBe('/');
  });
});

describe('routeMatches', () => {
  it("matches a route table's pattern segment by segment, a parameter standing for one non-empty segment", () => {
    expect(routeMatches('/order/:token', '/order/Zm9y')).toBe(true);
    expect(routeMatches('/user/orders/:id', '/user/orders/42')).toBe(true);
    expect(routeMatches('/user', '/user')).toBe(true);
    expect(routeMatches('/order/:token', '/order')).toBe(false);
    expect(routeMatches('/user/orders/:id', '/user/orders')).toBe(false);
    expect(routeMatches('/user', '/user/team')).toBe(false);
    expect(routeMatches('/store', '/')).toBe(false);
  });
});

describe('bootFirstScreen', () => {
  it("paints the first screen of the hash's route into #root: the shared top bar around the route's page", () => {
    visit('/#/');
    expect(root().innerHTML).toBe(
      '<header><button>Menu</button></header><main id="main"><h1>Home</h1><p>From $1 a month: $&amp;</p></main>',
    );
    expect(root().getAttribute(rootAttributes.paintedRoute)).toBe('/');
  });

  it('paints the new route when a link is followed before the app hydrates, and nothing for a route without a first screen', () => {
    visit('/#/');
    root().querySelector('button')!.click();
    window.history.replaceState(null, '', '/#/store');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root().querySelector('h1')?.textContent).toBe('Store');
    expect(root().getAttribute(rootAttributes.paintedRoute)).toBe('/store');
    // The click was on the other route's screen.
    expect(root()).not.toHaveAttribute(rootAttributes.pendingClick);

    window.history.replaceState(null, '', '/#/contact');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root()).toBeEmptyDOMElement();
  });

  it('requests the app after the first paint, or after 2 s when no paint is reported', () => {
    vi.useFakeTimers();
    visit('/#/');
    expect(requestedApp()).toBeUndefined();
    vi.advanceTimersByTime(2000);
    expect(requestedApp()).toBe('/assets/main-abc.js');
    // Over a painted screen, the entry only: the browser requests its imports as it reads it.
    vi.runOnlyPendingTimers();
    expect(preloaded()).toEqual([]);
  });

  it('paints nothing and requests the app at once for a route without a first screen', () => {
    visit('/#/contact');
    expect(root()).toBeEmptyDOMElement();
    expect(requestedApp()).toBe('/assets/main-abc.js');
  });

  it("paints nothing for a customer's order link, which lands on / with its own route in the hash", () => {
    visit('/#/order/Zm9yLXRoZS1jdXN0b21lci1vbmx5');
    expect(root()).toBeEmptyDOMElement();
    expect(requestedApp()).toBe('/assets/main-abc.js');
  });

  it("requests the route's page chunks with the app when nothing is painted, one per task after the app's", () => {
    vi.useFakeTimers();
    visit('/#/order/Zm9yLXRoZS1jdXN0b21lci1vbmx5');
    expect(requestedApp()).toBe('/assets/main-abc.js');
    vi.runOnlyPendingTimers();
    expect(preloaded()).toEqual([
      '/assets/react-abc.js',
      '/assets/order-tracking-page-abc.js',
      '/assets/order-messages-abc.js',
    ]);
  });

  it('finds the chunks of a route listed with others that load the same page', () => {
    vi.useFakeTimers();
    localStorage.setItem('access_token', 'token');
    visit('/#/user/orders/42');
    vi.runOnlyPendingTimers();
    expect(preloaded()).toEqual(['/assets/react-abc.js', '/assets/user-page-abc.js']);
  });

  it("leaves a painted route's page chunks to the router", () => {
    vi.useFakeTimers();
    visit('/#/user');
    vi.advanceTimersByTime(2000);
    vi.runOnlyPendingTimers();
    expect(requestedApp()).toBe('/assets/main-abc.js');
    expect(preloaded()).toEqual([]);
  });

  it('paints nothing when the visitor chose the other language with the switch', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    visit('/#/');
    expect(root()).toBeEmptyDOMElement();
    expect(requestedApp()).toBe('/assets/main-abc.js');
  });

  it('paints nothing when local storage holds the key the first screen is not for', () => {
    visit('/#/user');
    expect(root().querySelector('h1')?.textContent).toBe('Not signed in');
    servePage();
    localStorage.setItem('access_token', 'token');
    visit('/#/user');
    expect(root()).toBeEmptyDOMElement();
  });

  it('paints nothing when the link carries the parameter the first screen is not for, in or before the hash', () => {
    visit('/#/netatmo-token?state=s');
    expect(root().querySelector('h1')?.textContent).toBe('Netatmo');
    for (const address of ['/#/netatmo-token?code=abc', '/?code=abc#/netatmo-token']) {
      servePage();
      visit(address);
      expect(root(), address).toBeEmptyDOMElement();
    }
  });

  it('notes a button clicked before the app starts hydrating, for the app to click again; not once it has', () => {
    visit('/#/');
    root().querySelector('button')!.click();
    expect(root().getAttribute(rootAttributes.pendingClick)).toBe('0');

    root().removeAttribute(rootAttributes.pendingClick);
    root().setAttribute(rootAttributes.hydrating, '');
    root().querySelector('button')!.click();
    expect(root()).not.toHaveAttribute(rootAttributes.pendingClick);
  });

  it('keeps the browser from submitting a form of the first screen before the app has rendered', () => {
    visit('/#/');
    const form = root().appendChild(document.createElement('form'));
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    root().setAttribute(rootAttributes.hydrating, '');
    const whileHydrating = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(whileHydrating);
    expect(whileHydrating.defaultPrevented).toBe(true);

    root().setAttribute(rootAttributes.appStarted, '');
    const afterApp = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(afterApp);
    expect(afterApp.defaultPrevented).toBe(false);
  });

  it('sets the page in Inter when an earlier visit cached it', () => {
    localStorage.setItem('web-font', '1');
    visit('/#/');
    expect(document.documentElement).toHaveClass('web-font');
  });
});
