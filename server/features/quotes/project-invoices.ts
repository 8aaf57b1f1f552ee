import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dateInFrance } from '../../../shared/date-in-france';
import {
  type ProjectInvoiceContent,
  projectInvoiceContentSchema,
  type ProjectStage,
} from '../../../shared/project-invoice-content';
import type { BusinessSettings } from '../../../shared/public-settings';
import type { QuoteContent } from '../../../shared/quote-content';
import type { LegalDetails } from '../../config/legal-details';
import { fillPaymentLink } from '../../config/payment-link';
import type { Db } from '../../db/client';
import { invoices, type quotes, receivedPayments } from '../../db/schema';
import { translator } from '../../lib/i18n/catalogue';
import {
  addDays,
  allocateDocumentNumber,
  formatVatRate,
  RECOVERY_INDEMNITY_CENTS,
  sellerOf,
} from '../orders';
import { renderProjectInvoice } from './project-invoice-document';
import { projectInvoiceMessages } from './project-invoice-messages';

export interface ProjectInvoiceSettings {
  business: BusinessSettings;
  legal: LegalDetails;
  /** `PAYMENT_LINK_TEMPLATE`, when set: the invoice prints its payment link. */
  paymentLinkTemplate?: string;
}

type QuoteRow = typeof quotes.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

const yearOf = (day: string) => Number(day.slice(0, 4));

/** What every document of the project states alike: the parties as now, the quote accepted, the terms. */
function documentHeader(
  accepted: QuoteContent,
  settings: ProjectInvoiceSettings,
  document: { kind: ProjectInvoiceContent['kind']; stage: ProjectStage; number: string; now: Date },
) {
  const { legal, business } = settings;
  const issueDate = dateInFrance(document.now);
  const isInvoice = document.kind === 'invoice';
  const franchise = legal.vatRegime === 'franchise';
  return {
    kind: document.kind,
    stage: document.stage,
    number: document.number,
    locale: accepted.language,
    issuedAt: document.now.toISOString(),
    issueDate,
    dueDate: isInvoice ? addDays(issueDate, legal.paymentTermDays) : null,
    quote: {
      number: accepted.number,
      version: accepted.version,
      issueDate: accepted.issueDate,
      depositPercent: accepted.deposit.percent,
    },
    seller: sellerOf(business, legal),
    buyer: accepted.buyer,
    vatRegime: legal.vatRegime,
    vat: franchise
      ? {
          category: 'E' as const,
          ratePercent: 0,
          exemptionCode: 'VATEX-FR-FRANCHISE' as const,
          mention: 'franchise' as const,
        }
      : { category: 'S' as const, ratePercent: 20, exemptionCode: null, mention: null },
    latePayment: {
      penaltyRate: legal.latePaymentPenaltyRate[accepted.language],
      recoveryIndemnityCents: accepted.buyer.type === 'business' ? RECOVERY_INDEMNITY_CENTS : null,
    },
    credits: null,
  };
}

function paymentOf(settings: ProjectInvoiceSettings, number: string, dueCents: number) {
  const { legal } = settings;
  return {
    beneficiary: legal.legalName,
    iban: legal.iban,
    bic: legal.bic,
    reference: number,
    paymentLink: settings.paymentLinkTemplate
      ? fillPaymentLink(settings.paymentLinkTemplate, dueCents, number)
      : null,
    cardPaymentLink: null,
  };
}

/**
 * The deposit invoice (386): the deposit percent of each rate's base with its VAT at that rate (as the quote
 * states it), one line per rate, so that the final invoice can say exactly what VAT was already charged.
 */
