import { type RefObject, useEffect, useState } from 'react';

/**
 * An input of the prerendered first screen (docs/decisions/006) that the visitor may have typed into before the
 * app took over. The app renders over that markup: this returns what the prerendered input holds, for the
 * field to start from, and gives `ref` the focus back if the prerendered input had it. Read in the first
 * render, while the first screen is still on display.
 */
export function usePrerenderedInput(id: string, ref: RefObject<HTMLInputElement | null>): string {
  const [prerendered] = useState(() => readPrerenderedInput(id));
  useEffect(() => {
    // Deferred like useHeadingFocus: the field the visitor was typing in wins over a heading focused on arrival.
    if (prerendered.focused) queueMicrotask(() => ref.current?.focus());
  }, [prerendered.focused, ref]);
  return prerendered.value;
}

function readPrerenderedInput(id: string): { value: string; focused: boolean } {
  if (import.meta.env.SSR) return { value: '', focused: false };
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) return { value: '', focused: false };
  return { value: element.value, focused: document.activeElement === element };
}
