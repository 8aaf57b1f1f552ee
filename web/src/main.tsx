import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { loadSettings } from './lib/settings';
import { hashRoute } from './prerender/boot-script';
import { rootAttributes } from './prerender/first-screen-markup';

const settings = await loadSettings();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const router = createAppRouter();

const paintedRoute = container.getAttribute(rootAttributes.paintedRoute);
if (paintedRoute !== null) await routerReady(router);

if (paintedRoute === hashRoute(window.location.hash)) {
  // The boot script painted the route's prerendered page (docs/decisions/006): once the router has loaded the
  // page's chunk, React adopts that DOM instead of building it again. As a transition, hydration runs in short
  // slices rather than in one task as long as the page.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FirstScreenTakeover container={container} replayClick>
          <App settings={settings} router={router} />
        </FirstScreenTakeover>
      </StrictMode>,
    );
  });
} else {
  // No page painted, or the visitor followed one of its links before the app arrived: the app renders the
  // route now in the address over what is shown (React replaces it when it commits).
  createRoot(container).render(
    <StrictMode>
      <FirstScreenTakeover container={container} replayClick={false}>
        <App settings={settings} router={router} />
      </FirstScreenTakeover>
    </StrictMode>,
  );
}

/**
 * Once the app has taken over `#root`, the boot script stops holding clicks and form submissions, and the
 * button clicked on the painted page (when the app hydrated that very page) is clicked again. It wraps the app
 * rather than sitting beside it, so the tree hydrated is the tree prerendered.
 */
function FirstScreenTakeover({
  container,
  replayClick,
  children,
}: {
  container: HTMLElement;
  replayClick: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    container.setAttribute(rootAttributes.appStarted, '');
    const pending = container.getAttribute(rootAttributes.pendingClick);
    container.removeAttribute(rootAttributes.pendingClick);
    if (!replayClick) return;
    replayTypedText(container);
    if (pending !== null) container.querySelectorAll('button')[Number(pending)]?.click();
  }, [container, replayClick]);
  return children;
}

/**
 * Text typed into the painted page's fields before the app arrived stays on screen, but hydration leaves the
 * app's state as rendered: each such field is handed to the app as if typed now. React notices a change by
 * its own record of the field's value, so that record is first set to the app's value (`defaultValue` after
 * hydration) and the typed text is then written past it.
 */
function replayTypedText(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value;
    if (field.type === 'checkbox' || field.type === 'radio' || typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
