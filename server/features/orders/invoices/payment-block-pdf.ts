import QRCode from 'qrcode';
import type { Language } from '../../../../shared/language';
import { translator } from '../../../lib/i18n/catalogue';
import type { InvoiceContent } from './invoice-content';
import { invoiceDocumentMessages } from './invoice-document-messages';
import { formatDocumentDate, formatMoney } from './invoice-totals';
import { EPC_QR_OPTIONS, epcQrPayload } from './payment-details';
import type { pdfWriter } from './pdf-text';

/** Where and how an invoice's payment block is drawn. */
export interface PaymentBlockPage {
  doc: PDFKit.PDFDocument;
  write: ReturnType<typeof pdfWriter>;
  ensureSpace: (height: number) => void;
  margin: number;
  width: number;
  boldFont: string;
  muted: string;
}

/**
 * "Payment": the amount due and its date, the transfer details with the invoice number as reference, and
 * the EPC QR code a banking app scans to fill the transfer in; the Pay by card link across the page.
 */
export function drawPaymentBlock(
  page: PaymentBlockPage,
  language: Language,
  payment: NonNullable<InvoiceContent['payment']>,
  due: { amountCents: number; date: string },
): void {
  const { doc, write, margin, width, boldFont, muted } = page;
  const t = translator(invoiceDocumentMessages, language);
  const money = (cents: number) => formatMoney(cents, language);
  const qrSize = 112;
  doc.y += 14;
  page.ensureSpace(qrSize + 50);
  let y = write(t('payment.heading'), margin, doc.y, width, { font: boldFont, size: 12 });
  const blockTop = y + 4;
  const textWidth = width - qrSize - 24;
  y = write(
    t('payment.due', { amount: money(due.amountCents), date: formatDocumentDate(due.date, language) }),
    margin,
    blockTop,
    textWidth,
    { font: boldFont },
  );
  const lines = [
    t('payment.transfer'),
    t('payment.beneficiary', { name: payment.beneficiary }),
    t('payment.iban', { iban: payment.iban.replace(/(.{4})(?=.)/g, '$1 ') }),
    t('payment.bic', { bic: payment.bic }),
    t('payment.reference', { reference: payment.reference }),
    ...(payment.paymentLink ? [t('payment.link', { link: payment.paymentLink })] : []),
  ];
  for (const text of lines) y = write(text, margin, y + 3, textWidth);

  const qrX = margin + width - qrSize;
  drawQrCode(
    doc,
    epcQrPayload({
      amountCents: due.amountCents,
      invoiceNumber: payment.reference,
      beneficiary: payment.beneficiary,
      iban: payment.iban,
      bic: payment.bic,
      dueDate: due.date,
      paymentLink: payment.paymentLink,
    }),
    qrX,
    blockTop,
    qrSize,
  );
  const captionEnd = write(t('payment.qr'), qrX - 10, blockTop + qrSize + 4, qrSize + 10, {
    size: 7.5,
    color: muted,
    align: 'right',
  });
  doc.y = Math.max(y, captionEnd);
  // Across the page, so that the link stays on one line to be read and typed.
  if (payment.cardPaymentLink)
    write(t('payment.card', { link: payment.cardPaymentLink }), margin, doc.y + 6, width, { font: boldFont });
}

/** The EPC QR code as vector squares, with its quiet zone. */
function drawQrCode(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, EPC_QR_OPTIONS);
  const quietZone = 4;
  const cell = size / (modules.size + 2 * quietZone);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let rowIndex = 0; rowIndex < modules.size; rowIndex += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(rowIndex, column))
        doc.rect(x + (column + quietZone) * cell, y + (rowIndex + quietZone) * cell, cell, cell);
  doc.fill('#000000');
}