function depositInvoiceContent(
  accepted: QuoteContent,
  settings: ProjectInvoiceSettings,
  number: string,
  now: Date,
): ProjectInvoiceContent {
  const { deposit, language } = accepted;
  const t = translator(projectInvoiceMessages, language);
  const percent = formatVatRate(deposit.percent, language);
  const single = deposit.vat.length === 1;
  return {
    ...documentHeader(accepted, settings, { kind: 'invoice', stage: 'deposit', number, now }),
    lines: deposit.vat.map((rate) => ({
      description: single
        ? t('line.deposit', { percent, quote: accepted.number })
        : t('line.depositRate', {
            percent,
            quote: accepted.number,
            rate: formatVatRate(rate.ratePercent, language),
          }),
      quantity: 1,
      unit: 'flat_rate' as const,
      unitPriceCents: rate.baseCents,
      vatRatePercent: rate.ratePercent,
      netCents: rate.baseCents,
    })),
    discountPercent: 0,
    rates: deposit.vat.map((rate) => ({
      ratePercent: rate.ratePercent,
      linesNetCents: rate.baseCents,
      discountCents: 0,
      baseCents: rate.baseCents,
      vatCents: rate.vatCents,
    })),
    totals: { netCents: deposit.netCents, vatCents: deposit.vatCents, grossCents: deposit.grossCents },
    deposit: null,
    dueCents: deposit.grossCents,
    payment: paymentOf(settings, number, deposit.grossCents),
  };
}

/**
 * The final invoice (380, S4): every line of the quote and its totals, the deposit invoice referred to and
 * deducted including VAT, so that what is due is the rest (docs/decisions/017).
 */
function finalInvoiceContent(
  accepted: QuoteContent,
  settings: ProjectInvoiceSettings,
  number: string,
  now: Date,
  depositInvoice: ProjectInvoiceContent | null,
): ProjectInvoiceContent {
  const { totals } = accepted;
  const deposit = depositInvoice && {
    number: depositInvoice.number,
    issueDate: depositInvoice.issueDate,
    grossCents: depositInvoice.totals.grossCents,
    vatByRate: depositInvoice.rates.map(({ ratePercent, baseCents, vatCents }) => ({
      ratePercent,
      baseCents,
      vatCents,
    })),
  };
  const dueCents = totals.grossCents - (deposit?.grossCents ?? 0);
  return {
    ...documentHeader(accepted, settings, { kind: 'invoice', stage: 'final', number, now }),
    lines: accepted.lines,
    discountPercent: accepted.discountPercent,
    rates: totals.vat,
    totals: { netCents: totals.netCents, vatCents: totals.vatCents, grossCents: totals.grossCents },
    deposit,
    dueCents,
    payment: paymentOf(settings, number, dueCents),
  };
}

/** A credit note cancelling a project's invoice in full: its lines and amounts, negated. */
function creditNoteContent(
  invoiced: ProjectInvoiceContent,
  number: string,
  now: Date,
): ProjectInvoiceContent {
  const negate = (cents: number) => -cents;
  return {
    ...invoiced,
    kind: 'credit_note',
    number,
    issuedAt: now.toISOString(),
    issueDate: dateInFrance(now),
    dueDate: null,
    lines: invoiced.lines.map((line) => ({
      ...line,
      unitPriceCents: negate(line.unitPriceCents),
      netCents: negate(line.netCents),
    })),
    rates: invoiced.rates.map((rate) => ({
      ...rate,
      linesNetCents: negate(rate.linesNetCents),
      discountCents: negate(rate.discountCents),
      baseCents: negate(rate.baseCents),
      vatCents: negate(rate.vatCents),
    })),
    totals: {
      netCents: negate(invoiced.totals.netCents),
      vatCents: negate(invoiced.totals.vatCents),
      grossCents: negate(invoiced.totals.grossCents),
    },
    dueCents: negate(invoiced.dueCents),
    payment: null,
    credits: { number: invoiced.number, issueDate: invoiced.issueDate },
  };
}

