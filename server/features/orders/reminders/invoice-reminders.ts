import { sql } from 'drizzle-orm';
import { INVOICE_REMINDER_AFTER_HOURS } from '../../../../shared/order-schemas';
import type { Db } from '../../../db/client';
import { auditEvents, orders, outbox } from '../../../db/schema';
import type { HousekeepingTask } from '../../../lib/housekeeping';
import type { OrderMailKind } from '../model/order-mail-kind';

/**
 * Reminds the owner, once per order, of an order still not invoiced some hours after it arrived, so the
 * store's promise (an invoice within 24 hours) is kept. One statement: the order is marked reminded, the mail
 * queued and the step recorded together; on two instances only one update finds the order unreminded.
 */
export function invoiceReminderTask(db: Db): HousekeepingTask {
  const kind: OrderMailKind = 'order_invoice_reminder';
  return {
    name: 'invoice reminders',
    run: () =>
      db.execute(sql`
        with due as (
          update ${orders} set reminder_sent_at = now()
          where status = 'new' and reminder_sent_at is null
            and created_at <= now() - make_interval(hours => ${INVOICE_REMINDER_AFTER_HOURS})
          returning id
        ),
        mails as (
          insert into ${outbox} (kind, payload)
          select ${kind}, jsonb_build_object('orderId', due.id) from due
          returning id
        ),
        events as (
          insert into ${auditEvents} (actor_name, action, subject_type, subject_id)
          select 'Site', 'invoice_reminder_sent', 'order', due.id from due
          returning id
        )
        select count(*)::int as reminded from due`),
  };
}
