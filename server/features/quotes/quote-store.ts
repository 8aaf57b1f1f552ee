import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { invoicingBuyer } from '../../../shared/buyer-details';
import { dateInFrance } from '../../../shared/date-in-france';
import type { BusinessSettings } from '../../../shared/public-settings';
import {
  DEFAULT_DEPOSIT_PERCENT,
  depositAmounts,
  lineNetCents,
  QUOTE_TOKEN_PATTERN,
  QUOTE_VALIDITY_DAYS,
  type QuoteClosedReason,
  type QuoteDetails,
  type QuoteListItem,
  type QuoteStatus,
  quoteStatusOn,
  quoteTotals,
  type updateQuoteSchema,
} from '../../../shared/quote-schemas';
import type { LegalDetails } from '../../config/legal-details';
import type { Db } from '../../db/client';
import { invoices, messages, outbox, quotePageLinks, quotes, quoteVersions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hashSecret, newSecret } from '../../lib/secrets';
import { canIssueInvoices } from '../../lib/setup/setup-status';
import { addDays, allocateDocumentNumber, sellerOf } from '../orders';
import type { QuoteContent } from '../../../shared/quote-content';
import { renderQuotePdf } from './quote-pdf';
import { projectDocumentSummaries, projectSteps } from './project-view';
import {
  isCredited,
  issueFinalInvoice,
  issueProjectCreditNote,
  issueDepositInvoice,
  type InvoiceRow,
  type ProjectInvoiceSettings,
  projectDocuments,
} from './project-invoices';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
type Actor = { id: string; name: string };
/** A quote's terms as the request schemas give them (defaults applied, buyer checked). */
type ParsedTerms = z.output<typeof updateQuoteSchema>;

/** The mails a quote queues, each rendered by `quoteMailRenderers`. */
export type QuoteMailKind =
  'quote_sent' | 'quote_accepted' | 'quote_declined' | 'quote_deposit_invoice' | 'quote_final_invoice';

/** What an action did, or why it did nothing. */
export type QuoteOutcome<Done> =
  | { outcome: 'not_found' }
  | { outcome: 'conflict'; status: QuoteStatus }
  | { outcome: 'seller_details_missing' }
  | { outcome: 'vat_rates_not_allowed'; lines: number[]; regime: LegalDetails['vatRegime'] }
  | { outcome: 'validity_past' }
  | ({ outcome: 'done' } & Done);

const today = (now: Date) => dateInFrance(now);

function storedTerms(terms: ParsedTerms, now: Date) {
  return {
    language: terms.language,
    buyer: terms.buyer,
    lines: terms.lines,
    discountBasisPoints: Math.round((terms.discountPercent ?? 0) * 100),
    depositPercent: terms.depositPercent ?? DEFAULT_DEPOSIT_PERCENT,
    validUntil: terms.validUntil ?? addDays(today(now), QUOTE_VALIDITY_DAYS),
    notes: terms.notes ?? '',
  };
}

/** Does the inbox hold this message (a quote answers a lead)? */
export async function messageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
  return Boolean(row);
}

export async function createQuote(
  db: Db,
  input: { terms: ParsedTerms; messageId?: string; actor: Actor; now: Date },
): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        ...storedTerms(input.terms, input.now),
        messageId: input.messageId ?? null,
        createdBy: input.actor.id,
      })
      .returning();
    if (!row) throw new Error('quote not inserted');
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quote_created',
      subjectType: 'quote',
      subjectId: row.id,
    });
    return row;
  });
}

/** Locks a quote's row for the rest of the transaction: two tabs, two instances or ten customers' clicks queue. */
async function lockQuote(tx: Db, id: string): Promise<QuoteRow | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row ?? null;
}

/**
 * Changes a draft, or revises a sent quote: the version its link shows is voided (the customer can no longer
 * accept it), and the terms become the next version's, a draft until sent. An answered quote never changes.
 */
