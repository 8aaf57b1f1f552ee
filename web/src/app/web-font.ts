import { useEffect } from 'react';

/** Set once Inter is in the browser's cache; the server's inline script reads it (server/http/prerender.ts). */
export const webFontStorageKey = 'web-font';
const webFontClass = 'web-font';

/**
 * Inter is applied only where it is already cached, like `font-display: optional`: a first visit stays in the
 * fallback scaled to Inter's metrics for its whole length, so the font never delays the first paint nor moves
 * the page when it arrives; once the app has rendered, the font is fetched in the background for the next
 * visits, which start in Inter (docs/decisions/007).
 */
export function useWebFont(): void {
  useEffect(() => {
    if (document.documentElement.classList.contains(webFontClass)) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      void document.fonts.load('1em "Inter Variable"').then((faces) => {
        if (cancelled || faces.length === 0) return;
        try {
          localStorage.setItem(webFontStorageKey, '1');
        } catch {
          // Private browsing without storage: every visit stays in the fallback.
        }
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, []);
}

/** Starts in Inter when an earlier visit cached it (the server's inline script does the same before painting). */
export function applyCachedWebFont(): void {
  try {
    if (localStorage.getItem(webFontStorageKey)) document.documentElement.classList.add(webFontClass);
  } catch {
    // No storage: the fallback font.
  }
}
