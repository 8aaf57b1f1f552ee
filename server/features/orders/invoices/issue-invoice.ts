import { invoicingBuyer } from '../../../../shared/buyer-details';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { Db } from '../../../db/client';
import { invoices, type orders } from '../../../db/schema';
import { allocateDocumentNumber } from './document-numbers';
import { type InvoiceContent, invoiceContent, issuedBuyer, issuedLine, issuedVat } from './invoice-content';
import { dateInFrance } from '../../../../shared/date-in-france';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';
import { renderFacturX } from './factur-x';
import { invoiceTotals } from './invoice-totals';
import type { LegalDetails } from '../../../config/legal-details';
import { fillPaymentLink } from '../../../config/payment-link';
import { vatTreatment } from './vat-treatment';

export interface IssuedDocument {
  id: string;
  number: string;
  pdf: Uint8Array;
}

/**
 * Issues the invoice of an order inside the caller's transaction: the next `F` number of the year (in France),
 * the content and its Factur-X PDF, one `invoices` row that is never changed afterwards. A rolled-back
 * transaction issues nothing and gives the number back. The order's buyer must be complete (`invoicingBuyer`
 * reports no problem): the action checks it first and says why it waits.
 */
export async function issueInvoice(tx: Db, input: InvoiceInput): Promise<IssuedDocument> {
  const number = await allocateDocumentNumber(tx, 'F', yearInFrance(input.now));
  return insertDocument(tx, input.order.id, invoiceToIssue(input, number), null);
}

export interface InvoiceInput {
  order: typeof orders.$inferSelect;
  business: BusinessSettings;
  legal: LegalDetails;
  paymentLinkTemplate?: string;
  /** The invoice's Pay by card link, when card payment is on. */
  cardPaymentLink?: string;
  now: Date;
}

/**
 * What an order's invoice says when issued at `now` under `number`: the same for the document issued and for
 * the preview the owner checks before sending (under a number that says it is one).
 */
export function invoiceToIssue(input: InvoiceInput, number: string): InvoiceContent {
  const { order, legal } = input;
  const { buyer, problems } = invoicingBuyer(order.customer);
  if (problems.length > 0)
    throw new Error(`order ${order.id} cannot be invoiced yet: ${problems.join(', ')}`);
  const vat = vatTreatment(buyer, legal);
  const totals = invoiceTotals(order.priceExclVatCents, vat.ratePercent);
  return invoiceContent({
    ...input,
    kind: 'invoice',
    number,
    buyer,
    vat,
    totals,
    vatRegime: legal.vatRegime,
    payment: {
      beneficiary: legal.legalName,
      iban: legal.iban,
      bic: legal.bic,
      reference: number,
      paymentLink: input.paymentLinkTemplate
        ? fillPaymentLink(input.paymentLinkTemplate, totals.totalInclVatCents, number)
        : null,
      cardPaymentLink: input.cardPaymentLink ?? null,
    },
    credits: null,
  });
}

/**
 * Cancels an issued invoice with a credit note (the next `A` number), inside the caller's transaction: the
 * invoice's buyer, line and VAT as invoiced, its amounts negated, the invoice itself untouched.
 */
export async function issueCreditNote(
  tx: Db,
  input: {
    order: typeof orders.$inferSelect;
    invoice: typeof invoices.$inferSelect;
    business: BusinessSettings;
    legal: LegalDetails;
    now: Date;
  },
): Promise<IssuedDocument> {
  const { invoice, now } = input;
  if (invoice.kind !== 'invoice') throw new Error(`${invoice.number} is not an invoice`);
  const invoiced = storedInvoiceContentSchema.parse(invoice.content);
  const number = await allocateDocumentNumber(tx, 'A', yearInFrance(now));
  const content = invoiceContent({
    ...input,
    kind: 'credit_note',
    number,
    buyer: issuedBuyer(invoiced),
    line: issuedLine(invoiced),
    vat: issuedVat(invoiced),
    totals: {
      totalExclVatCents: -invoice.totalExclVatCents,
      vatRatePercent: invoiced.totals.vatRatePercent,
      vatCents: -invoice.vatCents,
      totalInclVatCents: -invoice.totalInclVatCents,
    },
    vatRegime: invoiced.vatRegime,
    payment: null,
    credits: { number: invoice.number, issueDate: dateInFrance(invoice.issuedAt) },
  });
  return insertDocument(tx, input.order.id, content, invoice.id);
}

function yearInFrance(now: Date): number {
  return Number(dateInFrance(now).slice(0, 4));
}

async function insertDocument(
  tx: Db,
  orderId: string,
  content: InvoiceContent,
  creditsInvoiceId: string | null,
): Promise<IssuedDocument> {
  const pdf = await renderFacturX(content);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId,
      kind: content.kind,
      number: content.number,
      creditsInvoiceId,
      issuedAt: new Date(content.issuedAt),
      dueDate: content.dueDate,
      language: content.locale,
      totalExclVatCents: content.totals.totalExclVatCents,
      vatCents: content.totals.vatCents,
      totalInclVatCents: content.totals.totalInclVatCents,
      content,
      pdf,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error(`${content.number} was not stored`);
  return { id: row.id, number: content.number, pdf };
}
