import { randomBytes } from 'node:crypto';
import { newOrderPageToken } from '../tracking/order-page-links';
import { and, eq, isNull } from 'drizzle-orm';
import { type BuyerProblem, invoicingBuyer } from '../../../../shared/buyer-details';
import type {
  MarkPaidRequest,
  OrderAction,
  OrderStatus,
  RefundRequest,
} from '../../../../shared/order-schemas';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { Db } from '../../../db/client';
import { invoices, licences, type OrderCustomer, orders, outbox } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { LegalDetails } from '../../../config/legal-details';
import { dateInFrance } from '../../../../shared/date-in-france';
import { issueCreditNote, issueInvoice } from '../invoices/issue-invoice';
import { macForLicence } from '../licences/licence-format';
import type { LicenceKeyState, LicenceSigner } from '../../../lib/licence-key/licence-key';
import { issueLicence, revokeLicences } from '../licences/licence-store';
import { hashSecret } from '../../../lib/secrets';
import { canIssueInvoices } from '../../../lib/setup/setup-status';
import type { OrderMailKind } from '../model/order-mail-kind';
import { recordOwnerPayment, writeOffDifference } from '../payments/received-payments';

type Order = typeof orders.$inferSelect;
type Actor = { id: string; name: string };

/** What an action needs besides the order: the documents' issuer and the licence signer. */
export interface OrderActionSettings {
  business: BusinessSettings;
  legal: LegalDetails;
  licenceKey: LicenceKeyState;
  paymentLinkTemplate?: string;
  /** Set when card payment is on: the invoice then prints its Pay by card link, this followed by its token. */
  cardPaymentLinkBase?: string;
}

export type ActionOutcome =
  | { outcome: 'done' }
  | { outcome: 'not_found' }
  /** The order's status does not allow the action (another tab or colleague was quicker). */
  | { outcome: 'conflict'; status: OrderStatus }
  /** No signing key: nothing was changed. */
  | { outcome: 'signing_unavailable' }
  /** A re-issue for the MAC address of the licence in force: it would revoke a working licence for its twin. */
  | { outcome: 'same_mac' }
  /** Send invoice with the sample seller's legal details: nothing was issued, no number taken. */
  | { outcome: 'seller_details_missing' }
  /** Mark as paid on a day in the future, or before the order arrived: nothing was recorded. */
  | { outcome: 'invalid_paid_on' }
  /** The buyer's invoicing details are incomplete: the invoice waits for the owner to complete them. */
  | { outcome: 'buyer_incomplete'; problems: BuyerProblem[] };

/** Which actions an order's status allows; revoking needs a licence in force. */
export function allowedActions(status: OrderStatus, hasLicenceInForce: boolean): OrderAction[] {
  switch (status) {
    case 'new':
      return ['send-invoice', 'cancel'];
    case 'invoiced':
      return ['mark-paid', 'cancel'];
    case 'licence_sent':
      return hasLicenceInForce
        ? ['revoke-licence', 'reissue-licence', 'refund']
        : ['reissue-licence', 'refund'];
    case 'licence_revoked':
      return ['reissue-licence', 'refund'];
    case 'refunded':
      // The customer kept the licence: it can still be revoked.
      return hasLicenceInForce ? ['revoke-licence'] : [];
    case 'paid':
    case 'cancelled':
      return [];
  }
}

/**
 * Runs one action on one order in one transaction, the order's row locked first: a second press, from another
 * tab or another server instance, waits for the first and then finds the order moved on (a conflict), so it
 * allocates no second number and queues no second mail. The mails are queued in the same transaction.
 */
