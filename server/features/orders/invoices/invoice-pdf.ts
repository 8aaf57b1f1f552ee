import PDFDocument from 'pdfkit';
import { translator } from '../../../lib/i18n/catalogue';
import { attachFacturX } from './factur-x-pdf';
import type { InvoiceContent } from './invoice-content';
import { registerInvoiceFonts } from './invoice-fonts';
import { invoiceDocumentMessages } from './invoice-document-messages';
import { formatDocumentDate, formatMoney, formatVatRate } from './invoice-totals';
import { drawPaymentBlock } from './payment-block-pdf';
import { pdfLines, pdfText, pdfWriter } from './pdf-text';

const ink = '#10151d';
const muted = '#4f5866';
const rule = '#d0d4da';
const band = '#f1f2f4';

const MARGIN = 50;
const FONT = 'Invoice';
const BOLD = 'Invoice-Bold';

/**
 * Lays out an invoice or a credit note on A4 pages in its language, as a Factur-X: a PDF/A-3 whose fonts are
 * embedded, carrying `facturXml` (the same document in CII XML) as its associated file. Every value goes
 * through `pdfText` and wraps within its column (a long word is cut), so long or hostile input stays inside
 * the page and prints as text. The same content always gives the same bytes: the PDF's dates are the
 * document's own.
 */
export function renderInvoicePdf(content: InvoiceContent, facturXml: string): Promise<Uint8Array> {
  const t = translator(invoiceDocumentMessages, content.locale);
  const title = t(content.kind === 'invoice' ? 'title.invoice' : 'title.creditNote');
  const issuedAt = new Date(content.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: content.locale,
    // Written into the XMP metadata as they are by pdfkit, so only values without XML's special characters
    // (the title is a word and the number); the seller's name goes in by attachFacturX, escaped.
    info: { Title: `${title} ${content.number}`, CreationDate: issuedAt, ModDate: issuedAt },
  });
  registerInvoiceFonts(doc, { regular: FONT, bold: BOLD });
  doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const money = (cents: number) => formatMoney(cents, content.locale);
  const date = (day: string) => formatDocumentDate(day, content.locale);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const write = pdfWriter(doc, { font: FONT, color: ink });
  const paragraph = (text: string, style: { font?: string; size?: number; color?: string } = {}) => {
    ensureSpace(30);
    write(text, MARGIN, doc.y, width, style);
  };

  // Header: the seller on the left, the document's title, number and dates on the right.
  const { seller } = content;
  const top = doc.y;
  const sellerWidth = 290;
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
    t('label.number', { number: content.number }),
    t('label.issueDate', { date: date(content.issueDate) }),
    ...(content.dueDate ? [t('label.dueDate', { date: date(content.dueDate) })] : []),
    ...(content.credits
      ? [t('label.credits', { number: content.credits.number, date: date(content.credits.issueDate) })]
      : []),
    t('label.operation'),
  ];
  for (const [index, line] of headerLines.entries())
    headerEnd = write(line, rightX, headerEnd + 2, rightWidth, {
      font: index === 0 ? BOLD : FONT,
      align: 'right',
    });
  doc.y = Math.max(sellerEnd, headerEnd) + 24;

  // The buyer.
  const { buyer } = content;
  ensureSpace(80);
  const country =
    new Intl.DisplayNames([content.locale], { type: 'region' }).of(buyer.country) ?? buyer.country;
  let buyerEnd = write(t('heading.buyer'), MARGIN, doc.y, width, { size: 9, color: muted });
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
  for (const [index, line] of buyerLines.entries())
    buyerEnd = write(line, MARGIN, buyerEnd + (index === 0 ? 2 : 1), sellerWidth, {
      font: index === 0 ? BOLD : FONT,
    });
  doc.y = buyerEnd + 24;

  // The line: description, quantity, unit price excl. VAT, VAT rate, total excl. VAT.
  const columns = [
    { width: 190, align: 'left' as const },
    { width: 40, align: 'right' as const },
    { width: 95, align: 'right' as const },
    { width: 75, align: 'right' as const },
    { width: 95, align: 'right' as const },
  ];
  const row = (cells: string[], style: { font?: string; size?: number; background?: string }) => {
    const size = style.size ?? 10;
    doc.font(style.font ?? FONT).fontSize(size);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(pdfText(cell), { width: columns[index]!.width - 8, lineGap: 1.5 }),
        ),
      ) + 12;
    ensureSpace(height);
    const y = doc.y;
    if (style.background) doc.rect(MARGIN, y, width, height).fill(style.background);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      write(cell, x + 4, y + 6, column.width - 8, { font: style.font, size, align: column.align });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.y = y + height;
  };
  const { line, totals } = content;
  row(
    [
      t('column.description'),
      t('column.quantity'),
      t('column.unitPrice'),
      t('column.vatRate'),
      t('column.total'),
    ],
    { font: BOLD, size: 9, background: band },
  );
  row(
    [
      line.description,
      String(line.quantity),
      money(line.unitPriceExclVatCents),
      formatVatRate(totals.vatRatePercent, content.locale),
      money(totals.totalExclVatCents),
    ],
    {},
  );
  doc.y += 12;

  // Totals, right-aligned.
  const totalRows: [string, string, boolean][] = [
    [t('totals.exclVat'), money(totals.totalExclVatCents), false],
    [
      t('totals.vat', { rate: formatVatRate(totals.vatRatePercent, content.locale) }),
      money(totals.vatCents),
      false,
    ],
    [t('totals.inclVat'), money(totals.totalInclVatCents), true],
  ];
  ensureSpace(70);
  const labelX = MARGIN + width - 260;
  for (const [label, amount, strong] of totalRows) {
    const y = doc.y;
    const style = { font: strong ? BOLD : FONT, size: strong ? 11 : 10 };
    const labelEnd = write(label, labelX, y, 150, { ...style, align: 'right' });
    const amountEnd = write(amount, labelX + 160, y, 100, { ...style, align: 'right' });
    doc.y = Math.max(labelEnd, amountEnd) + 4;
  }
  doc.y += 10;
  const { mention } = content.vat;
  if (mention)
    paragraph(
      mention === 'reverseCharge'
        ? t('vat.reverseCharge', { vatNumber: buyer.vatNumber ?? '' })
        : t(`vat.${mention}`),
      { font: BOLD, size: 9 },
    );
  if (content.credits) paragraph(t('creditNote.cancels', { number: content.credits.number }));

  if (content.payment && content.dueDate)
    drawPaymentBlock(
      { doc, write, ensureSpace, margin: MARGIN, width, boldFont: BOLD, muted },
      content.locale,
      content.payment,
      { amountCents: totals.totalInclVatCents, date: content.dueDate },
    );
  if (content.latePayment && content.kind === 'invoice') {
    const { penaltyRate, recoveryIndemnityCents } = content.latePayment;
    doc.y += 12;
    paragraph(
      recoveryIndemnityCents === null
        ? t('terms.latePaymentIndividual', { rate: penaltyRate })
        : t('terms.latePayment', { rate: penaltyRate, indemnity: money(recoveryIndemnityCents) }),
      { size: 8.5, color: muted },
    );
  }

  // Page footers: the number and the page, below the bottom margin (which is lifted so no page is added).
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(
      t('footer.page', { number: content.number, page: index + 1, count: pages.count }),
      MARGIN,
      doc.page.height - 40,
      width,
      { size: 8, color: muted, align: 'right' },
    );
    doc.page.margins.bottom = margin;
  }
  attachFacturX(doc, { xml: facturXml, author: content.seller.legalName, issuedAt });
  doc.end();
  return done;
}
