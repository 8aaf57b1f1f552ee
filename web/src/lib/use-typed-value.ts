import { type RefObject, useLayoutEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * For a controlled text field: what the element already holds when it mounts becomes the field's value. A field
 * of the prerendered first screen (docs/decisions/006) can be typed into before the app hydrates it; React
 * then adopts the element without reading its value, and would reset it to the state's at the next render.
 * Read in a layout effect, before that render: the element, its caret and its focus stay as the visitor left
 * them. A field the app created holds its state's value already, so this does nothing there.
 */
export function useTypedValue<Control extends TextControl>(
  value: string,
  onValueChange: (value: string) => void,
): RefObject<Control | null> {
  const ref = useRef<Control>(null);
  const mounted = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== mounted.current.value) mounted.current.onValueChange(typed);
  }, []);
  return ref;
}

/** One ref for a field's own use and for its parent's (a parent that focuses the field, say). */
export function mergeRefs<Element>(
  ...refs: (RefObject<Element | null> | ((element: Element | null) => void) | null | undefined)[]
) {
  return (element: Element | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}
