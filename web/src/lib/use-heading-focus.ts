import { useEffect, useRef } from 'react';
import { rootAttributes } from './first-screen-markup';

/**
 * Keyboard and screen-reader users land on the heading of the page (or of its new state) when it appears.
 * Deferred by a microtask: on a route change the layout moves focus to `<main>`, and a parent's effects run
 * after its children's. When the app takes over a painted first screen, a visitor who already put the focus
 * somewhere (a field they are typing in) keeps it, and one who scrolled it stays where they are.
 */
export function useHeadingFocus(key?: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (!current || focusTakenBeforeTakeOver()) return;
      heading.current?.focus({ preventScroll: takingOver() });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return heading;
}

function takingOver(): boolean {
  return Boolean(document.getElementById('root')?.hasAttribute(rootAttributes.hydrating));
}

function focusTakenBeforeTakeOver(): boolean {
  return takingOver() && document.activeElement !== null && document.activeElement !== document.body;
}
