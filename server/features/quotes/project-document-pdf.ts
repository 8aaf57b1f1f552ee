import PDFDocument from 'pdfkit';
import { translator } from '../../lib/i18n/catalogue';
import {
  formatMoney,
  formatVatRate,
  registerInvoiceFonts,
  type PdfTextStyle,
  pdfLines,
  pdfText,
  pdfWriter,
} from '../orders';
import type { InvoicingBuyer } from '../../../shared/buyer-details';
import type { Language } from '../../../shared/language';
import type { QuoteContent, QuotedLine } from '../../../shared/quote-content';
import { quoteDocumentMessages } from './quote-document-messages';

const ink = '#10151d';
const muted = '#4f5866';
const rule = '#d0d4da';
const band = '#f1f2f4';

const MARGIN = 50;
const FONT = 'Project';
const BOLD = 'Project-Bold';
export const PROJECT_FONTS = { regular: FONT, bold: BOLD } as const;

/** Description, quantity with its unit, unit price excl. VAT, VAT rate, line total excl. VAT. */
const columns = [
  { width: 230, align: 'left' },
  { width: 58, align: 'right' },
  { width: 82, align: 'right' },
  { width: 45, align: 'right' },
  { width: 80, align: 'right' },
] as const;

interface RowStyle {
  font?: string;
  size?: number;
  background?: string;
}

/** A line of the table: a quote's, or an invoice's (whose rate may be any it charged). */
type DocumentLine = Omit<QuotedLine, 'vatRatePercent'> & { vatRatePercent: number };

/** Paragraphs one below the other, each `gap` below the last. */
export type Paragraph = { text: string; style?: PdfTextStyle; gap?: number };

/** A row of the totals: its label, its amount, and whether it is the one that counts (bold, ruled above). */
export type TotalRow = [label: string, amount: string, strong: boolean];

/** What the parts of a document drawn after the totals can use: the page, and ways to write on it. */
export interface DocumentPage {
  doc: PDFKit.PDFDocument;
  width: number;
  margin: number;
  write: ReturnType<typeof pdfWriter>;
  /** Paragraphs across the page, kept together (see `block`). */
  block: (paragraphs: Paragraph[]) => void;
  /** Adds a page when `height` does not fit below `doc.y`. */
  ensureSpace: (height: number) => void;
  rule: (x: number, y: number, length: number) => void;
  measure: (text: string, width: number, style?: PdfTextStyle) => number;
  fonts: { regular: string; bold: string };
  colors: { ink: string; muted: string; rule: string; band: string };
}

/**
 * A document of an installation project (the quote, its deposit and final invoices, their credit notes) as
 * one layout: the seller, the document's title and references, the buyer, the lines and the totals per VAT
 * rate; then what only this kind of document says, drawn by `after`.
 */
export interface ProjectDocumentLayout {
  language: Language;
  seller: QuoteContent['seller'];
  buyer: InvoicingBuyer;
  title: string;
  /** The document's number as its continuation pages and footers name it. */
  reference: string;
  /** Under the title, right-aligned: the number (bold), then dates and references. */
  headerLines: string[];
  /** At the top of each further page. */
  continued: string;
  footer: (page: number, count: number) => string;
  lines: DocumentLine[];
  totalRows: TotalRow[];
  /** Left of the totals (the quote's payment terms). */
  beside: Paragraph[];
  /** The reduced rates' legal grounds, or the franchise regime's mention. */
  vatRates: number[];
  vatRegime: QuoteContent['vatRegime'];
  attestation: string | null;
  after: (page: DocumentPage) => void;
  /** PDF/A-2b for a quote; PDF/A-3b for a Factur-X, whose XML `finish` attaches before the end. */
  subset: 'PDF/A-2b' | 'PDF/A-3b';
  info: { Title: string; CreationDate: Date; ModDate?: Date };
  finish?: (doc: PDFKit.PDFDocument) => void;
}

/**
 * Lays out a project's document on A4 pages in the buyer's language, drawn as the invoices are (same font,
 * embedded and subsetted). The lines run over as many pages as they need, each page repeating the document's
 * reference and the table's header; the totals and the blocks after them are never split. Every value goes
 * through `pdfText` and wraps within its column, and the same layout always gives the same bytes.
 */
