import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../../../shared/language';
import {
  type CustomerOrderView,
  ORDER_TRACKING_TOKEN_PATTERN,
  type OrderEventKind,
} from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import { auditHistory } from '../../../lib/audit';
import type { LegalDetails } from '../../../config/legal-details';
import { paymentDetails } from '../invoices/payment-details';
import { licenceFileName } from '../licences/licence-format';
import { currentFile, productFileHref } from '../../products';
import { hashSecret } from '../../../lib/secrets';
import { isOrderEvent } from '../model/order-events';
import { orderOfPageLink } from './order-page-links';
import { invoiceBalance, invoicePastDue, licenceInForce, paidOrder } from '../back-office/order-queries';

/** The steps the customer sees; the back office's own (reminders, revocations) stay there. */
const customerSteps: readonly OrderEventKind[] = [
  'order_received',
  'invoice_sent',
  'payment_received',
  'order_paid',
  'licence_sent',
  'licence_reissued',
  'order_cancelled',
  'order_refunded',
];

/**
 * The order a customer's token opens, or null for an unknown or malformed token: only the order page's tokens
 * (the confirmation mail's, and the one each later mail carries). The invoice's Pay by card token, printed on the invoice for whoever pays it,
 * reaches the card payment and nothing else (card-payments/pay-link.ts): not this page, its documents or its licence.
 */
export async function orderForToken(db: Db, token: string) {
  if (!ORDER_TRACKING_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSecret(token);
  const [order] = await db.select().from(orders).where(eq(orders.trackingTokenHash, tokenHash));
  return order ?? (await orderOfPageLink(db, tokenHash));
}

/** The credit notes of an order, oldest first, each with the number of the invoice it cancels. */
export async function creditNotesOf(db: Db, orderId: string) {
  const credited = alias(invoices, 'credited');
  return db
    .select({
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      totalInclVatCents: invoices.totalInclVatCents,
      cancels: credited.number,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .innerJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.issuedAt));
}

export async function issuedInvoice(db: Db, orderId: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return invoice ?? null;
}

/**
 * The documentation of the driver ordered as it is now, in `language` or else the other one: a customer keeps it
 * when the product has left the store, and reads the owner's latest version.
 */
async function driverDocumentation(db: Db, key: string, language: Language): Promise<string | null> {
  const other: Language = language === 'fr' ? 'en' : 'fr';
  const file =
    (await currentFile(db, key, `documentation_${language}`)) ??
    (await currentFile(db, key, `documentation_${other}`));
  return file && productFileHref(file);
}

/** What the customer's order page shows: where the order stands, and what they can download or pay. */
export async function customerOrderView(
  db: Db,
  order: typeof orders.$inferSelect,
  payment: { legal: LegalDetails; paymentLinkTemplate?: string; cardPayments: boolean },
  now = new Date(),
): Promise<CustomerOrderView> {
  const { language } = order;
  const [invoice, licence, history, creditNotes, documentation] = await Promise.all([
    issuedInvoice(db, order.id),
    licenceInForce(db, order.id),
    auditHistory(db, 'order', order.id),
    creditNotesOf(db, order.id),
    driverDocumentation(db, order.driver, language),
  ]);
  const balance = await invoiceBalance(db, order, invoice);
  const paid = paidOrder(order, invoice, balance);
  const status = order.status;
  // Part of it received: the customer is asked for the rest, not the whole again.
  const partly = status === 'invoiced' && balance && balance.receivedCents > 0 ? balance : null;
  return {
    number: order.number,
    status,
    locale: language,
    driver: order.driver,
    driverTitle: order.driverTitle,
    documentation,
    mac: order.mac,
    receivedAt: order.createdAt.toISOString(),
    priceExclVatCents: order.priceExclVatCents,
    timeline: history.flatMap(({ action, at }) =>
      isOrderEvent(action) && customerSteps.includes(action) ? [{ kind: action, at: at.toISOString() }] : [],
    ),
    invoice: invoice
      ? {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          totalInclVatCents: invoice.totalInclVatCents,
        }
      : null,
    balance: partly && { receivedCents: partly.receivedCents, dueCents: partly.dueCents },
    payment:
      invoice && status === 'invoiced'
        ? {
            ...paymentDetails(invoice, payment.legal, payment.paymentLinkTemplate),
            ...(partly ? { amountCents: partly.dueCents } : {}),
          }
        : null,
    payByCard: Boolean(invoice) && status === 'invoiced' && payment.cardPayments,
    overdue: status === 'invoiced' && invoicePastDue(invoice?.dueDate ?? null, now),
    paid: paid && { paidOn: paid.paidOn, means: paid.means, receiptFileName: paid.receiptFileName },
    licence: licence
      ? {
          fileName: licenceFileName(licence.driver, licence.mac),
          issuedAt: licence.issuedAt.toISOString(),
          text: licence.text,
        }
      : null,
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      totalInclVatCents: note.totalInclVatCents,
      cancels: note.cancels,
    })),
  };
}
