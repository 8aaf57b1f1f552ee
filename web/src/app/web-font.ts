import { useEffect } from 'react';

/**
 * Switches the page to Inter (web/src/styles/tokens.css) once the app has painted its first render. Until then
 * text is set in a fallback scaled to Inter's metrics, so the 31 KB font never delays the first screen, and the
 * app's render replaces the first screen box for box, in the same font.
 */
export function useWebFont(): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.documentElement.classList.add('web-font'));
    return () => cancelAnimationFrame(frame);
  }, []);
}