/** Stores a project's document, never changed afterwards, with its Factur-X PDF. */
async function insertProjectDocument(
  tx: Db,
  quoteId: string,
  content: ProjectInvoiceContent,
  creditsInvoiceId: string | null,
): Promise<InvoiceRow> {
  const pdf = await renderProjectInvoice(content);
  const [row] = await tx
    .insert(invoices)
    .values({
      quoteId,
      stage: content.stage,
      kind: content.kind,
      number: content.number,
      creditsInvoiceId,
      issuedAt: new Date(content.issuedAt),
      dueDate: content.dueDate,
      language: content.locale,
      totalExclVatCents: content.totals.netCents,
      vatCents: content.totals.vatCents,
      totalInclVatCents: content.totals.grossCents,
      content,
      pdf,
    })
    .returning();
  if (!row) throw new Error(`${content.number} was not stored`);
  return row;
}

/** The deposit invoice of a quote just accepted, in the caller's transaction; none for a 0 % deposit. */
export async function issueDepositInvoice(
  tx: Db,
  input: { quoteId: string; accepted: QuoteContent; settings: ProjectInvoiceSettings; now: Date },
): Promise<InvoiceRow | null> {
  if (input.accepted.deposit.grossCents <= 0) return null;
  const number = await allocateDocumentNumber(tx, 'F', yearOf(dateInFrance(input.now)));
  return insertProjectDocument(
    tx,
    input.quoteId,
    depositInvoiceContent(input.accepted, input.settings, number, input.now),
    null,
  );
}

/** The final invoice, deducting the deposit invoice unless a credit note cancelled it. */
export async function issueFinalInvoice(
  tx: Db,
  input: { quoteId: string; accepted: QuoteContent; settings: ProjectInvoiceSettings; now: Date },
): Promise<InvoiceRow> {
  const documents = await projectDocuments(tx, input.quoteId);
  const deposit = documents.find(
    (row) => row.stage === 'deposit' && row.kind === 'invoice' && !isCredited(row, documents),
  );
  const number = await allocateDocumentNumber(tx, 'F', yearOf(dateInFrance(input.now)));
  return insertProjectDocument(
    tx,
    input.quoteId,
    finalInvoiceContent(
      input.accepted,
      input.settings,
      number,
      input.now,
      deposit ? projectContent(deposit) : null,
    ),
    null,
  );
}

/** A credit note (the next `A` number) cancelling one of the project's invoices in full. */
export async function issueProjectCreditNote(tx: Db, invoice: InvoiceRow, now: Date): Promise<InvoiceRow> {
  const number = await allocateDocumentNumber(tx, 'A', yearOf(dateInFrance(now)));
  return insertProjectDocument(
    tx,
    invoice.quoteId!,
    creditNoteContent(projectContent(invoice), number, now),
    invoice.id,
  );
}

export function projectContent(row: Pick<InvoiceRow, 'content'>): ProjectInvoiceContent {
  return projectInvoiceContentSchema.parse(row.content);
}

export function isCredited(invoice: InvoiceRow, documents: InvoiceRow[]): boolean {
  return documents.some((row) => row.kind === 'credit_note' && row.creditsInvoiceId === invoice.id);
}

/** The project's documents, in the order they were issued. */
export async function projectDocuments(db: Db, quoteId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.quoteId, quoteId)).orderBy(asc(invoices.issuedAt));
}

/** What was received against each of these invoices, in euros. */
export async function receivedFor(db: Db, invoiceIds: string[]): Promise<Map<string, number>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db
    .select({
      invoiceId: receivedPayments.invoiceId,
      cents: sql<string>`sum(${receivedPayments.amountCents})`,
    })
    .from(receivedPayments)
    .where(
      and(
        inArray(receivedPayments.invoiceId, invoiceIds),
        eq(receivedPayments.status, 'matched'),
        eq(receivedPayments.currency, 'EUR'),
      ),
    )
    .groupBy(receivedPayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId!, Number(row.cents)]));
}

/** When the stage's invoice was paid in full, as the quote records it. */
export function paidOnOf(quote: Pick<QuoteRow, 'depositPaidOn' | 'finalPaidOn'>, stage: ProjectStage) {
  return stage === 'deposit' ? quote.depositPaidOn : quote.finalPaidOn;
}