export async function updateQuote(
  db: Db,
  input: { id: string; terms: ParsedTerms; actor: Actor; now: Date },
): Promise<QuoteOutcome<{ quote: QuoteRow }>> {
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.id);
    if (!row) return { outcome: 'not_found' };
    if (row.status === 'accepted' || row.status === 'declined')
      return { outcome: 'conflict', status: row.status };
    const revising = row.status === 'sent';
    if (revising) {
      await tx
        .update(quoteVersions)
        .set({ voidedAt: input.now })
        .where(
          and(
            eq(quoteVersions.quoteId, row.id),
            eq(quoteVersions.version, row.version),
            isNull(quoteVersions.voidedAt),
          ),
        );
    }
    const [quote] = await tx
      .update(quotes)
      .set({
        ...storedTerms(input.terms, input.now),
        ...(revising && { status: 'draft' as const, version: row.version + 1 }),
        updatedAt: input.now,
      })
      .where(eq(quotes.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: revising ? 'quote_revised' : 'quote_updated',
      subjectType: 'quote',
      subjectId: row.id,
      ...(revising && { detail: { version: String(row.version + 1) } }),
    });
    return { outcome: 'done', quote: quote! };
  });
}

export interface QuoteDocumentSettings {
  business: BusinessSettings;
  legal: LegalDetails;
}

/** The quote's terms as the document states them on `issueDate`, under `number`. */
function quoteContent(row: QuoteRow, settings: QuoteDocumentSettings, number: string, issueDate: string) {
  const { business, legal } = settings;
  const discountPercent = row.discountBasisPoints / 100;
  const totals = quoteTotals(row.lines, discountPercent);
  const content: QuoteContent = {
    number,
    version: row.version,
    language: row.language,
    issueDate,
    validUntil: row.validUntil,
    seller: sellerOf(business, legal),
    vatRegime: legal.vatRegime,
    buyer: invoicingBuyer(row.buyer).buyer,
    lines: row.lines.map((line) => ({ ...line, netCents: lineNetCents(line) })),
    discountPercent,
    totals,
    deposit: depositAmounts(totals, row.depositPercent),
    paymentTermDays: legal.paymentTermDays,
    notes: row.notes,
  };
  return content;
}

/**
 * The lines whose rate the seller cannot charge: under the franchise regime every line is at 0 %
 * (art. 293 B of the CGI); otherwise 0 % has no ground on work done in France, which is taxed where the
 * home is (art. 259 A of the CGI), so it is refused too.
 */
function linesWithWrongRate(row: Pick<QuoteRow, 'lines'>, legal: LegalDetails): number[] {
  const franchise = legal.vatRegime === 'franchise';
  return row.lines.flatMap((line, index) => ((line.vatRatePercent === 0) === franchise ? [] : [index]));
}

/**
 * Sends a draft: the quote takes its number if it has none yet, this version's content and PDF are kept as
 * sent, and the customer's mail (queued in the same transaction) carries the link to accept it online.
 */
export async function sendQuote(
  db: Db,
  settings: QuoteDocumentSettings,
  input: { id: string; actor: Actor; now: Date },
): Promise<QuoteOutcome<{ quote: QuoteRow; token: string }>> {
  if (!canIssueInvoices(settings.legal)) return { outcome: 'seller_details_missing' };
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.id);
    if (!row) return { outcome: 'not_found' };
    if (row.status !== 'draft') return { outcome: 'conflict', status: statusOf(row, input.now) };
    const wrongRates = linesWithWrongRate(row, settings.legal);
    if (wrongRates.length > 0)
      return { outcome: 'vat_rates_not_allowed', lines: wrongRates, regime: settings.legal.vatRegime };
    if (row.validUntil < today(input.now)) return { outcome: 'validity_past' };
    const number =
      row.number ?? (await allocateDocumentNumber(tx, 'D', Number(today(input.now).slice(0, 4))));
    const content = quoteContent(row, settings, number, today(input.now));
    const pdf = await renderQuotePdf(content);
    const token = newSecret();
    const [version] = await tx
      .insert(quoteVersions)
      .values({
        quoteId: row.id,
        version: row.version,
        content,
        pdf,
        pdfSha256: sha256(pdf),
        tokenHash: hashSecret(token),
        sentAt: input.now,
      })
      .returning({ id: quoteVersions.id });
    const [quote] = await tx
      .update(quotes)
      .set({ number, status: 'sent', sentAt: input.now, updatedAt: input.now })
      .where(eq(quotes.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quote_sent',
      subjectType: 'quote',
      subjectId: row.id,
      detail: { number, version: String(row.version), email: row.buyer.email },
    });
    // The token travels only in the customer's mail; the outbox clears the payload once it is sent.
    await tx.insert(outbox).values({
      kind: 'quote_sent' satisfies QuoteMailKind,
      payload: { quoteId: row.id, versionId: version!.id, token },
    });
    return { outcome: 'done', quote: quote!, token };
  });
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function statusOf(row: Pick<QuoteRow, 'status' | 'validUntil'>, now: Date): QuoteStatus {
  return quoteStatusOn(row.status, row.validUntil, today(now));
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row ?? null;
}

