import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface PdfTextItem {
  page: number;
  text: string;
  /** From the page's left and bottom edges, in points. */
  x: number;
  y: number;
  width: number;
}

export interface PdfTextContent {
  pages: { width: number; height: number }[];
  items: PdfTextItem[];
  /** Every text run in reading order, joined by spaces, with runs of white space (no-break ones too) as one. */
  text: string;
}

const standardFontDataUrl = fileURLToPath(
  new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

/** The text of a PDF as a reader extracts it (pdf.js), with where each run is drawn. */
export async function pdfTextContent(pdf: Uint8Array): Promise<PdfTextContent> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfTextContent['pages'] = [];
  const items: PdfTextItem[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({ width, height });
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const transform = item.transform as number[];
      items.push({ page: number, text: item.str, x: transform[4]!, y: transform[5]!, width: item.width });
    }
  }
  await document.destroy();
  const text = items
    .map((item) => item.text)
    .join(' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return { pages, items, text };
}