export async function runOrderAction(
  db: Db,
  settings: OrderActionSettings,
  request: {
    orderId: string;
    action: OrderAction;
    actor: Actor;
    mac?: string;
    /** For Mark as paid: the payment's day and means. */
    payment?: MarkPaidRequest;
    refund?: RefundRequest;
    now?: Date;
  },
): Promise<ActionOutcome> {
  const { action, actor } = request;
  const now = request.now ?? new Date();
  const needsSigner = action === 'mark-paid' || action === 'reissue-licence';
  const key = settings.licenceKey;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) return { outcome: 'not_found' };
    const status = order.status;
    const inForce = await licencesInForce(tx, order.id);
    if (!allowedActions(status, inForce > 0).includes(action)) return { outcome: 'conflict', status };
    if (needsSigner && key.status !== 'ready') return { outcome: 'signing_unavailable' };
    if (action === 'send-invoice' && !canIssueInvoices(settings.legal))
      return { outcome: 'seller_details_missing' };

    switch (action) {
      case 'send-invoice': {
        const { problems } = invoicingBuyer(order.customer);
        if (problems.length > 0) return { outcome: 'buyer_incomplete', problems };
        // The Pay by card link's token opens this order's payment and page; only its hash is kept here.
        // 128 random bits in hexadecimal: printed, the link has no hyphen to break it across lines.
        const payToken = settings.cardPaymentLinkBase ? randomBytes(16).toString('hex') : null;
        const invoice = await issueInvoice(tx, {
          ...settings,
          order,
          now,
          cardPaymentLink: payToken ? `${settings.cardPaymentLinkBase}${payToken}` : undefined,
        });
        if (payToken)
          await tx
            .update(orders)
            .set({ payTokenHash: hashSecret(payToken) })
            .where(eq(orders.id, order.id));
        await setStatus(tx, order, 'invoiced');
        await recordOrderEvent(tx, actor, order, 'invoice_sent', { number: invoice.number });
        await queueOrderMail(tx, 'order_invoice', { orderId: order.id, invoiceId: invoice.id });
        break;
      }
      case 'mark-paid': {
        const payment = request.payment;
        if (!payment) throw new Error('mark-paid without its payment');
        if (payment.paidOn > dateInFrance(now) || payment.paidOn < dateInFrance(order.createdAt))
          return { outcome: 'invalid_paid_on' };
        // The euros the owner says were received: less than due leaves the rest due, and sends nothing.
        const recorded = await recordOwnerPayment(tx, {
          order,
          signer: key.status === 'ready' ? key.signer : null,
          actor,
          payment,
          now,
        });
        if (recorded.outcome !== 'done') return recorded;
        break;
      }
      case 'cancel': {
        const creditNoteId =
          status === 'invoiced' ? await cancelInvoice(tx, settings, order, actor, now) : null;
        await setStatus(tx, order, 'cancelled');
        await recordOrderEvent(tx, actor, order, 'order_cancelled');
        await queueOrderMail(tx, 'order_cancelled', { orderId: order.id, creditNoteId });
        break;
      }
      case 'refund': {
        const refund = request.refund;
        if (!refund) throw new Error('refund without its choice of licence');
        const creditNoteId = await cancelInvoice(tx, settings, order, actor, now);
        const revoked =
          refund.licence === 'revoke'
            ? await revokeLicences(tx, order.id, { by: actor.id, reason: 'revoked' })
            : [];
        await setStatus(tx, order, 'refunded');
        await recordOrderEvent(tx, actor, order, 'order_refunded', {
          licence: refund.licence === 'revoke' ? 'revoked' : 'kept',
        });
        await queueOrderMail(tx, 'order_refunded', {
          orderId: order.id,
          creditNoteId,
          // What the customer is told: a licence revoked only if there was one in force.
          licence: revoked.length > 0 ? 'revoked' : inForce > 0 ? 'kept' : 'none',
        });
        break;
      }
      case 'revoke-licence': {
        await revokeLicences(tx, order.id, { by: actor.id, reason: 'revoked' });
        // A refunded order stays refunded; a licence sent is now a licence revoked.
        if (status === 'licence_sent') await setStatus(tx, order, 'licence_revoked');
        await recordOrderEvent(tx, actor, order, 'licence_revoked', { mac: order.mac });
        break;
      }
      case 'reissue-licence': {
        const mac = macForLicence(request.mac ?? '');
        if (inForce > 0 && mac === order.mac) return { outcome: 'same_mac' };
        await revokeLicences(tx, order.id, { by: actor.id, reason: 'reissued' });
        await tx
          .update(orders)
          .set({ mac, status: 'licence_sent', updatedAt: now })
          .where(eq(orders.id, order.id));
        const licence = await issueLicence(tx, readySigner(key), licenceRequest(order, mac), now);
        await recordOrderEvent(tx, actor, order, 'licence_reissued', { previousMac: order.mac, mac });
        await queueOrderMail(tx, 'order_licence', {
          orderId: order.id,
          licenceId: licence.id,
          previousMac: order.mac,
        });
        break;
      }
    }
    return { outcome: 'done' };
  });
}