/** A quote as the back office shows it. */
export async function quoteDetails(db: Db, row: QuoteRow, now: Date): Promise<QuoteDetails> {
  const { documents } = await projectDocumentSummaries(
    db,
    row,
    (number) => `/api/quotes/${row.id}/invoices/${encodeURIComponent(number)}/pdf`,
  );
  const [latest] = await db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, row.id))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  const discountPercent = row.discountBasisPoints / 100;
  const totals = quoteTotals(row.lines, discountPercent);
  const accepted = latest?.acceptedAt ? latest : null;
  const declined = latest?.declinedAt ? latest : null;
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: statusOf(row, now),
    language: row.language,
    buyer: row.buyer,
    lines: row.lines,
    discountPercent,
    depositPercent: row.depositPercent,
    validUntil: row.validUntil,
    notes: row.notes,
    messageId: row.messageId,
    totals,
    deposit: depositAmounts(totals, row.depositPercent),
    sentAt: row.sentAt?.toISOString() ?? null,
    ...(accepted && { acceptedBy: accepted.acceptedName!, acceptedAt: accepted.acceptedAt!.toISOString() }),
    ...(declined && {
      declinedAt: declined.declinedAt!.toISOString(),
      ...(declined.declineReason && { declineReason: declined.declineReason }),
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    invoices: documents,
    steps: projectSteps(row, documents),
  };
}

/** The quotes, the most recently changed first, with what each waits for. */
export async function listQuotes(db: Db, now: Date): Promise<QuoteListItem[]> {
  const rows = await db.select().from(quotes).orderBy(desc(quotes.updatedAt)).limit(200);
  const accepted = rows.filter((row) => row.status === 'accepted').map((row) => row.id);
  const finals = accepted.length
    ? await db
        .select({ quoteId: invoices.quoteId })
        .from(invoices)
        .where(
          and(inArray(invoices.quoteId, accepted), eq(invoices.stage, 'final'), eq(invoices.kind, 'invoice')),
        )
    : [];
  const finalIssued = new Set(finals.map((row) => row.quoteId));
  return rows.map((row) => {
    const status = statusOf(row, now);
    const totals = quoteTotals(row.lines, row.discountBasisPoints / 100);
    const buyer = row.buyer;
    const waitingSince = row.sentAt && status === 'sent' ? daysBetween(row.sentAt, now) : null;
    return {
      id: row.id,
      number: row.number,
      version: row.version,
      status,
      customer: buyer.company || `${buyer.firstName} ${buyer.lastName}`.trim(),
      grossCents: totals.grossCents,
      validUntil: row.validUntil,
      updatedAt: row.updatedAt.toISOString(),
      needsAction: needsAction(row, { waitingSince, finalIssued: finalIssued.has(row.id) }),
    };
  });
}

/**
 * What a quote waits for from the owner: a call when it was sent a week ago and is still unanswered; once
 * accepted, the deposit to be paid, then the final invoice to send when the work is done, then its payment.
 */
function needsAction(
  row: QuoteRow,
  facts: { waitingSince: number | null; finalIssued: boolean },
): QuoteListItem['needsAction'] {
  if (facts.waitingSince !== null) return facts.waitingSince >= 7 ? 'follow_up' : null;
  if (row.status !== 'accepted') return null;
  if (row.depositPercent > 0 && !row.depositPaidOn && !facts.finalIssued) return 'deposit_unpaid';
  if (!facts.finalIssued) return 'final_invoice';
  return row.finalPaidOn ? null : 'final_unpaid';
}

function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}

