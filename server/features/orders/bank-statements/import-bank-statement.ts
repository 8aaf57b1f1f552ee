import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { BankStatementImportResult } from '../../../../shared/payment-schemas';
import type { Db } from '../../../db/client';
import { bankStatementImports, invoices, orders } from '../../../db/schema';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import {
  acceptablePaymentDay,
  orderBalance,
  orderBalances,
  recordReceivedPayment,
  recordReceivedPayments,
  type PaymentToSettle,
  type StatementPaymentValues,
  settleOrder,
  settleOrders,
} from '../payments/received-payments';
import type { BankStatement, StatementCredit } from './camt053';
import { invoiceNumbersIn } from './invoice-numbers';
import { applyProjectPayment } from '../payments/project-payments';

/** What an import did: `POST /api/bank-statements`'s answer. */
export type BankStatementImport = BankStatementImportResult;

/** A credit pays an invoice in full, and no licence can be signed now: nothing is imported. */
export class StatementNeedsSigningError extends Error {
  constructor(readonly invoiceNumber: string) {
    super(`invoice ${invoiceNumber} is paid by this statement, but licences cannot be signed now`);
  }
}

/** Credits per transaction: between two, the event loop and the database serve the others. */
const CREDITS_PER_BATCH = 100;

/**
 * Imports a statement's credits, each recorded once (by the bank's reference) and in its import for the
 * ledger. A credit in euros that names an open invoice, on a day Mark as paid would accept, is put against
 * it: it pays the order when it covers what is still due (licence and receipt sent), or leaves the rest due.
 * The others wait for the owner with the reason: more than due, naming no open invoice, not in euros, a
 * booking day to check. The work goes in batches, each its own transaction, letting the event loop go between
 * them; the file was read whole before, so a malformed one leaves nothing behind, and a second import of
 * the same file (after a failure midway too) records only what is missing.
 */
export async function importBankStatement(
  db: Db,
  licenceKey: LicenceKeyState,
  statement: BankStatement,
  actor: { id: string; name: string } | null,
  fileName = '',
): Promise<BankStatementImport> {
  if (licenceKey.status !== 'ready') {
    const payable = await firstPayable(db, statement.credits);
    if (payable) throw new StatementNeedsSigningError(payable);
  }
  const [record] = await db
    .insert(bankStatementImports)
    .values({
      fileName,
      messageId: statement.messageId,
      importedBy: actor?.id ?? null,
      importedByName: actor?.name ?? '',
      credits: statement.credits.length,
      skippedEntries: statement.skippedEntries,
    })
    .returning({ id: bankStatementImports.id });
  const importId = record!.id;
  const summary: BankStatementImport = { matched: 0, partial: 0, unmatched: 0, alreadyImported: 0 };
  for (let start = 0; start < statement.credits.length; start += CREDITS_PER_BATCH) {
    const batch = statement.credits.slice(start, start + CREDITS_PER_BATCH);
    const done = await db.transaction(async (tx) => {
      const counted: BankStatementImport = { matched: 0, partial: 0, unmatched: 0, alreadyImported: 0 };
      const outcomes =
        (await importBatch(tx, licenceKey, batch, actor, importId)) ??
        (await oneByOne(tx, licenceKey, batch, actor, importId));
      for (const outcome of outcomes) counted[outcome] += 1;
      await tx
        .update(bankStatementImports)
        .set({
          matched: sql`${bankStatementImports.matched} + ${counted.matched}`,
          partial: sql`${bankStatementImports.partial} + ${counted.partial}`,
          unmatched: sql`${bankStatementImports.unmatched} + ${counted.unmatched}`,
          alreadyImported: sql`${bankStatementImports.alreadyImported} + ${counted.alreadyImported}`,
        })
        .where(eq(bankStatementImports.id, importId));
      return counted;
    });
    for (const key of ['matched', 'partial', 'unmatched', 'alreadyImported'] as const)
      summary[key] += done[key];
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return summary;
}

/** The number of an open invoice a credit of the statement names, if any: paying it would need a signer. */
async function firstPayable(db: Db, credits: StatementCredit[]): Promise<string | null> {
  const numbers = [
    ...new Set(
      credits.filter((credit) => credit.currency === 'EUR').flatMap((c) => invoiceNumbersIn(c.text)),
    ),
  ];
  if (numbers.length === 0) return null;
  const [open] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(eq(invoices.kind, 'invoice'), inArray(invoices.number, numbers), eq(orders.status, 'invoiced')),
    )
    .limit(1);
  return open?.number ?? null;
}

