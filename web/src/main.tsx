import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { loadSettings } from './lib/settings';
import { rootAttributes } from './prerender/first-screen-markup';

const settings = await loadSettings();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const router = createAppRouter();

if (container.firstElementChild) {
  // The boot script painted the route's prerendered page (docs/decisions/006): once the router has loaded the
  // page's chunk, React adopts that DOM instead of building it again (hydration runs in short slices).
  await routerReady(router);
  hydrateRoot(
    container,
    <StrictMode>
      <FirstScreenTakeover container={container}>
        <App settings={settings} router={router} />
      </FirstScreenTakeover>
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App settings={settings} router={router} />
    </StrictMode>,
  );
}

/**
 * Once the app has taken over the first screen, clicks again the button clicked on it (noted by the boot
 * script). It wraps the app rather than sitting beside it, so the tree hydrated is the tree prerendered.
 */
function FirstScreenTakeover({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute(rootAttributes.appStarted, '');
    const pending = container.getAttribute(rootAttributes.pendingClick);
    container.removeAttribute(rootAttributes.pendingClick);
    if (pending !== null) container.querySelectorAll('button')[Number(pending)]?.click();
  }, [container]);
  return children;
}
