import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import { markOrderPaid, type PaymentActor } from '../mark-order-paid';
import { recordReceivedPayment } from '../received-payments';
import type { BankStatement, StatementCredit } from './camt053';
import { invoiceNumbersIn } from './invoice-numbers';

/** What an import did: `POST /api/bank-statements`'s answer. */
export interface BankStatementImport {
  /** Credits that paid an open invoice in full: the order is paid and its licence mailed. */
  matched: number;
  /** Credits left for the owner: partial, over-paid, naming no open invoice, or not in euros. */
  unmatched: number;
  /** Credits already recorded by an earlier import (the same or an overlapping statement). */
  alreadyImported: number;
}

/** A matched credit needs a licence, and none can be signed now: the import is refused whole. */
export class StatementNeedsSigningError extends Error {
  constructor(readonly invoiceNumber: string) {
    super(`invoice ${invoiceNumber} is paid by this statement, but licences cannot be signed now`);
  }
}

/**
 * Imports a statement's credits in one transaction, so that a refused file leaves nothing behind: each credit
 * is recorded once (by the bank's reference), and one that quotes an open invoice's number for exactly its
 * total marks that order paid by transfer on the booking date, as Mark as paid does. The others wait for the
 * owner with the reason.
 */
export async function importBankStatement(
  db: Db,
  licenceKey: LicenceKeyState,
  statement: BankStatement,
  actor: PaymentActor,
): Promise<BankStatementImport> {
  return db.transaction(async (tx) => {
    const summary: BankStatementImport = { matched: 0, unmatched: 0, alreadyImported: 0 };
    for (const credit of statement.credits) {
      const outcome = await importCredit(tx, licenceKey, credit, actor);
      summary[outcome] += 1;
    }
    return summary;
  });
}

async function importCredit(
  tx: Db,
  licenceKey: LicenceKeyState,
  credit: StatementCredit,
  actor: PaymentActor,
): Promise<keyof BankStatementImport> {
  const numbers = invoiceNumbersIn(credit.text);
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
  const open = named.filter(({ order }) => order.status === 'invoiced');
  const exact =
    credit.currency === 'EUR'
      ? open.find(({ invoice }) => invoice.totalInclVatCents === credit.amountCents)
      : undefined;
  const nearest = exact ?? open[0] ?? named[0];
  const reason = exact
    ? null
    : credit.currency !== 'EUR'
      ? 'currency'
      : open[0]
        ? credit.amountCents < open[0].invoice.totalInclVatCents
          ? 'partial'
          : 'overpaid'
        : named[0]
          ? 'not_open'
          : 'no_invoice';
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
    status: exact ? 'matched' : 'unmatched',
    reason,
  });
  if (!recorded) return 'alreadyImported';
  if (!exact) return 'unmatched';
  if (licenceKey.status !== 'ready') throw new StatementNeedsSigningError(exact.invoice.number);
  await markOrderPaid(tx, {
    order: exact.order,
    signer: licenceKey.signer,
    actor,
    payment: { means: 'sepa_credit_transfer', paidOn: credit.bookedOn },
    via: 'bank_statement',
    now: new Date(),
  });
  return 'matched';
}
