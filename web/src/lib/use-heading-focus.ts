import { useEffect, useRef } from 'react';
import { carriedFocusHeld } from './carried-address';
import { rootAttributes } from './first-screen-markup';

/**
 * Keyboard and screen-reader users land on the heading of the page (or of its new state) when it appears.
 * Deferred by a microtask: on a route change the layout moves focus to `<main>`, and a parent's effects run
 * after its children's. When the app takes over a painted first screen, a visitor who already put the focus
 * somewhere (a field they are typing in) keeps it, and one who scrolled it stays where they are; nor is the
 * focus taken from a field the page gave it to on arrival (an address carried from the sign-in form, typed
 * into as it came).
 */
export function useHeadingFocus(key?: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (!current || focusTakenBeforeTakeOver() || carriedFocusHeld()) return;
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
