// A lone surrogate is not Unicode (PostgreSQL refuses it once encoded); NUL cannot be stored in a text column.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters (C0, DEL and C1, NEL included): none in a one-line field (a CR or LF there could become a
// mail header), only tab and the line breaks in a text of several lines.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
// What changes how the text around it is shown: a direction control reorders it ("evil" typed after U+202E
// reads "live"), a line or paragraph separator breaks the line. A one-line field has no use for them; a text
// of several lines keeps them, and is shown with them made inert (see inertText).
const LAYOUT_CONTROL = /[\p{Bidi_Control}\u2028\u2029]/u;

export const UNSTORABLE_TEXT_REASON =
  'must not contain control characters, direction marks, line separators or invalid Unicode';

/**
 * True when `value` is well-formed Unicode without control characters and, on one line, without direction
 * controls or line separators; a text of several lines may hold tab, line breaks, direction controls and
 * separators.
 */
export function isStorableText(value: string, options: { multiline?: boolean } = {}): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  if (options.multiline) return !CONTROL_BUT_LINE_BREAKS.test(value);
  return !CONTROL.test(value) && !LAYOUT_CONTROL.test(value);
}