export function renderProjectDocumentPdf(layout: ProjectDocumentLayout): Promise<Uint8Array> {
  const { language, seller, buyer } = layout;
  const t = translator(quoteDocumentMessages, language);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    subset: layout.subset,
    lang: language,
    // Written into the XMP metadata as they are by pdfkit: the title is a word and the server's number, with
    // none of XML's special characters; the seller's name is left out for that reason.
    info: { ...layout.info, Title: pdfText(layout.info.Title) },
  });
  registerInvoiceFonts(doc, { regular: FONT, bold: BOLD });
  doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const money = (cents: number) => formatMoney(cents, language);
  const percent = (value: number) => formatVatRate(value, language);
  const width = doc.page.width - 2 * MARGIN;
  const write = pdfWriter(doc, { font: FONT, color: ink });
  const measure = (text: string, textWidth: number, style: PdfTextStyle = {}) => {
    doc.font(style.font ?? FONT).fontSize(style.size ?? 10);
    return doc.heightOfString(pdfText(text), { width: textWidth, lineGap: 1.5 });
  };
  const horizontalRule = (x: number, y: number, length: number) =>
    doc
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();

  // Text is only ever written where it was measured to fit, so that pdfkit never breaks a page by itself
  // (it would write over the header of the next one): a page is added here, with the document's reference at
  // its top and, within the table, the columns' header.
  let tableHeader: string[][] | null = null;
  const headerStyle: RowStyle = { font: BOLD, size: 9, background: band };
  const ensureSpace = (height: number) => {
    if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage();
    const leftEnd = write(seller.legalName, MARGIN, MARGIN, 240, { font: BOLD, size: 10 });
    const rightEnd = write(layout.continued, MARGIN + 250, MARGIN + 1, width - 250, {
      size: 9,
      color: muted,
      align: 'right',
    });
    const y = Math.max(leftEnd, rightEnd) + 6;
    horizontalRule(MARGIN, y, width);
    doc.y = y + 18;
    if (tableHeader) drawRow(tableHeader, headerStyle);
  };

  // Header: the seller on the left; on the right the document's title, number and dates, and below them the
  // buyer, so that a short quote fits on a page with its acceptance block.
  const top = doc.y;
  const sellerWidth = 250;
  let sellerEnd = write(seller.legalName, MARGIN, top, sellerWidth, { font: BOLD, size: 13 });
  const sellerLines = [
    ...seller.address.lines,
    `${seller.email} · ${seller.phone}`,
    seller.shareCapital === null
      ? seller.legalForm
      : t('seller.capital', { legalForm: seller.legalForm, capital: money(seller.shareCapital * 100) }),
    t('seller.registration', { siren: seller.siren, siret: seller.siret, rcsCity: seller.rcsCity }),
    ...(seller.vatNumber ? [t('seller.vatNumber', { vatNumber: seller.vatNumber })] : []),
  ];
  for (const line of sellerLines)
    sellerEnd = write(line, MARGIN, sellerEnd + 1, sellerWidth, { size: 9, color: muted });

  const rightX = MARGIN + sellerWidth + 20;
  const rightWidth = width - sellerWidth - 20;
  let headerEnd = write(layout.title.toUpperCase(), rightX, top, rightWidth, {
    font: BOLD,
    size: 20,
    align: 'right',
  });
  for (const [index, line] of layout.headerLines.entries())
    headerEnd = write(line, rightX, headerEnd + 2, rightWidth, {
      font: index === 0 ? BOLD : FONT,
      align: 'right',
    });

  const country = new Intl.DisplayNames([language], { type: 'region' }).of(buyer.country) ?? buyer.country;
  const buyerLines = [
    ...(buyer.company ? [buyer.company] : []),
    buyer.name,
    ...buyer.street.flatMap(pdfLines),
    [buyer.postcode, buyer.city].filter(Boolean).join(' '),
    country,
    ...(buyer.siren ? [t('buyer.siren', { siren: buyer.siren })] : []),
    ...(buyer.vatNumber ? [t('buyer.vatNumber', { vatNumber: buyer.vatNumber })] : []),
    buyer.email,
  ].filter((line) => line.trim());
  const buyerPadding = 9;
  const buyerX = rightX + buyerPadding;
  const buyerWidth = rightWidth - 2 * buyerPadding;
  const buyerTop = headerEnd + 12;
  const buyerHeight =
    measure(t('heading.buyer'), buyerWidth, { size: 9 }) +
    buyerLines.reduce(
      (sum, line, index) =>
        sum + (index === 0 ? 2 : 1) + measure(line, buyerWidth, { font: index === 0 ? BOLD : FONT }),
      0,
    ) +
    2 * buyerPadding;
  doc.rect(rightX, buyerTop, rightWidth, buyerHeight).fill(band);
  let buyerEnd = write(t('heading.buyer'), buyerX, buyerTop + buyerPadding, buyerWidth, {
    size: 9,
    color: muted,
  });
  for (const [index, line] of buyerLines.entries())
    buyerEnd = write(line, buyerX, buyerEnd + (index === 0 ? 2 : 1), buyerWidth, {
      font: index === 0 ? BOLD : FONT,
    });
  doc.y = Math.max(sellerEnd, buyerTop + buyerHeight) + 22;

  // The lines, a cell being one or more lines of text (a description keeps its line breaks).
  function rowHeight(cells: string[][], style: RowStyle): number {
    const cellHeight = (lines: string[], index: number) =>
      lines.reduce(
        (sum, line) => sum + measure(line, columns[index]!.width - 8, { font: style.font, size: style.size }),
        0,
      );
    return Math.max(...cells.map(cellHeight)) + 12;
  }
  function drawRow(cells: string[][], style: RowStyle) {
    const height = rowHeight(cells, style);
    ensureSpace(height);
    const y = doc.y;
    if (style.background) doc.rect(MARGIN, y, width, height).fill(style.background);
    let x = MARGIN;
    cells.forEach((lines, index) => {
      const column = columns[index]!;
      let lineY = y + 6;
      for (const line of lines)
        lineY = write(line, x + 4, lineY, column.width - 8, {
          font: style.font,
          size: style.size,
          align: column.align,
        });
      x += column.width;
    });
    horizontalRule(MARGIN, y + height, width);
    doc.y = y + height;
  }
  const cellsOf = (line: DocumentLine): string[][] => [
    pdfLines(line.description),
    [t(`quantity.${line.unit}`, { quantity: line.quantity })],
    [money(line.unitPriceCents)],
    [percent(line.vatRatePercent)],
    [money(line.netCents)],
  ];
  const header = [
    t('column.description'),
    t('column.quantity'),
    t('column.unitPrice'),
    t('column.vatRate'),
    t('column.total'),
  ].map((cell) => [cell]);
  const [first] = layout.lines;
  ensureSpace(rowHeight(header, headerStyle) + (first ? rowHeight(cellsOf(first), {}) : 0));
  drawRow(header, headerStyle);
  tableHeader = header;
  for (const line of layout.lines) drawRow(cellsOf(line), {});
  tableHeader = null;
  doc.y += 12;

  const paragraphHeights = (paragraphs: Paragraph[], columnWidth: number) =>
    paragraphs.map(({ text, style, gap = 3 }) => gap + measure(text, columnWidth, style));
  const stack = (paragraphs: Paragraph[], x: number, y: number, columnWidth: number) =>
    paragraphs.reduce((end, { text, style, gap = 3 }) => write(text, x, end + gap, columnWidth, style), y);

  /**
   * Paragraphs across the page, kept together; when they are more than a page holds, each kept whole, the
   * first with the second (a heading with its text).
   */
  const block = (paragraphs: Paragraph[]) => {
    const heights = paragraphHeights(paragraphs, width);
    const total = heights.reduce((sum, height) => sum + height, 0);
    const pageRoom = doc.page.height - doc.page.margins.bottom - MARGIN - 60;
    if (total <= pageRoom) ensureSpace(total);
    paragraphs.forEach((paragraph, index) => {
      if (total > pageRoom) ensureSpace(heights[index]! + (index === 0 ? (heights[1] ?? 0) : 0));
      doc.y = stack([paragraph], MARGIN, doc.y, width);
    });
  };

  // The totals on the right, and beside them on the left what the document says of its payment.
  const labelWidth = 160;
  const amountWidth = 95;
  const amountX = MARGIN + width - amountWidth;
  const labelX = amountX - 10 - labelWidth;
  const totalsHeight = layout.totalRows.reduce(
    (sum, [label, amount, strong]) =>
      sum +
      4 +
      (strong ? 5 : 0) +
      Math.max(
        measure(label, labelWidth, { font: strong ? BOLD : FONT, size: strong ? 11 : 10 }),
        measure(amount, amountWidth, { font: strong ? BOLD : FONT, size: strong ? 11 : 10 }),
      ),
    0,
  );
  const besideWidth = labelX - MARGIN - 25;
  ensureSpace(
    Math.max(
      totalsHeight,
      paragraphHeights(layout.beside, besideWidth).reduce((sum, height) => sum + height, 0),
    ),
  );
  const totalsTop = doc.y;
  const besideEnd = stack(layout.beside, MARGIN, totalsTop, besideWidth);
  doc.y = totalsTop;
  for (const [label, amount, strong] of layout.totalRows) {
    if (strong) {
      horizontalRule(labelX + 40, doc.y, amountX + amountWidth - labelX - 40);
      doc.y += 5;
    }
    const y = doc.y;
    const style = { font: strong ? BOLD : FONT, size: strong ? 11 : 10 };
    const labelEnd = write(label, labelX, y, labelWidth, { ...style, align: 'right' });
    const amountEnd = write(amount, amountX, y, amountWidth, { ...style, align: 'right' });
    doc.y = Math.max(labelEnd, amountEnd) + 4;
  }
  doc.y = Math.max(doc.y, besideEnd) + 12;

  // The VAT's legal grounds: the reduced rates and the customer's attestation, or the franchise.
  const rates = new Set(layout.vatRates);
  const reducedRates = [
    ...(rates.has(10) ? [t('vat.renovation')] : []),
    ...(rates.has(5.5) ? [t('vat.energy')] : []),
  ];
  if (reducedRates.length)
    block([
      {
        text: [...reducedRates, ...(layout.attestation ? [layout.attestation] : [])].join(' '),
        style: { size: 9 },
      },
    ]);
  if (layout.vatRegime === 'franchise') block([{ text: t('vat.franchise'), style: { font: BOLD, size: 9 } }]);

  layout.after({
    doc,
    width,
    margin: MARGIN,
    write,
    block,
    ensureSpace,
    rule: horizontalRule,
    measure,
    fonts: { regular: FONT, bold: BOLD },
    colors: { ink, muted, rule, band },
  });

  // Page footers: the reference and the page, below the bottom margin (which is lifted so no page is added).
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(layout.footer(index + 1, pages.count), MARGIN, doc.page.height - 40, width, {
      size: 8,
      color: muted,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
  layout.finish?.(doc);
  doc.end();
  return done;
}

/** The totals of a quote's lines: before and after the discount, the VAT of each rate on its base, the total. */
export function linesTotalRows(
  language: Language,
  amounts: {
    discountPercent: number;
    linesNetCents: number;
    discountCents: number;
    netCents: number;
    rates: { ratePercent: number; baseCents: number; vatCents: number }[];
    grossCents: number;
  },
): TotalRow[] {
  const t = translator(quoteDocumentMessages, language);
  const money = (cents: number) => formatMoney(cents, language);
  const percent = (value: number) => formatVatRate(value, language);
  return [
    ...(amounts.discountPercent > 0
      ? ([
          [t('totals.linesNet'), money(amounts.linesNetCents), false],
          [
            t('totals.discount', { percent: percent(amounts.discountPercent) }),
            money(-amounts.discountCents),
            false,
          ],
        ] satisfies TotalRow[])
      : []),
    [t('totals.exclVat'), money(amounts.netCents), false],
    ...amounts.rates.map((row): TotalRow => [
      t('totals.vat', { rate: percent(row.ratePercent), base: money(row.baseCents) }),
      money(row.vatCents),
      false,
    ]),
    [t('totals.inclVat'), money(amounts.grossCents), true],
  ];
}
