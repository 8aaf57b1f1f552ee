import { bootFirstScreen } from './boot-script';

// Inlined into the page by the build (web/vite-plugins/first-screen.ts), right after the first screens.
const { entry = '', preload = '', routeChunks = '{}' } = document.currentScript?.dataset ?? {};
bootFirstScreen(window, {
  entry,
  preloads: preload.split(' ').filter(Boolean),
  routeChunks: JSON.parse(routeChunks) as Record<string, string[]>,
});