/** Cancels the order's invoice with a credit note (the next `A` number), recorded in its history. */
async function cancelInvoice(
  tx: Db,
  settings: OrderActionSettings,
  order: Order,
  actor: Actor,
  now: Date,
): Promise<string> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (!invoice) throw new Error(`invoiced order ${order.id} has no invoice`);
  const creditNote = await issueCreditNote(tx, { ...settings, order, invoice, now });
  await recordOrderEvent(tx, actor, order, 'credit_note_issued', {
    number: creditNote.number,
    invoice: invoice.number,
  });
  return creditNote.id;
}

/** The signer of an action that needs one: such an action was answered `signing_unavailable` before any change. */
function readySigner(key: LicenceKeyState): LicenceSigner {
  if (key.status !== 'ready') throw new Error('licence signing is not available');
  return key.signer;
}

function licenceRequest(order: Order, mac: string) {
  return { orderId: order.id, driver: order.driver, mac };
}

async function licencesInForce(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)));
  return rows.length;
}

async function setStatus(db: Db, order: Order, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, order.id));
}

function recordOrderEvent(
  db: Db,
  actor: Actor,
  order: Order,
  action: Parameters<typeof recordAudit>[1]['action'],
  detail?: Record<string, string>,
) {
  return recordAudit(db, { actor, action, subjectType: 'order', subjectId: order.id, detail });
}

/** Queues a mail to the customer, with a link of its own to the order's page. */
async function queueOrderMail(db: Db, kind: OrderMailKind, payload: Record<string, string | null>) {
  const orderPageToken = await newOrderPageToken(db, String(payload.orderId));
  await db.insert(outbox).values({ kind, payload: { ...payload, orderPageToken } });
}

/**
 * Settles an invoiced order whose payments came short by at most `MAX_WRITE_OFF_CENTS`: the owner writes the
 * difference off, saying why; the order is paid and its licence sent. In one transaction, the order's row
 * locked.
 */
export async function writeOffOrder(
  db: Db,
  licenceKey: LicenceKeyState,
  request: { orderId: string; actor: Actor; reason: string; now?: Date },
): Promise<
  | { outcome: 'done' }
  | { outcome: 'not_found' }
  | { outcome: 'conflict'; status: OrderStatus }
  | { outcome: 'signing_unavailable' }
  | { outcome: 'not_allowed'; dueCents: number }
> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) return { outcome: 'not_found' };
    if (order.status !== 'invoiced') return { outcome: 'conflict', status: order.status };
    if (licenceKey.status !== 'ready') return { outcome: 'signing_unavailable' };
    return writeOffDifference(tx, {
      order,
      signer: licenceKey.signer,
      actor: request.actor,
      reason: request.reason,
      now: request.now ?? new Date(),
    });
  });
}

/**
 * Corrects the buyer's invoicing details of an order whose invoice is not issued yet, in one transaction with
 * the order's row locked (so it cannot race Send invoice), and records who did it in the order's history.
 */
export async function correctBuyer(
  db: Db,
  request: { orderId: string; buyer: OrderCustomer; actor: Actor; now?: Date },
): Promise<{ outcome: 'done' } | { outcome: 'not_found' } | { outcome: 'conflict'; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) return { outcome: 'not_found' };
    const status = order.status;
    if (status !== 'new') return { outcome: 'conflict', status };
    await tx
      .update(orders)
      .set({ customer: request.buyer, updatedAt: request.now ?? new Date() })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, request.actor, order, 'buyer_details_corrected');
    return { outcome: 'done' };
  });
}

/**
 * Stops or resumes the customer's payment reminders of one order, recorded in its history when it changes.
 * False for an unknown order.
 */
export async function setPaymentReminders(
  db: Db,
  request: { orderId: string; on: boolean; actor: Actor },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) return false;
    if (order.paymentRemindersOn === request.on) return true;
    await tx
      .update(orders)
      .set({ paymentRemindersOn: request.on, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(
      tx,
      request.actor,
      order,
      request.on ? 'payment_reminders_resumed' : 'payment_reminders_stopped',
    );
    return true;
  });
}
