import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The typeface of invoices and credit notes, embedded in every PDF (PDF/A wants every font embedded): Adobe's
 * Source Sans 3, whose TrueType files cover Latin with Vietnamese and every European language, Greek and
 * Cyrillic, so that "Zoë Łukowski-Nguyễn" prints as typed.
 */
export const invoiceFonts = {
  regular: require.resolve('source-sans/TTF/SourceSans3-Regular.ttf'),
  bold: require.resolve('source-sans/TTF/SourceSans3-Semibold.ttf'),
} as const;

let faces: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * The two weights read and parsed once for the process, given to pdfkit's `registerFont` as they are: a font
 * file given by its path is read and parsed again for every document, and its layout tables (GSUB, GPOS)
 * decoded again on its first words, which was most of a PDF's rendering time (decision 018). pdfkit keeps
 * each document's subset and layout cache apart; the parsed font is only read, and all of it synchronously.
 */
function invoiceFontFaces(): { regular: fontkit.Font; bold: fontkit.Font } {
  // Our fonts are single TTF files, never a collection, so create gives a Font.
  faces ??= {
    regular: fontkit.create(readFileSync(invoiceFonts.regular)) as fontkit.Font,
    bold: fontkit.create(readFileSync(invoiceFonts.bold)) as fontkit.Font,
  };
  return faces;
}

/** Registers the two weights in a document under these names, parsed once for the process. */
export function registerInvoiceFonts(
  doc: PDFKit.PDFDocument,
  names: { regular: string; bold: string },
): void {
  const { regular, bold } = invoiceFontFaces();
  // pdfkit takes a parsed fontkit font as it takes a file (its type definitions name only files).
  doc.registerFont(names.regular, regular as unknown as ArrayBuffer);
  doc.registerFont(names.bold, bold as unknown as ArrayBuffer);
}

let printable: Set<number> | undefined;

/** The characters both weights can print. */
function printableCodePoints(): Set<number> {
  if (!printable) {
    const { regular: regularFace, bold: boldFace } = invoiceFontFaces();
    const [regular, bold] = [regularFace, boldFace].map((face) => new Set(face.characterSet));
    printable = new Set([...regular!].filter((codePoint) => bold!.has(codePoint)));
  }
  return printable;
}

/** Whether the invoice font prints this character. */
export function isPrintable(character: string): boolean {
  return printableCodePoints().has(character.codePointAt(0) ?? -1);
}

/**
 * The characters of `text` (in its composed form, as printed) that an invoice cannot print, each once: what
 * the order form refuses in the buyer's details, so that a document never prints a name with a letter lost.
 * Line breaks and tabs are left to the fields' own rules.
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text.normalize('NFC'))
    if (!/[\t\n\r]/.test(character) && !isPrintable(character)) found.add(character);
  return [...found];
}
