const DIRECTION_CONTROL = /\p{Bidi_Control}/gu;
const LINE_SEPARATOR = /[\u0085\u2028\u2029]/g;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Text someone typed, made inert for display: without the direction controls that would reorder it (U+202E
 * makes "evil" read "live") and with the line separators (U+2028, U+2029, NEL) as plain line breaks, other
 * control characters removed. Stored texts keep what was typed; only what is shown changes. Shown in a page,
 * it also goes in a `<bdi>` (see UserText), so a right-to-left text does not reorder what surrounds it.
 */
export function inertText(value: string): string {
  return value
    .replace(DIRECTION_CONTROL, '')
    .replace(LINE_SEPARATOR, '\n')
    .replace(CONTROL_BUT_LINE_BREAKS, '');
}
