/** How long a smooth scroll may take before its end is checked anyway (browsers without `scrollend`). */
const SCROLL_END_FALLBACK_MS = 1500;

/**
 * Scrolls `target` to the top of the viewport and moves focus to it (with hash routing an in-page `#id` link
 * would be read as a route). Bands of the page that the browser has not rendered yet (`content-visibility:
 * auto`) take their real height as a smooth scroll passes them, so a far target can end up off place: once
 * the scroll ends, a target that is not at the top is brought there at once.
 */
export function scrollToElement(target: HTMLElement): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.focus({ preventScroll: true });
  if (reduceMotion) {
    target.scrollIntoView({ block: 'start' });
    return;
  }
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    window.removeEventListener('scrollend', settle);
    if (Math.abs(target.getBoundingClientRect().top - scrollMarginTop(target)) > 2) {
      target.scrollIntoView({ block: 'start' });
    }
  };
  window.addEventListener('scrollend', settle);
  window.setTimeout(settle, SCROLL_END_FALLBACK_MS);
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function scrollMarginTop(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
}
