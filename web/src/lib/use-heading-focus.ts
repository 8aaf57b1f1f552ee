import { useEffect, useRef } from 'react';

/**
 * Keyboard and screen-reader users land on the heading of the page (or of its new state) when it appears.
 * Deferred by a microtask: on a route change the layout moves focus to `<main>`, and a parent's effects run
 * after its children's.
 */
export function useHeadingFocus(key?: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) heading.current?.focus();
    });
    return () => {
      current = false;
    };
  }, [key]);
  return heading;
}
