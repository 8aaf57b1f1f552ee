/**
 * PDF's standard Helvetica prints the Windows-1252 (WinAnsi) characters: all of French, €, typographic
 * quotes. (The Inter web font cannot be embedded: pdfkit fails to subset its variable WOFF2 files.) Whatever
 * a customer types is reduced to those characters here, so that it prints as text and nothing else.
 */
const WIN_ANSI_ABOVE_LATIN_1 = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters whose accent is part of the letter in Unicode, so that removing marks does not reach them. */
const WITHOUT_STROKE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

const printable = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_ABOVE_LATIN_1.has(character)
  );
};

/**
 * One line of text as Helvetica can print it: control and format characters (line breaks, tabs, bidi
 * overrides, zero-width joiners) become a space or go; narrow and figure spaces become no-break spaces; a
 * letter outside WinAnsi loses its accent when that brings it in (ő → o, Ł → L), otherwise prints as `?`.
 */
export function pdfText(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\u2007\u202f]/g, '\u00a0');
  return Array.from(cleaned, (character) => {
    if (printable(character)) return character;
    const base = WITHOUT_STROKE[character] ?? character.normalize('NFD').replace(/\p{M}+/gu, '');
    return base && Array.from(base).every(printable) ? base : '?';
  }).join('');
}

/** The lines of a multi-line value (an address), each cleaned, blank ones left out. */
export function pdfLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => pdfText(line).trim())
    .filter(Boolean);
}