/** A customer's link: the version it opens and its quote, or null for an unknown or malformed token. */
export async function versionForToken(db: Db, token: string) {
  if (!QUOTE_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSecret(token);
  const [found] = await db
    .select({ version: quoteVersions, quote: quotes })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(eq(quoteVersions.tokenHash, tokenHash));
  if (found) return found;
  // An invoice mail's link opens the project: the version accepted.
  const [linked] = await db
    .select({ version: quoteVersions, quote: quotes })
    .from(quotePageLinks)
    .innerJoin(quotes, eq(quotes.id, quotePageLinks.quoteId))
    .innerJoin(quoteVersions, eq(quoteVersions.quoteId, quotes.id))
    .where(and(eq(quotePageLinks.tokenHash, tokenHash), isNotNull(quoteVersions.acceptedAt)));
  return linked ?? null;
}

/** Why a version can no longer be answered, or null while the customer can accept or decline it. */
export type ClosedReason = QuoteClosedReason;

export function closedReason(quote: QuoteRow, version: QuoteVersionRow, now: Date): ClosedReason | null {
  if (version.acceptedAt) return 'accepted';
  if (version.declinedAt) return 'declined';
  if (version.voidedAt || version.version !== quote.version || quote.status !== 'sent') return 'revised';
  if (version.content.validUntil < today(now)) return 'expired';
  return null;
}

export type AnswerOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'closed'; reason: ClosedReason; validUntil: string }
  | { outcome: 'done'; quote: QuoteRow; version: QuoteVersionRow };

/**
 * The customer accepts the version their link opens: the name they typed, the time, their address and user
 * agent, and the SHA-256 of the PDF they were shown are kept with it. The quote's row lock makes ten clicks
 * one acceptance: the first commits, the others find it accepted.
 */
export async function acceptQuote(
  db: Db,
  settings: ProjectInvoiceSettings,
  input: { token: string; name: string; ip: string; userAgent: string; now: Date },
): Promise<AnswerOutcome> {
  return answerQuote(db, input.token, input.now, async (tx, quote, version) => {
    const [answered] = await tx
      .update(quoteVersions)
      .set({
        acceptedName: input.name,
        acceptedAt: input.now,
        acceptedIp: input.ip,
        acceptedUserAgent: input.userAgent.slice(0, 500),
      })
      .where(eq(quoteVersions.id, version.id))
      .returning();
    const [updated] = await tx
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: input.now, updatedAt: input.now })
      .where(eq(quotes.id, quote.id))
      .returning();
    await recordAudit(tx, {
      actor: null,
      action: 'quote_accepted',
      subjectType: 'quote',
      subjectId: quote.id,
      detail: { name: input.name, version: String(version.version), pdfSha256: version.pdfSha256 },
    });
    await tx.insert(outbox).values({
      kind: 'quote_accepted' satisfies QuoteMailKind,
      payload: { quoteId: quote.id, versionId: version.id },
    });
    // The deposit invoice is issued with the acceptance, in its transaction: ten clicks make one of each.
    const deposit = canIssueInvoices(settings.legal)
      ? await issueDepositInvoice(tx, {
          quoteId: quote.id,
          accepted: version.content,
          settings,
          now: input.now,
        })
      : null;
    if (deposit) {
      await recordAudit(tx, {
        actor: null,
        action: 'quote_deposit_invoiced',
        subjectType: 'quote',
        subjectId: quote.id,
        detail: { number: deposit.number, grossCents: String(deposit.totalInclVatCents) },
      });
      await tx.insert(outbox).values({
        kind: 'quote_deposit_invoice' satisfies QuoteMailKind,
        payload: { quoteId: quote.id, invoiceId: deposit.id, token: input.token },
      });
    }
    return { quote: updated!, version: answered! };
  });
}

export async function declineQuote(
  db: Db,
  input: { token: string; reason: string; now: Date },
): Promise<AnswerOutcome> {
  return answerQuote(db, input.token, input.now, async (tx, quote, version) => {
    const [answered] = await tx
      .update(quoteVersions)
      .set({ declinedAt: input.now, declineReason: input.reason || null })
      .where(eq(quoteVersions.id, version.id))
      .returning();
    const [updated] = await tx
      .update(quotes)
      .set({ status: 'declined', declinedAt: input.now, updatedAt: input.now })
      .where(eq(quotes.id, quote.id))
      .returning();
    await recordAudit(tx, {
      actor: null,
      action: 'quote_declined',
      subjectType: 'quote',
      subjectId: quote.id,
      detail: { version: String(version.version), ...(input.reason && { reason: input.reason }) },
    });
    await tx.insert(outbox).values({
      kind: 'quote_declined' satisfies QuoteMailKind,
      payload: { quoteId: quote.id, versionId: version.id },
    });
    return { quote: updated!, version: answered! };
  });
}

