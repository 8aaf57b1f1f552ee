import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, createAppRouterInSteps, routerReady } from './app/router';
import { loadSettings } from './lib/settings';
import { yieldToMain } from './lib/yield-to-main';
import { normalizedRoute, rootAttributes } from './lib/first-screen-markup';

// Each step of the take-over is a mark in the page's performance timeline (and in a trace): where its time goes.
const mark = (step: string) => performance.mark(`take-over: ${step}`);
mark('modules evaluated');
const settings = await loadSettings();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const painted = container.getAttribute(rootAttributes.paintedRoute);
// Over a painted first screen nothing is urgent: each step of the start-up (evaluating the app's modules,
// starting the router, hydrating) runs as a task of its own, so none of them blocks the page for long.
if (painted !== null) await yieldToMain();
const router = painted !== null ? await createAppRouterInSteps(yieldToMain) : createAppRouter();
if (painted !== null) {
  // The painted first screen (docs/decisions/006) is the markup of the route's page: hydrating it needs that
  // page's module loaded.
  mark('router started');
  // Until the router rests on a page between two tasks: a link followed on the painted screen during the yield
  // is hydrated once its page has loaded, rather than the app rendering over what the visitor typed on it.
  do {
    await routerReady(router);
    mark('page loaded');
    await yieldToMain();
  } while (router.state.navigation.state !== 'idle');
}
const app = (
  <StrictMode>
    <App settings={settings} router={router} onReady={() => onAppReady(container)} />
  </StrictMode>
);
// The route painted last: a link followed on the painted screen before hydration repaints the new route's first
// screen (the boot script), which is then the one to hydrate.
const paintedLast = container.getAttribute(rootAttributes.paintedRoute);
if (paintedLast !== null && paintedLast === normalizedRoute(router.state.location.pathname)) {
  // React adopts the painted elements as they are: what the visitor typed, the caret and the focus stay. As a
  // transition, hydration yields to the browser every few milliseconds; a click or a key press on a part not
  // yet hydrated makes React hydrate it at once and handle the event.
  container.setAttribute(rootAttributes.hydrating, '');
  mark('hydration started');
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
} else {
  // No first screen, or the address changed to another route since it was painted.
  container.replaceChildren();
  container.removeAttribute(rootAttributes.pendingClick);
  createRoot(container).render(app);
}

/**
 * Once the app has rendered: forms are the app's to send, and a button clicked before it took over is clicked
 * again (the boot script noted it). After the page's own effects, so that a heading focused on arrival does not
 * take the focus from a field the visitor is typing in (`useHeadingFocus` reads `hydrating`).
 */
function onAppReady(root: HTMLElement) {
  mark('rendered');
  root.setAttribute(rootAttributes.appStarted, '');
  queueMicrotask(() => {
    root.removeAttribute(rootAttributes.hydrating);
    const pending = root.getAttribute(rootAttributes.pendingClick);
    root.removeAttribute(rootAttributes.pendingClick);
    if (pending !== null) root.querySelectorAll('button')[Number(pending)]?.click();
  });
}

/**
 * The prerendered markup did not match the app's first render, and React rendered that part anew: a defect of
 * the prerender (what the visitor typed there is lost), reported where the browser tests look for it.
 */
function reportHydrationError(error: unknown) {
  console.error('The first screen could not be hydrated:', error);
}
