import type { Language } from '../../../../shared/language';
import PDFDocument from 'pdfkit';
import type { InvoicingBuyer } from '../../../../shared/buyer-details';
import type { PaymentMeans } from '../../../../shared/order-schemas';
import { translator } from '../../../lib/i18n/catalogue';
import { type StoredInvoiceContent, issuedBuyer } from './invoice-content';
import { registerInvoiceFonts } from './invoice-fonts';
import { formatDocumentDate, formatMoney } from './invoice-totals';
import { pdfLines, pdfText, pdfWriter } from './pdf-text';
import { receiptMessages } from './receipt-messages';

const ink = '#10151d';
const muted = '#4f5866';
const band = '#f1f2f4';
const MARGIN = 50;
const FONT = 'Receipt';
const BOLD = 'Receipt-Bold';

/**
 * What a receipt says: the invoice it settles (seller and buyer as the invoice printed them) and the payment.
 * It is dated the day of the payment, so that the same payment always gives the same receipt.
 */
export interface ReceiptContent {
  locale: Language;
  seller: {
    legalName: string;
    addressLines: string[];
    email: string;
    phone: string;
    siren: string;
    siret: string;
    rcsCity: string;
    vatNumber: string | null;
  };
  buyer: InvoicingBuyer;
  invoice: { number: string; issueDate: string; totalInclVatCents: number };
  /**
   * The euros actually received (all the payments put against the invoice), and the difference the owner
   * wrote off, if any.
   */
  payment: { paidOn: string; means: PaymentMeans; amountCents: number; writtenOffCents?: number };
}

/** The receipt of an invoice's payment, from the invoice as issued (in today's shape or an older one). */
export function receiptContent(
  issued: StoredInvoiceContent,
  payment: ReceiptContent['payment'],
): ReceiptContent {
  const { address, ...seller } = issued.seller;
  return {
    locale: issued.locale,
    seller: {
      legalName: seller.legalName,
      addressLines: Array.isArray(address) ? address : address.lines,
      email: seller.email,
      phone: seller.phone,
      siren: seller.siren,
      siret: seller.siret,
      rcsCity: seller.rcsCity,
      vatNumber: seller.vatNumber,
    },
    buyer: issuedBuyer(issued),
    invoice: {
      number: issued.number,
      issueDate: issued.issueDate,
      totalInclVatCents: issued.totals.totalInclVatCents,
    },
    payment,
  };
}

/**
 * Lays out a payment receipt on one A4 page in the customer's language: who received what from whom, when and
 * how, for which invoice. Every value goes through `pdfText`, as on invoices; the same content gives the same
 * bytes.
 */
export function renderReceiptPdf(content: ReceiptContent): Promise<Uint8Array> {
  const t = translator(receiptMessages, content.locale);
  const made = new Date(`${content.payment.paidOn}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 64, left: MARGIN, right: MARGIN },
    lang: content.locale,
    info: {
      Title: pdfText(`${t('title')} ${content.invoice.number}`),
      Author: pdfText(content.seller.legalName),
      CreationDate: made,
      ModDate: made,
    },
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
  const write = pdfWriter(doc, { font: FONT, color: ink });

  // The seller on the left; the title, the invoice it settles and the date on the right.
  const { seller, buyer } = content;
  const top = doc.y;
  const leftWidth = 290;
  let leftEnd = write(seller.legalName, MARGIN, top, leftWidth, { font: BOLD, size: 13 });
  for (const line of [...seller.addressLines, `${seller.email} · ${seller.phone}`])
    leftEnd = write(line, MARGIN, leftEnd + 1, leftWidth, { size: 9, color: muted });
  const rightX = MARGIN + leftWidth + 20;
  const rightWidth = width - leftWidth - 20;
  let rightEnd = write(t('title').toUpperCase(), rightX, top, rightWidth, {
    font: BOLD,
    size: 18,
    align: 'right',
  });
  rightEnd = write(t('forInvoice', { number: content.invoice.number }), rightX, rightEnd + 2, rightWidth, {
    font: BOLD,
    align: 'right',
  });
  rightEnd = write(t('issueDate', { date: date(content.payment.paidOn) }), rightX, rightEnd + 2, rightWidth, {
    align: 'right',
  });
  doc.y = Math.max(leftEnd, rightEnd) + 24;

  // Who paid.
  let buyerEnd = write(t('receivedFrom'), MARGIN, doc.y, width, { size: 9, color: muted });
  const country =
    buyer.country === 'FR'
      ? null
      : new Intl.DisplayNames([content.locale], { type: 'region' }).of(buyer.country);
  const buyerLines = [
    ...(buyer.company ? [buyer.company] : []),
    buyer.name,
    ...buyer.street.flatMap(pdfLines),
    [buyer.postcode, buyer.city].filter(Boolean).join(' '),
    ...(country ? [country] : []),
    buyer.email,
  ].filter(Boolean);
  for (const [index, line] of buyerLines.entries())
    buyerEnd = write(
      line,
      MARGIN,
      buyerEnd + (index === 0 ? 2 : 1),
      leftWidth,
      index === 0 ? { font: BOLD } : {},
    );
  doc.y = buyerEnd + 24;

  // The payment, one row per fact.
  const rows: [string, string, boolean][] = [
    [t('amount'), money(content.payment.amountCents), true],
    ...((content.payment.writtenOffCents ?? 0) > 0
      ? [
          [t('writtenOff'), money(content.payment.writtenOffCents ?? 0), false] satisfies [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    [t('paidOn'), date(content.payment.paidOn), false],
    [t('means'), t(`means.${content.payment.means}`), false],
    [
      t('invoice'),
      t('invoiceValue', {
        number: content.invoice.number,
        date: date(content.invoice.issueDate),
        total: money(content.invoice.totalInclVatCents),
      }),
      false,
    ],
  ];
  const labelWidth = 160;
  for (const [index, [label, value, strong]] of rows.entries()) {
    const y = doc.y;
    doc.font(FONT).fontSize(10);
    const height = doc.heightOfString(pdfText(value), { width: width - labelWidth - 16, lineGap: 1.5 }) + 14;
    if (index % 2 === 0) doc.rect(MARGIN, y, width, height).fill(band);
    write(label, MARGIN + 8, y + 7, labelWidth, { color: muted });
    write(value, MARGIN + labelWidth + 8, y + 7, width - labelWidth - 16, {
      font: strong ? BOLD : FONT,
      size: strong ? 11 : 10,
    });
    doc.y = y + height;
  }
  doc.y += 20;
  const writtenOff = content.payment.writtenOffCents ?? 0;
  write(
    writtenOff > 0
      ? t('settledWithWriteOff', { number: content.invoice.number, writtenOff: money(writtenOff) })
      : t('settled', { number: content.invoice.number }),
    MARGIN,
    doc.y,
    width,
    { font: BOLD },
  );

  // The seller's registration at the foot of the page.
  const footer = [
    t('seller.registration', { siren: seller.siren, siret: seller.siret, rcsCity: seller.rcsCity }),
    ...(seller.vatNumber ? [t('seller.vatNumber', { vatNumber: seller.vatNumber })] : []),
  ].join(' · ');
  doc.page.margins.bottom = 0;
  write(footer, MARGIN, doc.page.height - 40, width, { size: 8, color: muted, align: 'right' });
  doc.end();
  return done;
}
