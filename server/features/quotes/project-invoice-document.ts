import { translator } from '../../lib/i18n/catalogue';
import {
  attachFacturX,
  ciiXml,
  drawPaymentBlock,
  formatDocumentDate,
  formatMoney,
  formatVatRate,
  invoiceDocumentMessages,
  projectInvoiceParts,
} from '../orders';
import type { ProjectInvoiceContent } from '../../../shared/project-invoice-content';
import { linesTotalRows, renderProjectDocumentPdf, type TotalRow } from './project-document-pdf';
import { projectInvoiceMessages } from './project-invoice-messages';

/** A credit note's amounts are stored negative; the documents state them positive, as EN 16931 asks. */
const positive = (cents: number) => Math.abs(cents);

/** The deposit invoice, final invoice or credit note as CII XML (Factur-X EN 16931). */
export function projectInvoiceXml(content: ProjectInvoiceContent): string {
  const t = translator(projectInvoiceMessages, content.locale);
  const parts = projectInvoiceParts({
    kind: content.stage,
    creditNote: content.kind === 'credit_note',
    lines: content.lines.map((line) => ({
      ...line,
      unitPriceCents: positive(line.unitPriceCents),
      netCents: positive(line.netCents),
    })),
    discountPercent: content.discountPercent,
    rates: content.rates.map((rate) => ({
      ratePercent: rate.ratePercent,
      linesNetCents: positive(rate.linesNetCents),
      discountCents: positive(rate.discountCents),
      baseCents: positive(rate.baseCents),
      vatCents: positive(rate.vatCents),
    })),
    deposit: content.deposit ?? undefined,
    words: {
      discount: t('discount'),
      ...(content.deposit && { depositVat: depositVatNote(content) }),
    },
    franchise: content.vatRegime === 'franchise' ? { reason: 'TVA non applicable, art. 293 B du CGI' } : null,
  });
  return ciiXml(content, { ...parts, referenced: content.credits ?? parts.referenced });
}

/**
 * What the final invoice says of the VAT the deposit invoice already charged (French practice: the final
 * invoice states the whole work's VAT, deducts the deposit paid including VAT, and names the VAT already
 * invoiced on it, rate by rate).
 */
function depositVatNote(content: ProjectInvoiceContent): string {
  const { deposit, locale } = content;
  if (!deposit) return '';
  const t = translator(projectInvoiceMessages, locale);
  const byRate = (rows: { ratePercent: number; vatCents: number }[]) =>
    rows
      .map((rate) =>
        t('deposit.vatRate', {
          vat: formatMoney(rate.vatCents, locale),
          rate: formatVatRate(rate.ratePercent, locale),
        }),
      )
      .join(', ');
  const vat = byRate(deposit.vatByRate);
  const remaining = byRate(
    content.rates.map((rate) => ({
      ratePercent: rate.ratePercent,
      vatCents:
        Math.abs(rate.vatCents) -
        (deposit.vatByRate.find((row) => row.ratePercent === rate.ratePercent)?.vatCents ?? 0),
    })),
  );
  return t('deposit.vat', {
    number: deposit.number,
    date: formatDocumentDate(deposit.issueDate, locale),
    vat,
    remaining,
  });
}

/** The document's PDF for people, carrying its CII XML for software: a Factur-X (PDF/A-3). */
export function renderProjectInvoice(content: ProjectInvoiceContent): Promise<Uint8Array> {
  const { locale: language } = content;
  const t = translator(projectInvoiceMessages, language);
  const money = (cents: number) => formatMoney(cents, language);
  const date = (day: string) => formatDocumentDate(day, language);
  const title =
    content.kind === 'credit_note'
      ? t('title.creditNote')
      : t(content.stage === 'deposit' ? 'title.deposit' : content.deposit ? 'title.balance' : 'title.final');
  const issuedAt = new Date(content.issuedAt);
  const sign = content.kind === 'credit_note' ? -1 : 1;
  const sum = (pick: (rate: ProjectInvoiceContent['rates'][number]) => number) =>
    content.rates.reduce((total, rate) => total + pick(rate), 0);
  const totalRows: TotalRow[] = linesTotalRows(language, {
    discountPercent: content.discountPercent,
    linesNetCents: sum((rate) => rate.linesNetCents),
    discountCents: sum((rate) => rate.discountCents),
    netCents: content.totals.netCents,
    rates: content.rates,
    grossCents: content.totals.grossCents,
  });
  if (content.deposit)
    totalRows.push(
      [
        t('totals.deposit', { number: content.deposit.number }),
        money(-sign * content.deposit.grossCents),
        false,
      ],
      [t('totals.due'), money(content.dueCents), true],
    );
  const xml = projectInvoiceXml(content);
  return renderProjectDocumentPdf({
    language,
    seller: content.seller,
    buyer: content.buyer,
    title,
    reference: content.number,
    headerLines: [
      t('label.number', { number: content.number }),
      t('label.issueDate', { date: date(content.issueDate) }),
      ...(content.dueDate ? [t('label.dueDate', { date: date(content.dueDate) })] : []),
      ...(content.credits
        ? [t('label.credits', { number: content.credits.number, date: date(content.credits.issueDate) })]
        : []),
      t('label.quote', { quote: content.quote.number }),
      t('label.operation'),
    ],
    continued: t('header.continued', { title, number: content.number, date: date(content.issueDate) }),
    footer: (page, count) => t('footer.page', { number: content.number, page, count }),
    lines: content.lines,
    totalRows,
    beside: [],
    vatRates: content.rates.map((rate) => rate.ratePercent),
    vatRegime: content.vatRegime,
    attestation: null,
    after: (page) => {
      if (content.deposit) page.block([{ text: depositVatNote(content), style: { size: 9 } }]);
      if (content.credits)
        page.block([{ text: t('creditNote.cancels', { number: content.credits.number }), gap: 8 }]);
      if (content.payment && content.dueDate && content.dueCents > 0)
        drawPaymentBlock(
          {
            doc: page.doc,
            write: page.write,
            ensureSpace: page.ensureSpace,
            margin: page.margin,
            width: page.width,
            boldFont: page.fonts.bold,
            muted: page.colors.muted,
          },
          language,
          content.payment,
          { amountCents: content.dueCents, date: content.dueDate },
        );
      if (content.kind === 'invoice') {
        const { penaltyRate, recoveryIndemnityCents } = content.latePayment;
        page.doc.y += 12;
        page.block([
          {
            text: latePaymentTerms(language, penaltyRate, recoveryIndemnityCents),
            style: { size: 8.5, color: page.colors.muted },
          },
        ]);
      }
    },
    subset: 'PDF/A-3b',
    info: { Title: `${title} ${content.number}`, CreationDate: issuedAt, ModDate: issuedAt },
    finish: (doc) => attachFacturX(doc, { xml, author: content.seller.legalName, issuedAt }),
  });
}

function latePaymentTerms(language: ProjectInvoiceContent['locale'], rate: string, indemnity: number | null) {
  const t = translator(invoiceDocumentMessages, language);
  return indemnity === null
    ? t('terms.latePaymentIndividual', { rate })
    : t('terms.latePayment', { rate, indemnity: formatMoney(indemnity, language) });
}
