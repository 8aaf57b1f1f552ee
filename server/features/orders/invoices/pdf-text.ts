import { isPrintable } from './invoice-fonts';

/**
 * One line of text as the invoice font prints it: control and format characters (line breaks, tabs, bidi
 * overrides, zero-width joiners) become a space or go; figure spaces become no-break spaces. The order form
 * refuses buyer details the font cannot print; anything else (the owner's settings) that it cannot print loses
 * its accent when that brings it in, otherwise prints as `?`, so that a document always prints as text.
 */
export function pdfText(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\p{Cf}+/gu, '')
    .replace(/\u2007/g, '\u00a0');
  return Array.from(cleaned, (character) => {
    if (isPrintable(character)) return character;
    const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
    return base && Array.from(base).every(isPrintable) ? base : '?';
  }).join('');
}

/** The lines of a multi-line value (an address), each cleaned, blank ones left out. */
export function pdfLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => pdfText(line).trim())
    .filter(Boolean);
}

export interface PdfTextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right';
}

/**
 * How the documents write text: through `pdfText`, wrapped within a column, in the document's font and ink.
 * `write` puts it at (x, y) and returns where it ends.
 */
export function pdfWriter(doc: PDFKit.PDFDocument, defaults: { font: string; color: string }) {
  return (text: string, x: number, y: number, columnWidth: number, style: PdfTextStyle = {}) => {
    doc
      .font(style.font ?? defaults.font)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? defaults.color)
      .text(pdfText(text), x, y, { width: columnWidth, align: style.align ?? 'left', lineGap: 1.5 });
    return doc.y;
  };
}