type Outcome = keyof BankStatementImport;
/**
 * What the import reads of a named invoice and its order: what deciding and settling need, no more (a
 * batch reads a hundred; the whole rows, and the invoices' PDFs, were most of what it read).
 */
const namedColumns = {
  order: {
    id: orders.id,
    status: orders.status,
    createdAt: orders.createdAt,
    writtenOffCents: orders.writtenOffCents,
    driver: orders.driver,
    mac: orders.mac,
  },
  invoice: { number: invoices.number, totalInclVatCents: invoices.totalInclVatCents },
};
type Named = {
  order: Pick<typeof orders.$inferSelect, keyof typeof namedColumns.order>;
  invoice: Pick<typeof invoices.$inferSelect, keyof typeof namedColumns.invoice>;
};

async function oneByOne(
  tx: Db,
  licenceKey: LicenceKeyState,
  batch: StatementCredit[],
  actor: { id: string; name: string } | null,
  importId: string,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const credit of batch) outcomes.push(await importCredit(tx, licenceKey, credit, actor, importId));
  return outcomes;
}

/** The orders whose invoices the numbers name, locked: a Mark as paid or a card payment waits for us. */
function namedOrders(tx: Db, numbers: string[]): Promise<Named[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return tx
    .select(namedColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.number, numbers)))
    .orderBy(invoices.number)
    .for('update', { of: orders });
}

/**
 * What becomes of a credit, given the orders it names (`named`, in number order) and what each open one
 * still owes: the order it pays (`applied`), else why it waits (`reason`), and the order it is filed under.
 */
function decide(credit: StatementCredit, named: Named[], dueOf: (order: Named) => number, now: Date) {
  const open = named
    .filter(({ order }) => order.status === 'invoiced')
    .map((row) => ({ ...row, dueCents: dueOf(row) }));
  const inEuros = credit.currency === 'EUR';
  const exact = inEuros ? open.find(({ dueCents }) => dueCents === credit.amountCents) : undefined;
  const target = exact ?? (inEuros && open.length === 1 ? open[0] : undefined);
  const nearest = target ?? open[0] ?? named[0];
  const dayToCheck = nearest
    ? !acceptablePaymentDay(credit.bookedOn, nearest.order, now)
    : credit.bookedOn > dateInFrance(now);
  const reason = !inEuros
    ? 'currency'
    : dayToCheck
      ? 'date'
      : target
        ? credit.amountCents > target.dueCents
          ? 'overpaid'
          : null
        : open[0]
          ? credit.amountCents < open[0].dueCents
            ? 'partial'
            : 'overpaid'
          : named[0]
            ? 'not_open'
            : 'no_invoice';
  const applied = reason === null && target ? target : undefined;
  return { reason, applied, nearest } as const;
}

function paymentValues(
  credit: StatementCredit,
  numbers: string[],
  decision: ReturnType<typeof decide>,
  importId: string,
): StatementPaymentValues {
  const { nearest, applied, reason } = decision;
  return {
    source: 'bank_transfer',
    reference: credit.reference,
    bookedOn: credit.bookedOn,
    amountCents: credit.amountCents,
    currency: credit.currency,
    payerName: credit.payerName,
    text: credit.text,
    invoiceNumber: nearest?.invoice.number ?? numbers[0] ?? null,
    orderId: nearest?.order.id ?? null,
    status: applied ? 'matched' : 'unmatched',
    reason,
    importId,
  };
}

/** What settling an order with a credit puts in its books and history. */
function settlement(
  credit: StatementCredit,
  applied: Named,
  actor: { id: string; name: string } | null,
): PaymentToSettle {
  return {
    order: applied.order,
    invoice: applied.invoice,
    actor,
    payment: {
      means: 'sepa_credit_transfer',
      paidOn: credit.bookedOn,
      amountCents: credit.amountCents,
      currency: credit.currency,
    },
    via: 'bank_statement',
  };
}

async function settle(
  tx: Db,
  licenceKey: LicenceKeyState,
  credit: StatementCredit,
  applied: Named & { dueCents: number },
  actor: { id: string; name: string } | null,
  now: Date,
): Promise<Outcome> {
  if (credit.amountCents >= applied.dueCents && licenceKey.status !== 'ready')
    throw new StatementNeedsSigningError(applied.invoice.number);
  const settled = await settleOrder(tx, {
    ...settlement(credit, applied, actor),
    signer: licenceKey.status === 'ready' ? licenceKey.signer : null,
    now,
  });
  return settled.paid ? 'matched' : 'partial';
}

