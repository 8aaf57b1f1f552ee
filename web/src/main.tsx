import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { loadSettings } from './lib/settings';

const settings = await loadSettings();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const router = createAppRouter();
const prerendered = container.firstElementChild !== null;
// The server's prerendered first screen stays until the route's page has loaded, so it is never blanked.
if (prerendered) await routerReady(router);
const root = createRoot(container);
const app = (
  <StrictMode>
    <App settings={settings} router={router} />
  </StrictMode>
);
if (prerendered) {
  // Rendered at once, so a button clicked on the first screen (noted by the server's inline script) can be
  // clicked again on the app's identical one.
  flushSync(() => root.render(app));
  container.setAttribute('data-app', '');
  const pending = container.getAttribute('data-pending-click');
  container.removeAttribute('data-pending-click');
  if (pending !== null) container.querySelectorAll('button')[Number(pending)]?.click();
} else {
  root.render(app);
}
