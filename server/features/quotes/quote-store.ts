import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
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
import { messages, outbox, quotes, quoteVersions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hashSecret, newSecret } from '../../lib/secrets';
import { canIssueInvoices } from '../../lib/setup/setup-status';
import { addDays, allocateDocumentNumber, sellerAddress } from '../orders';
import type { QuoteContent } from '../../../shared/quote-content';
import { renderQuotePdf } from './quote-pdf';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
type Actor = { id: string; name: string };
/** A quote's terms as the request schemas give them (defaults applied, buyer checked). */
type ParsedTerms = z.output<typeof updateQuoteSchema>;

/** The mails a quote queues, each rendered by `quoteMailRenderers`. */
export type QuoteMailKind = 'quote_sent' | 'quote_accepted' | 'quote_declined';

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
    seller: {
      legalName: legal.legalName,
      legalForm: legal.legalForm,
      shareCapital: legal.shareCapital,
      address: sellerAddress(business.postalAddress),
      email: business.email,
      phone: business.phone,
      siren: legal.siren,
      siret: legal.siret,
      rcsCity: legal.rcsCity,
      vatNumber: legal.vatNumber,
    },
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
    invoices: [],
  };
}

/** The quotes, the most recently changed first, with what each waits for. */
export async function listQuotes(db: Db, now: Date): Promise<QuoteListItem[]> {
  const rows = await db.select().from(quotes).orderBy(desc(quotes.updatedAt)).limit(200);
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
      // Sent a week ago and still unanswered: time to call the customer.
      needsAction: waitingSince !== null && waitingSince >= 7 ? ('follow_up' as const) : null,
    };
  });
}

function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}

/** A customer's link: the version it opens and its quote, or null for an unknown or malformed token. */
export async function versionForToken(db: Db, token: string) {
  if (!QUOTE_TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({ version: quoteVersions, quote: quotes })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(eq(quoteVersions.tokenHash, hashSecret(token)));
  return found ?? null;
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
