import { and, eq, inArray, sql } from 'drizzle-orm';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { BankStatementImportResult } from '../../../../shared/payment-schemas';
import type { Db } from '../../../db/client';
import { bankStatementImports, invoices, orders } from '../../../db/schema';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import {
  acceptablePaymentDay,
  orderBalance,
  recordReceivedPayment,
  settleOrder,
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
      for (const credit of batch) counted[await importCredit(tx, licenceKey, credit, actor, importId)] += 1;
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

async function importCredit(
  tx: Db,
  licenceKey: LicenceKeyState,
  credit: StatementCredit,
  actor: { id: string; name: string } | null,
  importId: string,
): Promise<keyof BankStatementImport> {
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
  // The orders the text names, locked: a Mark as paid or a card payment at the same moment waits for us.
  const named = numbers.length
    ? await tx
        .select({ order: orders, invoice: invoices })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.number, numbers)))
        .orderBy(invoices.number)
        .for('update', { of: orders })
    : [];
  const now = new Date();
  const open = await Promise.all(
    named
      .filter(({ order }) => order.status === 'invoiced')
      .map(async (row) => ({ ...row, dueCents: (await orderBalance(tx, row.order, row.invoice)).dueCents })),
  );
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
  const recorded = await recordReceivedPayment(tx, {
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
  });
  if (!recorded) return 'alreadyImported';
  if (!applied) return 'unmatched';
  if (credit.amountCents >= applied.dueCents && licenceKey.status !== 'ready')
    throw new StatementNeedsSigningError(applied.invoice.number);
  const settled = await settleOrder(tx, {
    order: applied.order,
    invoice: applied.invoice,
    signer: licenceKey.status === 'ready' ? licenceKey.signer : null,
    actor,
    payment: {
      means: 'sepa_credit_transfer',
      paidOn: credit.bookedOn,
      amountCents: credit.amountCents,
      currency: credit.currency,
    },
    via: 'bank_statement',
    now,
  });
  return settled.paid ? 'matched' : 'partial';
}
