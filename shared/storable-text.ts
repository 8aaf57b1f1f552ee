// A lone surrogate is not Unicode (PostgreSQL refuses it once encoded); NUL cannot be stored in a text column.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters: none in a one-line field (a CR or LF there could become a mail header), only tab and the
// line breaks in a text of several lines.
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const UNSTORABLE_TEXT_REASON = 'must not contain control characters or invalid Unicode';

/** True when `value` is well-formed Unicode without control characters (but tab and line breaks if multiline). */
export function isStorableText(value: string, options: { multiline?: boolean } = {}): boolean {
  const control = options.multiline ? CONTROL_MULTILINE : CONTROL_ONE_LINE;
  return !LONE_SURROGATE.test(value) && !control.test(value);
}