/**
 * A batch of credits in a few statements instead of several per credit (decision 018): the orders all of
 * them name locked and their balances read at once, every payment recorded by one insert, in the
 * statement's order, then the orders they are put against settled together (`settleOrders`: one update,
 * one insert per table, whatever their number), each as one credit alone would settle it. Null when a
 * credit's outcome could depend on another's in the batch (two naming one invoice, a reference twice) or
 * names a project's invoice: such a batch goes one credit at a time, as it always did.
 */
async function importBatch(
  tx: Db,
  licenceKey: LicenceKeyState,
  batch: StatementCredit[],
  actor: { id: string; name: string } | null,
  importId: string,
): Promise<Outcome[] | null> {
  const numbersOf = batch.map((credit) => invoiceNumbersIn(credit.text));
  const allNumbers = numbersOf.flat();
  const distinct = [...new Set(allNumbers)];
  if (distinct.length !== allNumbers.length) return null;
  if (new Set(batch.map((credit) => credit.reference)).size !== batch.length) return null;
  if (distinct.length) {
    const [project] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(inArray(invoices.number, distinct), eq(invoices.kind, 'invoice'), isNotNull(invoices.quoteId)),
      )
      .limit(1);
    if (project) return null;
  }
  const named = await namedOrders(tx, distinct);
  const byNumber = new Map(named.map((row) => [row.invoice.number, row]));
  const balances = await orderBalances(
    tx,
    named.filter(({ order }) => order.status === 'invoiced'),
  );
  const now = new Date();
  const decisions = batch.map((credit, index) => {
    const rows = numbersOf[index]!.flatMap((number) => byNumber.get(number) ?? []);
    rows.sort((a, b) => (a.invoice.number < b.invoice.number ? -1 : 1));
    return decide(credit, rows, ({ order }) => balances.get(order.id)!.dueCents, now);
  });
  const recorded = await recordReceivedPayments(
    tx,
    batch.map((credit, index) => paymentValues(credit, numbersOf[index]!, decisions[index]!, importId)),
  );
  const outcomes: Outcome[] = batch.map((credit, index) =>
    !recorded.has(credit.reference) ? 'alreadyImported' : decisions[index]!.applied ? 'matched' : 'unmatched',
  );
  // The credits put against an order settle them together: each order is named by one credit only.
  const applying = batch.flatMap((credit, index) => {
    const { applied } = decisions[index]!;
    return outcomes[index] === 'matched' && applied ? [{ index, credit, applied }] : [];
  });
  for (const { credit, applied } of applying)
    if (credit.amountCents >= applied.dueCents && licenceKey.status !== 'ready')
      throw new StatementNeedsSigningError(applied.invoice.number);
  const settled = await settleOrders(
    tx,
    licenceKey.status === 'ready' ? licenceKey.signer : null,
    applying.map(({ credit, applied }) => settlement(credit, applied, actor)),
    now,
  );
  for (const [position, { index }] of applying.entries())
    outcomes[index] = settled[position]!.paid ? 'matched' : 'partial';
  return outcomes;
}

async function importCredit(
  tx: Db,
  licenceKey: LicenceKeyState,
  credit: StatementCredit,
  actor: { id: string; name: string } | null,
  importId: string,
): Promise<Outcome> {
  const numbers = invoiceNumbersIn(credit.text);
  // A project's deposit or final invoice is paid as an order's is, against the invoice itself.
  const project = await applyProjectPayment(
    tx,
    {
      source: 'bank_transfer',
      reference: credit.reference,
      bookedOn: credit.bookedOn,
      amountCents: credit.amountCents,
      currency: credit.currency,
      payerName: credit.payerName,
      text: credit.text,
      importId,
    },
    numbers,
  );
  if (project) return project;
  const named = await namedOrders(tx, numbers);
  const now = new Date();
  const dues = new Map<string, number>();
  for (const row of named.filter(({ order }) => order.status === 'invoiced'))
    dues.set(row.order.id, (await orderBalance(tx, row.order, row.invoice)).dueCents);
  const decision = decide(credit, named, ({ order }) => dues.get(order.id)!, now);
  const recorded = await recordReceivedPayment(tx, paymentValues(credit, numbers, decision, importId));
  if (!recorded) return 'alreadyImported';
  if (!decision.applied) return 'unmatched';
  return settle(tx, licenceKey, credit, decision.applied, actor, now);
}
