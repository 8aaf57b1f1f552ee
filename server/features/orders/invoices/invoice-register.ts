import { and, asc, getTableColumns, gte, inArray, lt } from 'drizzle-orm';
import type {
  InvoiceRegister,
  RegisterRow,
  RegisterTotal,
} from '../../../../shared/invoice-register-schemas';
import { type PaymentMeans } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import { addDays, issuedBuyer, issuedVat } from './invoice-content';
import { dateInFrance } from '../../../../shared/date-in-france';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';

/** The rows issued up to a day either side of the period in UTC; `inFrancePeriod` keeps those of the period. */
const aroundPeriod = (from: string, to: string) =>
  and(
    gte(invoices.issuedAt, new Date(`${addDays(from, -1)}T00:00:00Z`)),
    lt(invoices.issuedAt, new Date(`${addDays(to, 2)}T00:00:00Z`)),
  );

/** Whether a document was issued between `from` and `to` (both included) by its date in France, as printed. */
const inFrancePeriod = (from: string, to: string) => (row: { issuedAt: Date }) => {
  const day = dateInFrance(row.issuedAt);
  return day >= from && day <= to;
};

/**
 * The invoice register of a period: invoices in number order, then credit notes in number order, each with
 * its customer, VAT and amounts as issued, and the day and means of its payment; with the sums per VAT
 * category and rate, which tie to the documents (each is the sum of its rows).
 */
export async function invoiceRegister(db: Db, from: string, to: string): Promise<InvoiceRegister> {
  const { pdf: _pdf, ...columns } = getTableColumns(invoices);
  const documents = (await db.select(columns).from(invoices).where(aroundPeriod(from, to))).filter(
    inFrancePeriod(from, to),
  );
  const orderIds = [...new Set(documents.map((document) => document.orderId))];
  const payments = orderIds.length
    ? await db
        .select({ orderId: orders.id, paidOn: orders.paidOn, means: orders.paymentMeans })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const paid = new Map(payments.map((payment) => [payment.orderId, payment]));
  const numbers = new Map(documents.map((document) => [document.id, document.number]));

  const rows = documents
    .map((document): RegisterRow => {
      const content = storedInvoiceContentSchema.parse(document.content);
      const buyer = issuedBuyer(content);
      const vat = issuedVat(content);
      const isInvoice = document.kind === 'invoice';
      return {
        number: document.number,
        kind: isInvoice ? 'invoice' : 'credit_note',
        issueDate: dateInFrance(document.issuedAt),
        customer: buyer.company || buyer.name,
        customerId: buyer.siren ?? buyer.vatNumber,
        country: buyer.country,
        vatCategory: vat.category,
        vatRatePercent: vat.ratePercent,
        totalExclVatCents: document.totalExclVatCents,
        vatCents: document.vatCents,
        totalInclVatCents: document.totalInclVatCents,
        cancels: document.creditsInvoiceId ? (numbers.get(document.creditsInvoiceId) ?? null) : null,
        paidOn: isInvoice ? (paid.get(document.orderId)?.paidOn ?? null) : null,
        paymentMeans: isInvoice ? paymentMeansOf(paid.get(document.orderId)?.means ?? null) : null,
      };
    })
    .sort((a, b) => (a.kind === b.kind ? a.number.localeCompare(b.number) : a.kind === 'invoice' ? -1 : 1));

  const byRate = new Map<string, RegisterTotal>();
  for (const row of rows) {
    const key = `${row.vatCategory} ${row.vatRatePercent}`;
    const total = byRate.get(key) ?? {
      vatCategory: row.vatCategory,
      vatRatePercent: row.vatRatePercent,
      totalExclVatCents: 0,
      vatCents: 0,
      totalInclVatCents: 0,
    };
    total.totalExclVatCents += row.totalExclVatCents;
    total.vatCents += row.vatCents;
    total.totalInclVatCents += row.totalInclVatCents;
    byRate.set(key, total);
  }
  const totalsByRate = [...byRate.values()].sort(
    (a, b) => b.vatRatePercent - a.vatRatePercent || a.vatCategory.localeCompare(b.vatCategory),
  );
  const sum = (pick: (row: RegisterRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    from,
    to,
    rows,
    totalsByRate,
    total: {
      totalExclVatCents: sum((row) => row.totalExclVatCents),
      vatCents: sum((row) => row.vatCents),
      totalInclVatCents: sum((row) => row.totalInclVatCents),
    },
  };
}

/** The Factur-X PDFs of the period's documents, by number. */
export async function registerDocuments(
  db: Db,
  from: string,
  to: string,
): Promise<{ number: string; pdf: Uint8Array }[]> {
  const documents = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt, pdf: invoices.pdf })
    .from(invoices)
    .where(aroundPeriod(from, to))
    .orderBy(asc(invoices.number));
  return documents.filter(inFrancePeriod(from, to)).map(({ number, pdf }) => ({ number, pdf }));
}

/** The means an invoice was paid with, once recorded; the SEPA credit transfer it asks for until then. */
function paymentMeansOf(recorded: PaymentMeans | null): PaymentMeans {
  return recorded ?? 'sepa_credit_transfer';
}
