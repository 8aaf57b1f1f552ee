import { preloadFirstScreenPicture } from './picture-preload';

// Inlined into the page by the build (web/vite-plugins/first-screen.ts) as an async module after the first screens.
preloadFirstScreenPicture(window);
