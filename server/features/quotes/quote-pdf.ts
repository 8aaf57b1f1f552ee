import PDFDocument from 'pdfkit';
import { translator } from '../../lib/i18n/catalogue';
import {
  formatDocumentDate,
  formatMoney,
  formatVatRate,
  invoiceFonts,
  type PdfTextStyle,
  pdfLines,
  pdfText,
  pdfWriter,
} from '../orders';
// The invoices' typeface, writer and rate format, which the orders module does not export (yet): the quote
// must be drawn as the invoice is, not by a copy of them.
import type { QuoteContent, QuotedLine } from '../../../shared/quote-content';
import { quoteDocumentMessages } from './quote-document-messages';

const ink = '#10151d';
const muted = '#4f5866';
const rule = '#d0d4da';
const band = '#f1f2f4';

const MARGIN = 50;
const FONT = 'Quote';
const BOLD = 'Quote-Bold';

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

/**
 * Lays out an installation quote on A4 pages in the buyer's language, drawn as the invoices are (same font,
 * embedded and subsetted, same header, table and totals), as a PDF/A-2b since the signed quote is a contract
 * to keep. The lines run over as many pages as they need, each page repeating the quote's reference and the
 * table's header; totals, terms and the acceptance block are never split. Every value goes through `pdfText`
 * and wraps within its column, and the same content always gives the same bytes (the PDF is dated the day
 * the quote was sent).
 */
