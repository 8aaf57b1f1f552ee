import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { shellIntl } from './app/shell-intl';
import { useLocaleStore } from './i18n/locale-store';
import { loadSettings } from './lib/settings';
import { yieldToMain } from './lib/yield-to-main';
import { rootAttributes } from './prerender/first-screen-markup';

const settings = await loadSettings();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const prerendered = container.firstElementChild !== null;
// Over a painted first screen nothing is urgent: each step of the start-up (evaluating the app's modules,
// starting the router, creating the formatter, rendering) runs as a task of its own, so none of them blocks the
// page for long.
if (prerendered) await yieldToMain();
const router = createAppRouter();
// The prerendered first screen (painted by the boot script, docs/decisions/006) stays until the route's page has loaded, so it is never blanked.
if (prerendered) {
  await routerReady(router);
  await yieldToMain();
  shellIntl(useLocaleStore.getState().locale);
  await yieldToMain();
}
const root = createRoot(container);
if (prerendered) {
  // A transition renders in short slices, so taking over a long page does not block the main thread; the
  // first screen stays on display until React commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App settings={settings} router={router} />
        <FirstScreenTakeover container={container} />
      </StrictMode>,
    ),
  );
} else {
  root.render(
    <StrictMode>
      <App settings={settings} router={router} />
    </StrictMode>,
  );
}

/** Once the app has replaced the first screen, clicks again the button clicked on it (noted by the boot script). */
function FirstScreenTakeover({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.setAttribute(rootAttributes.appStarted, '');
    const pending = container.getAttribute(rootAttributes.pendingClick);
    container.removeAttribute(rootAttributes.pendingClick);
    if (pending !== null) container.querySelectorAll('button')[Number(pending)]?.click();
  }, [container]);
  return null;
}
