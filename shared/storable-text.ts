// A lone surrogate is not Unicode (PostgreSQL refuses it once encoded); NUL cannot be stored in a text column.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Noncharacters are for a program's own use, never for interchange: U+FFFE and U+FFFF are not even characters
// to XML, so an invoice could not hold them.
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
// Control characters (C0, DEL and C1, NEL included): none in a one-line field (a CR or LF there could become a
// mail header), only tab and the line breaks in a text of several lines.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
// What changes how the text around it is shown: a direction control reorders it ("evil" typed after U+202E
// reads "live"), a line or paragraph separator breaks the line. A one-line field has no use for them; a text
// of several lines keeps them, and is shown with them made inert (see inertText).
const LAYOUT_CONTROL = /[\p{Bidi_Control}\u2028\u2029]/u;

// Character references as an XML or HTML reader decodes them: numeric ones, and the named ones (HTML) that
// stand for a character refused here.
const REFERENCE = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));|&(Tab|NewLine|lrm|rlm);/g;
const NAMED_REFERENCES: Record<string, string> = { Tab: '\t', NewLine: '\n', lrm: '\u200E', rlm: '\u200F' };

/**
 * `value` with its character references decoded, as any program reading it as XML or HTML would: a reference
 * to what is no Unicode scalar value (a surrogate, beyond U+10FFFF) becomes NUL, which is refused as well.
 */
function decodedReferences(value: string): string {
  return value.replace(REFERENCE, (_, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name]!;
    const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
    return codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)
      ? '\u0000'
      : String.fromCodePoint(codePoint);
  });
}

export const UNSTORABLE_TEXT_REASON =
  'must not contain control characters, direction marks, line separators or invalid Unicode';

function isStorableAsIs(value: string, multiline: boolean): boolean {
  if (LONE_SURROGATE.test(value) || NONCHARACTER.test(value)) return false;
  if (multiline) return !CONTROL_BUT_LINE_BREAKS.test(value);
  return !CONTROL.test(value) && !LAYOUT_CONTROL.test(value);
}

/**
 * True when `value` is well-formed Unicode without noncharacters or control characters and, on one line,
 * without direction controls or line separators; a text of several lines may hold tab, line breaks, direction
 * controls and separators. The same holds once its character references are decoded: text is stored and
 * written as typed (`&#7;` stays five characters), but a program that reads it as XML or HTML would get what
 * they stand for, so `Bell&#7;Co` is refused like the bell itself.
 */
export function isStorableText(value: string, options: { multiline?: boolean } = {}): boolean {
  const multiline = options.multiline ?? false;
  return (
    isStorableAsIs(value, multiline) &&
    (!value.includes('&') || isStorableAsIs(decodedReferences(value), multiline))
  );
}
