import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices, orders, outbox } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { HousekeepingTask } from '../../../lib/housekeeping';
import { dateInFrance } from '../../../../shared/date-in-france';
import type { OrderMailKind } from '../model/order-mail-kind';
import { newOrderPageToken } from '../tracking/order-page-links';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day to another (`YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminder an unpaid invoice is due on `today`: the latest of `reminderDays` (days after the invoice, in
 * France) that has come and is later than the last one sent; null when none. After days without a pass (a
 * server stopped), only the latest is sent: two reminders at once would say the same thing twice.
 */
export function dueReminderDay(
  issueDate: string,
  today: string,
  lastSentDay: number,
  reminderDays: readonly number[],
): number | null {
  const age = daysBetween(issueDate, today);
  const due = reminderDays.filter((day) => day <= age && day > lastSentDay);
  return due.length ? Math.max(...due) : null;
}

/**
 * Queues the customer's payment reminders of unpaid invoices (`PAYMENT_REMINDER_DAYS`), each once: in one
 * transaction the order's row is locked (skipped if another instance holds it), the reminder's day recorded
 * on it, the mail queued and the step written to its history. Never for an order paid, cancelled, or whose
 * reminders the owner stopped; the mail itself is dropped if the order was paid before it went.
 */
export async function sendPaymentReminders(
  db: Db,
  reminderDays: readonly number[],
  now = new Date(),
): Promise<number> {
  if (reminderDays.length === 0) return 0;
  const today = dateInFrance(now);
  const lastDay = Math.max(...reminderDays);
  return db.transaction(async (tx) => {
    const unpaid = await tx
      .select({ order: orders, invoiceId: invoices.id, issuedAt: invoices.issuedAt })
      .from(orders)
      .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
      .where(
        and(
          eq(orders.status, 'invoiced'),
          eq(orders.paymentRemindersOn, true),
          lt(orders.paymentRemindedAtDay, lastDay),
        ),
      )
      .for('update', { of: orders, skipLocked: true });
    let sent = 0;
    for (const { order, invoiceId, issuedAt } of unpaid) {
      const day = dueReminderDay(dateInFrance(issuedAt), today, order.paymentRemindedAtDay, reminderDays);
      if (day === null) continue;
      await tx
        .update(orders)
        .set({ paymentRemindedAtDay: day, updatedAt: now })
        .where(and(eq(orders.id, order.id), lt(orders.paymentRemindedAtDay, day)));
      const kind: OrderMailKind = 'order_payment_reminder';
      const orderPageToken = await newOrderPageToken(tx, order.id);
      await tx.insert(outbox).values({ kind, payload: { orderId: order.id, invoiceId, orderPageToken } });
      await recordAudit(tx, {
        actor: null,
        action: 'payment_reminder_sent',
        subjectType: 'order',
        subjectId: order.id,
        detail: { day: String(day) },
      });
      sent += 1;
    }
    return sent;
  });
}

export function paymentReminderTask(db: Db, reminderDays: readonly number[]): HousekeepingTask {
  return { name: 'payment reminders', run: () => sendPaymentReminders(db, reminderDays) };
}