async function answerQuote(
  db: Db,
  token: string,
  now: Date,
  answer: (
    tx: Db,
    quote: QuoteRow,
    version: QuoteVersionRow,
  ) => Promise<{ quote: QuoteRow; version: QuoteVersionRow }>,
): Promise<AnswerOutcome> {
  const found = await versionForToken(db, token);
  if (!found) return { outcome: 'not_found' };
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, found.quote.id);
    const [version] = await tx.select().from(quoteVersions).where(eq(quoteVersions.id, found.version.id));
    if (!quote || !version) return { outcome: 'not_found' };
    const reason = closedReason(quote, version, now);
    if (reason) return { outcome: 'closed', reason, validUntil: version.content.validUntil };
    return { outcome: 'done', ...(await answer(tx, quote, version)) };
  });
}

/** The version the customer accepted, or null while the quote is not accepted. */
async function acceptedVersion(db: Db, quoteId: string): Promise<QuoteVersionRow | null> {
  const [version] = await db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), isNotNull(quoteVersions.acceptedAt)));
  return version ?? null;
}

/**
 * The owner says the work is done: the final invoice is issued (every line of the accepted quote, the deposit
 * invoice deducted) and mailed to the customer with a link to the project's page. Once only.
 */
export async function issueQuoteFinalInvoice(
  db: Db,
  settings: ProjectInvoiceSettings,
  input: { id: string; actor: Actor; now: Date },
): Promise<QuoteOutcome<{ quote: QuoteRow; invoice: InvoiceRow; token: string }>> {
  if (!canIssueInvoices(settings.legal)) return { outcome: 'seller_details_missing' };
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.id);
    if (!row) return { outcome: 'not_found' };
    const version = row.status === 'accepted' ? await acceptedVersion(tx, row.id) : null;
    const documents = await projectDocuments(tx, row.id);
    const finalIssued = documents.some(
      (document) =>
        document.stage === 'final' && document.kind === 'invoice' && !isCredited(document, documents),
    );
    if (!version || finalIssued) return { outcome: 'conflict', status: statusOf(row, input.now) };
    const invoice = await issueFinalInvoice(tx, {
      quoteId: row.id,
      accepted: version.content,
      settings,
      now: input.now,
    });
    const [quote] = await tx
      .update(quotes)
      .set({ workDoneAt: row.workDoneAt ?? input.now, updatedAt: input.now })
      .where(eq(quotes.id, row.id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quote_final_invoiced',
      subjectType: 'quote',
      subjectId: row.id,
      detail: { number: invoice.number, dueCents: String(invoice.totalInclVatCents) },
    });
    const token = newSecret();
    await tx.insert(quotePageLinks).values({ tokenHash: hashSecret(token), quoteId: row.id });
    await tx.insert(outbox).values({
      kind: 'quote_final_invoice' satisfies QuoteMailKind,
      payload: { quoteId: row.id, invoiceId: invoice.id, token },
    });
    return { outcome: 'done', quote: quote!, invoice, token };
  });
}

/** Cancels one of the project's invoices with a credit note; an invoice paid or already cancelled cannot be. */
export async function creditProjectInvoice(
  db: Db,
  input: { id: string; number: string; actor: Actor; now: Date },
): Promise<QuoteOutcome<{ creditNote: InvoiceRow }> | { outcome: 'invoice_not_found' }> {
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.id);
    if (!row) return { outcome: 'not_found' };
    const documents = await projectDocuments(tx, row.id);
    const invoice = documents.find(
      (document) => document.number === input.number && document.kind === 'invoice',
    );
    if (!invoice) return { outcome: 'invoice_not_found' };
    const paid = invoice.stage === 'deposit' ? row.depositPaidOn : row.finalPaidOn;
    if (paid || isCredited(invoice, documents))
      return { outcome: 'conflict', status: statusOf(row, input.now) };
    const creditNote = await issueProjectCreditNote(tx, invoice, input.now);
    await tx.update(quotes).set({ updatedAt: input.now }).where(eq(quotes.id, row.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quote_invoice_credited',
      subjectType: 'quote',
      subjectId: row.id,
      detail: { number: creditNote.number, credits: invoice.number },
    });
    return { outcome: 'done', creditNote };
  });
}
