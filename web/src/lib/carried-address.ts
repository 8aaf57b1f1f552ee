import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * The address typed on the sign-in form, carried to the forgotten-password form opened from it. Its link may be
 * followed before that form shows (its page still loading while the app takes over the painted first screen,
 * docs/decisions/006), and a visitor who types at once types in the sign-in form's address field, which reads
 * the same. What they typed moves with them, and so does the focus: the next key lands in the new field.
 */
let carried: { address: string; focused: boolean } | null = null;
/** The field a carried address arrived in with the focus. */
let focusedOnArrival: HTMLInputElement | null = null;

/** Whether the field an address was carried to still has the focus: the page's heading and `<main>` leave it. */
export const carriedFocusHeld = () =>
  focusedOnArrival !== null && focusedOnArrival.ownerDocument.activeElement === focusedOnArrival;

/** The sign-in form's address field: what it holds when the form goes is carried. */
export function useAddressToCarry(field: RefObject<HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    const element = field.current;
    return () => {
      if (!element?.value) return;
      carried = { address: element.value, focused: element.ownerDocument.activeElement === element };
    };
  }, [field]);
}

/**
 * The forgotten-password form's address field: an address carried from the sign-in form fills it while it is
 * empty, and takes the focus if the sign-in form's field had it.
 */
export function useCarriedAddress(
  field: RefObject<HTMLInputElement | null>,
  onValueChange: (value: string) => void,
): void {
  const change = useRef(onValueChange);
  useLayoutEffect(() => {
    const element = field.current;
    const arriving = carried;
    carried = null;
    if (!element || !arriving || element.value) return;
    if (arriving.focused) {
      element.focus({ preventScroll: true });
      focusedOnArrival = element;
    }
    // Rendered after the focus, so that the caret follows the last character (an e-mail field has no selection
    // range to set): a value written into a focused field leaves the caret at its end.
    change.current(arriving.address);
  }, [field]);
}
