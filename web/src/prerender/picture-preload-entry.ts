import { preloadFirstScreenPicture } from './picture-preload';

// Inlined into the page's head by the build (web/vite-plugins/first-screen.ts), before the stylesheet's tag.
preloadFirstScreenPicture(window);
