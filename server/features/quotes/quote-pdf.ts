import { translator } from '../../lib/i18n/catalogue';
import { formatDocumentDate, formatMoney, formatVatRate, pdfText } from '../orders';
import type { QuoteContent } from '../../../shared/quote-content';
import { quoteDocumentMessages } from './quote-document-messages';
import {
  type DocumentPage,
  linesTotalRows,
  type Paragraph,
  PROJECT_FONTS,
  renderProjectDocumentPdf,
} from './project-document-pdf';

/**
 * An installation quote as a PDF/A-2b (the signed quote is a contract to keep) in the buyer's language: the
 * project's layout with the quote's validity, its payment terms beside the totals, the notes as typed and the
 * acceptance block ("Bon pour accord"). The PDF is dated the day the quote was sent, so the same content
 * always gives the same bytes.
 */
export function renderQuotePdf(content: QuoteContent): Promise<Uint8Array> {
  const { language, totals, deposit } = content;
  const t = translator(quoteDocumentMessages, language);
  const title = t('title');
  const reference =
    content.version > 1
      ? t('reference.revised', { number: content.number, version: content.version })
      : content.number;
  const money = (cents: number) => formatMoney(cents, language);
  const percent = (value: number) => formatVatRate(value, language);
  const date = (day: string) => formatDocumentDate(day, language);

  // Beside the totals: the deposit asked on acceptance, the balance, the terms of each invoice.
  const balanceCents = totals.grossCents - deposit.grossCents;
  const terms: Paragraph[] = [
    { text: t('payment.heading'), style: { font: PROJECT_FONTS.bold, size: 12 }, gap: 0 },
    ...(deposit.percent > 0
      ? [
          {
            text: t('payment.deposit', {
              percent: percent(deposit.percent),
              amount: money(deposit.grossCents),
            }),
            style: { font: PROJECT_FONTS.bold },
            gap: 4,
          },
        ]
      : []),
    ...(deposit.percent > 0 && balanceCents > 0
      ? [{ text: t('payment.balance', { amount: money(balanceCents) }) }]
      : []),
    { text: t('payment.terms', { days: content.paymentTermDays }), gap: deposit.percent > 0 ? 3 : 4 },
  ];

  return renderProjectDocumentPdf({
    language,
    seller: content.seller,
    buyer: content.buyer,
    title,
    reference,
    headerLines: [
      t('label.number', { reference }),
      t('label.issueDate', { date: date(content.issueDate) }),
      t('label.validUntil', { date: date(content.validUntil) }),
      ...(content.version > 1 ? [t('label.replaces', { previous: content.version - 1 })] : []),
    ],
    continued: t('header.continued', { reference, date: date(content.issueDate) }),
    footer: (page, count) => t('footer.page', { reference, page, count }),
    lines: content.lines,
    totalRows: linesTotalRows(language, {
      discountPercent: content.discountPercent,
      linesNetCents: totals.linesNetCents,
      discountCents: totals.discountCents,
      netCents: totals.netCents,
      rates: totals.vat,
      grossCents: totals.grossCents,
    }),
    beside: terms,
    vatRates: content.lines.map((line) => line.vatRatePercent),
    vatRegime: content.vatRegime,
    attestation: t('vat.attestation'),
    after: (page) => {
      drawNotes(page, content.notes, t('notes.heading'));
      drawAcceptance(page, {
        heading: t('acceptance.heading'),
        online: t('acceptance.online'),
        statement: t('acceptance.statement', { reference, amount: money(totals.grossCents) }),
        date: t('acceptance.date'),
        name: t('acceptance.name'),
        signature: t('acceptance.signature'),
      });
    },
    subset: 'PDF/A-2b',
    info: { Title: `${title} ${reference}`, CreationDate: new Date(`${content.issueDate}T12:00:00Z`) },
  });
}

/** The notes, as typed: a blank line parts two paragraphs. */
function drawNotes(page: DocumentPage, text: string, heading: string) {
  const notes: Paragraph[] = [];
  let gap = 2;
  for (const line of text.split(/\r\n|\r|\n|\u2028|\u2029/).map((value) => pdfText(value).trim())) {
    if (line) notes.push({ text: line, gap: notes.length ? gap : 4 });
    gap = line ? 2 : 8;
  }
  if (!notes.length) return;
  page.doc.y += 14;
  page.block([{ text: heading, style: { font: page.fonts.bold, size: 12 }, gap: 0 }, ...notes]);
}

/** "Bon pour accord": what the customer signs, with room for the date, the name and the signature. */
function drawAcceptance(
  page: DocumentPage,
  words: {
    heading: string;
    online: string;
    statement: string;
    date: string;
    name: string;
    signature: string;
  },
) {
  const { doc, width, margin, write, measure, ensureSpace, fonts, colors } = page;
  const padding = 12;
  const inner = width - 2 * padding;
  const x = margin + padding;
  // The heading, with the online acceptance on its right; the date and the name on lines to write on, the
  // signature's box beside them.
  const headingWidth = 150;
  const onlineWidth = inner - headingWidth - 10;
  const headingHeight =
    Math.max(
      measure(words.heading, headingWidth, { font: fonts.bold, size: 11 }),
      measure(words.online, onlineWidth, { size: 9 }),
    ) + 10;
  const signatureWidth = 210;
  const signatureX = margin + width - padding - signatureWidth;
  const fieldsWidth = signatureX - x - 30;
  const fieldLabelWidth = 40;
  const fieldsHeight = 70;
  const height =
    headingHeight + padding + measure(words.statement, inner, { size: 9.5 }) + 8 + fieldsHeight + padding;
  doc.y += 12;
  ensureSpace(height);
  const boxTop = doc.y;
  doc.rect(margin, boxTop, width, headingHeight).fill(colors.band);
  write(words.heading, x, boxTop + 5, headingWidth, { font: fonts.bold, size: 11 });
  write(words.online, x + headingWidth + 10, boxTop + 7, onlineWidth, {
    size: 9,
    color: colors.muted,
    align: 'right',
  });
  const fieldsTop = write(words.statement, x, boxTop + headingHeight + padding, inner, { size: 9.5 }) + 8;
  [words.date, words.name].forEach((label, index) => {
    const y = fieldsTop + 14 + index * 30;
    write(label, x, y, fieldLabelWidth, { size: 9, color: colors.muted });
    page.rule(x + fieldLabelWidth, y + 12, fieldsWidth - fieldLabelWidth);
  });
  write(words.signature, signatureX, fieldsTop, signatureWidth, { size: 9, color: colors.muted });
  doc
    .rect(signatureX, fieldsTop + 14, signatureWidth, fieldsHeight - 14)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
  doc.rect(margin, boxTop, width, height).lineWidth(0.5).strokeColor(colors.rule).stroke();
  doc.y = boxTop + height;
}