export function renderQuotePdf(content: QuoteContent): Promise<Uint8Array> {
  const { language, seller, buyer, totals, deposit } = content;
  const t = translator(quoteDocumentMessages, language);
  const title = t('title');
  const reference =
    content.version > 1
      ? t('reference.revised', { number: content.number, version: content.version })
      : content.number;
  const sentOn = new Date(`${content.issueDate}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: language,
    // Written into the XMP metadata as they are by pdfkit: the title is a word and the server's number, with
    // none of XML's special characters; the seller's name is left out for that reason.
    info: { Title: pdfText(`${title} ${reference}`), CreationDate: sentOn },
  });
  doc.registerFont(FONT, invoiceFonts.regular);
  doc.registerFont(BOLD, invoiceFonts.bold);
  doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const money = (cents: number) => formatMoney(cents, language);
  const percent = (value: number) => formatVatRate(value, language);
  const date = (day: string) => formatDocumentDate(day, language);
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
  // (it would write over the header of the next one): a page is added here, with the quote's reference at its
  // top and, within the table, the columns' header.
  let tableHeader: string[][] | null = null;
  const headerStyle: RowStyle = { font: BOLD, size: 9, background: band };
  const ensureSpace = (height: number) => {
    if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage();
    const leftEnd = write(seller.legalName, MARGIN, MARGIN, 240, { font: BOLD, size: 10 });
    const rightEnd = write(
      t('header.continued', { reference, date: date(content.issueDate) }),
      MARGIN + 250,
      MARGIN + 1,
      width - 250,
      { size: 9, color: muted, align: 'right' },
    );
    const y = Math.max(leftEnd, rightEnd) + 6;
    horizontalRule(MARGIN, y, width);
    doc.y = y + 18;
    if (tableHeader) drawRow(tableHeader, headerStyle);
  };

  // Header: the seller on the left; on the right the quote's title, number and dates, and below them the
  // buyer, as quotes are laid out, so that a short one fits on a page with its acceptance block.
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
  let headerEnd = write(title.toUpperCase(), rightX, top, rightWidth, {
    font: BOLD,
    size: 20,
    align: 'right',
  });
  const headerLines = [
    t('label.number', { reference }),
    t('label.issueDate', { date: date(content.issueDate) }),
    t('label.validUntil', { date: date(content.validUntil) }),
    ...(content.version > 1 ? [t('label.replaces', { previous: content.version - 1 })] : []),
  ];
  for (const [index, line] of headerLines.entries())
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
  const cellsOf = (line: QuotedLine): string[][] => [
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
  const [first] = content.lines;
  ensureSpace(rowHeight(header, headerStyle) + (first ? rowHeight(cellsOf(first), {}) : 0));
  drawRow(header, headerStyle);
  tableHeader = header;
  for (const line of content.lines) drawRow(cellsOf(line), {});
  tableHeader = null;
  doc.y += 12;

  /** Paragraphs one below the other, each `gap` below the last. */
  type Paragraph = { text: string; style?: PdfTextStyle; gap?: number };
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

  // The totals on the right: before and after the discount, the VAT of each rate on its base, the total.
  const totalRows: [string, string, boolean][] = [
    ...(content.discountPercent > 0
      ? ([
          [t('totals.linesNet'), money(totals.linesNetCents), false],
          [
            t('totals.discount', { percent: percent(content.discountPercent) }),
            money(-totals.discountCents),
            false,
          ],
        ] satisfies [string, string, boolean][])
      : []),
    [t('totals.exclVat'), money(totals.netCents), false],
    ...totals.vat.map((row): [string, string, boolean] => [
      t('totals.vat', { rate: percent(row.ratePercent), base: money(row.baseCents) }),
      money(row.vatCents),
      false,
    ]),
    [t('totals.inclVat'), money(totals.grossCents), true],
  ];
  const labelWidth = 160;
  const amountWidth = 95;
  const amountX = MARGIN + width - amountWidth;
  const labelX = amountX - 10 - labelWidth;
  const totalsHeight = totalRows.reduce(
    (sum, [label, amount, strong]) =>
      sum +
      4 +
      Math.max(
        measure(label, labelWidth, { font: strong ? BOLD : FONT, size: strong ? 11 : 10 }),
        measure(amount, amountWidth, { font: strong ? BOLD : FONT, size: strong ? 11 : 10 }),
      ),
    5,
  );
  // On the left, beside them: the deposit asked on acceptance, the balance, the terms of each invoice.
  const termsWidth = labelX - MARGIN - 25;
  const balanceCents = totals.grossCents - deposit.grossCents;
  const terms: Paragraph[] = [
    { text: t('payment.heading'), style: { font: BOLD, size: 12 }, gap: 0 },
    ...(deposit.percent > 0
      ? [
          {
            text: t('payment.deposit', {
              percent: percent(deposit.percent),
              amount: money(deposit.grossCents),
            }),
            style: { font: BOLD },
            gap: 4,
          },
        ]
      : []),
    ...(deposit.percent > 0 && balanceCents > 0
      ? [{ text: t('payment.balance', { amount: money(balanceCents) }) }]
      : []),
    { text: t('payment.terms', { days: content.paymentTermDays }), gap: deposit.percent > 0 ? 3 : 4 },
  ];
  ensureSpace(
    Math.max(
      totalsHeight,
      paragraphHeights(terms, termsWidth).reduce((sum, height) => sum + height, 0),
    ),
  );
  const totalsTop = doc.y;
  const termsEnd = stack(terms, MARGIN, totalsTop, termsWidth);
  doc.y = totalsTop;
  for (const [label, amount, strong] of totalRows) {
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
  doc.y = Math.max(doc.y, termsEnd) + 12;

  // The VAT's legal grounds: the reduced rates and the customer's attestation, or the franchise.
  const rates = new Set(content.lines.map((line) => line.vatRatePercent));
  const reducedRates = [
    ...(rates.has(10) ? [t('vat.renovation')] : []),
    ...(rates.has(5.5) ? [t('vat.energy')] : []),
  ];
  if (reducedRates.length)
    block([{ text: [...reducedRates, t('vat.attestation')].join(' '), style: { size: 9 } }]);
  if (content.vatRegime === 'franchise')
    block([{ text: t('vat.franchise'), style: { font: BOLD, size: 9 } }]);

  // The notes, as typed: a blank line parts two paragraphs.
  const notes: Paragraph[] = [];
  let gap = 2;
  for (const line of content.notes.split(/\r\n|\r|\n|\u2028|\u2029/).map((text) => pdfText(text).trim())) {
    if (line) notes.push({ text: line, gap: notes.length ? gap : 4 });
    gap = line ? 2 : 8;
  }
  if (notes.length) {
    doc.y += 14;
    block([{ text: t('notes.heading'), style: { font: BOLD, size: 12 }, gap: 0 }, ...notes]);
  }

  drawAcceptance();

  /** "Bon pour accord": what the customer signs, with room for the date, the name and the signature. */
  function drawAcceptance() {
    const padding = 12;
    const inner = width - 2 * padding;
    const x = MARGIN + padding;
    // The heading, with the online acceptance on its right; the date and the name on lines to write on, the
    // signature's box beside them.
    const heading = t('acceptance.heading');
    const online = t('acceptance.online');
    const headingWidth = 150;
    const onlineWidth = inner - headingWidth - 10;
    const headingHeight =
      Math.max(
        measure(heading, headingWidth, { font: BOLD, size: 11 }),
        measure(online, onlineWidth, { size: 9 }),
      ) + 10;
    const statement = t('acceptance.statement', { reference, amount: money(totals.grossCents) });
    const signatureWidth = 210;
    const signatureX = MARGIN + width - padding - signatureWidth;
    const fieldsWidth = signatureX - x - 30;
    const fieldLabelWidth = 40;
    const fieldsHeight = 70;
    const height =
      headingHeight + padding + measure(statement, inner, { size: 9.5 }) + 8 + fieldsHeight + padding;
    doc.y += 12;
    ensureSpace(height);
    const boxTop = doc.y;
    doc.rect(MARGIN, boxTop, width, headingHeight).fill(band);
    write(heading, x, boxTop + 5, headingWidth, { font: BOLD, size: 11 });
    write(online, x + headingWidth + 10, boxTop + 7, onlineWidth, { size: 9, color: muted, align: 'right' });
    const fieldsTop = write(statement, x, boxTop + headingHeight + padding, inner, { size: 9.5 }) + 8;
    [t('acceptance.date'), t('acceptance.name')].forEach((label, index) => {
      const y = fieldsTop + 14 + index * 30;
      write(label, x, y, fieldLabelWidth, { size: 9, color: muted });
      horizontalRule(x + fieldLabelWidth, y + 12, fieldsWidth - fieldLabelWidth);
    });
    write(t('acceptance.signature'), signatureX, fieldsTop, signatureWidth, { size: 9, color: muted });
    doc
      .rect(signatureX, fieldsTop + 14, signatureWidth, fieldsHeight - 14)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.rect(MARGIN, boxTop, width, height).lineWidth(0.5).strokeColor(rule).stroke();
    doc.y = boxTop + height;
  }

  // Page footers: the reference and the page, below the bottom margin (which is lifted so no page is added).
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(
      t('footer.page', { reference, page: index + 1, count: pages.count }),
      MARGIN,
      doc.page.height - 40,
      width,
      {
        size: 8,
        color: muted,
        align: 'right',
      },
    );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
