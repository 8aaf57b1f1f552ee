import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The typeface of invoices and credit notes, embedded in every PDF (PDF/A wants every font embedded): Adobe's
 * Source Sans 3, whose TrueType files cover Latin with Vietnamese and every European language, Greek and
 * Cyrillic, so that "Zoë Łukowski-Nguyễn" prints as typed.
 */
const invoiceFonts = {
  regular: require.resolve('source-sans/TTF/SourceSans3-Regular.ttf'),
  bold: require.resolve('source-sans/TTF/SourceSans3-Semibold.ttf'),
} as const;

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Registers the two weights in a document under these names, their files read once for the process. Each
 * document parses its own copy: a parsed font shared between documents keeps the first document's glyph
 * mapping, and the next one's text layer then reads "No D2026" for "No. D2026" (decision 018).
 */
export function registerInvoiceFonts(
  doc: PDFKit.PDFDocument,
  names: { regular: string; bold: string },
): void {
  fontFiles ??= { regular: readFileSync(invoiceFonts.regular), bold: readFileSync(invoiceFonts.bold) };
  doc.registerFont(names.regular, fontFiles.regular);
  doc.registerFont(names.bold, fontFiles.bold);
}

let printable: Set<number> | undefined;

/** The characters both weights can print. */
function printableCodePoints(): Set<number> {
  if (!printable) {
    const [regular, bold] = [invoiceFonts.regular, invoiceFonts.bold].map(
      // Our fonts are single TTF files, never a collection, so openSync gives a Font.
      (path) => new Set((fontkit.openSync(path) as fontkit.Font).characterSet),
    );
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
