import { and, asc, eq, getTableColumns, gte, inArray, lt } from 'drizzle-orm';
import { Zip, ZipPassThrough } from 'fflate';
import type {
  InvoiceRegister,
  RegisterRow,
  RegisterTotal,
} from '../../../../shared/invoice-register-schemas';
import { type PaymentMeans } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { invoices, orders, quotes, receivedPayments } from '../../../db/schema';
import { addDays, issuedBuyer, issuedVat } from './invoice-content';
import { dateInFrance } from '../../../../shared/date-in-france';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';
import {
  type ProjectInvoiceContent,
  projectInvoiceContentSchema,
} from '../../../../shared/project-invoice-content';

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
  const orderIds = [...new Set(documents.flatMap((document) => document.orderId ?? []))];
  const payments = orderIds.length
    ? await db
        .select({ orderId: orders.id, paidOn: orders.paidOn, means: orders.paymentMeans })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const paid = new Map(payments.map((payment) => [payment.orderId, payment]));
  const projectPaid = await projectPayments(db, documents);
  const numbers = new Map(documents.map((document) => [document.id, document.number]));

  const rows = documents
    .flatMap((document): RegisterRow[] => {
      const isInvoice = document.kind === 'invoice';
      const common = {
        number: document.number,
        kind: isInvoice ? ('invoice' as const) : ('credit_note' as const),
        issueDate: dateInFrance(document.issuedAt),
        cancels: document.creditsInvoiceId ? (numbers.get(document.creditsInvoiceId) ?? null) : null,
      };
      if (document.quoteId) {
        const payment = projectPaid.get(document.id);
        return projectRegisterRows(projectInvoiceContentSchema.parse(document.content)).map((row) => ({
          ...common,
          ...row,
          paidOn: isInvoice ? (payment?.paidOn ?? null) : null,
          paymentMeans: isInvoice ? paymentMeansOf(payment?.means ?? null) : null,
        }));
      }
      const content = storedInvoiceContentSchema.parse(document.content);
      const buyer = issuedBuyer(content);
      const vat = issuedVat(content);
      const order = document.orderId ? paid.get(document.orderId) : undefined;
      return [
        {
          ...common,
          customer: buyer.company || buyer.name,
          customerId: buyer.siren ?? buyer.vatNumber,
          country: buyer.country,
          vatCategory: vat.category,
          vatRatePercent: vat.ratePercent,
          totalExclVatCents: document.totalExclVatCents,
          vatCents: document.vatCents,
          totalInclVatCents: document.totalInclVatCents,
          paidOn: isInvoice ? (order?.paidOn ?? null) : null,
          paymentMeans: isInvoice ? paymentMeansOf(order?.means ?? null) : null,
        },
      ];
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

/** How many PDFs are read at once for `register.zip`: a few MB, whatever the period's length. */
const PDFS_PER_READ = 20;

/**
 * The period's Factur-X PDFs as a ZIP, a chunk at a time: the documents' numbers are read first (the PDFs
 * left in the database), then their PDFs a few at a time, each stored in the archive as it is (a PDF is
 * compressed already) and given out before the next are read. The archive's size grows with the period; what
 * the server holds at once does not (decision 018). Read it as a stream: the next PDFs are read when the
 * reader wants more.
 */
export async function* registerZip(db: Db, from: string, to: string): AsyncGenerator<Uint8Array> {
  const documents = (
    await db
      .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(aroundPeriod(from, to))
      .orderBy(asc(invoices.number))
  ).filter(inFrancePeriod(from, to));
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for (let start = 0; start < documents.length; start += PDFS_PER_READ) {
    const batch = documents.slice(start, start + PDFS_PER_READ);
    const pdfs = new Map(
      (
        await db
          .select({ id: invoices.id, pdf: invoices.pdf })
          .from(invoices)
          .where(
            inArray(
              invoices.id,
              batch.map((document) => document.id),
            ),
          )
      ).map((row) => [row.id, row.pdf]),
    );
    for (const document of batch) {
      const file = new ZipPassThrough(`${document.number}.pdf`);
      zip.add(file);
      file.push(pdfs.get(document.id)!, true);
    }
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/**
 * A project's document in the register: one row per VAT rate. A final invoice counts only what it adds to
 * its deposit invoice (each rate's base and VAT less the deposit's), so that the register never counts the
 * deposit's turnover and VAT twice; its rows sum to the amount it asks (docs/decisions/017).
 */
function projectRegisterRows(content: ProjectInvoiceContent) {
  const { buyer } = content;
  return content.rates.map((rate) => {
    const deposit = content.deposit?.vatByRate.find((row) => row.ratePercent === rate.ratePercent);
    const sign = content.kind === 'credit_note' ? -1 : 1;
    const base = rate.baseCents - sign * (deposit?.baseCents ?? 0);
    const vat = rate.vatCents - sign * (deposit?.vatCents ?? 0);
    return {
      customer: buyer.company || buyer.name,
      customerId: buyer.siren ?? buyer.vatNumber,
      country: buyer.country,
      vatCategory: content.vat.category,
      vatRatePercent: content.vat.category === 'E' ? 0 : rate.ratePercent,
      totalExclVatCents: base,
      vatCents: vat,
      totalInclVatCents: base + vat,
    };
  });
}

/** When and how each project invoice of `documents` was paid in full, if it was. */
async function projectPayments(
  db: Db,
  documents: { id: string; quoteId: string | null; stage: 'deposit' | 'final' | null; kind: string }[],
): Promise<Map<string, { paidOn: string | null; means: PaymentMeans | null }>> {
  const projectInvoices = documents.filter((document) => document.quoteId && document.kind === 'invoice');
  if (!projectInvoices.length) return new Map();
  const quoteRows = await db
    .select({ id: quotes.id, depositPaidOn: quotes.depositPaidOn, finalPaidOn: quotes.finalPaidOn })
    .from(quotes)
    .where(inArray(quotes.id, [...new Set(projectInvoices.map((document) => document.quoteId!))]));
  const byQuote = new Map(quoteRows.map((row) => [row.id, row]));
  const means = await db
    .select({
      invoiceId: receivedPayments.invoiceId,
      source: receivedPayments.source,
      means: receivedPayments.means,
    })
    .from(receivedPayments)
    .where(
      and(
        inArray(
          receivedPayments.invoiceId,
          projectInvoices.map((document) => document.id),
        ),
        eq(receivedPayments.status, 'matched'),
      ),
    )
    .orderBy(asc(receivedPayments.sequence));
  const lastMeans = new Map(
    means.map((row) => [
      row.invoiceId!,
      row.means ?? (row.source === 'card' ? ('card' as const) : ('sepa_credit_transfer' as const)),
    ]),
  );
  return new Map(
    projectInvoices.map((document) => {
      const quote = byQuote.get(document.quoteId!);
      const paidOn = document.stage === 'deposit' ? quote?.depositPaidOn : quote?.finalPaidOn;
      return [
        document.id,
        { paidOn: paidOn ?? null, means: paidOn ? (lastMeans.get(document.id) ?? null) : null },
      ];
    }),
  );
}

/** The means an invoice was paid with, once recorded; the SEPA credit transfer it asks for until then. */
function paymentMeansOf(recorded: PaymentMeans | null): PaymentMeans {
  return recorded ?? 'sepa_credit_transfer';
}
