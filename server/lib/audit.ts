import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import type { OrderEventKind } from '../../shared/order-schemas';

export type AuditAction =
  | 'message_read'
  | 'message_handled'
  | 'message_reopened'
  | 'message_not_spam'
  | 'message_spam'
  | 'message_deleted'
  | 'invitation_sent'
  | 'invitation_revoked'
  | 'invitation_accepted'
  | 'user_removed'
  | 'billing_granted'
  | 'billing_withdrawn'
  | OrderEventKind;

export type AuditSubject = 'message' | 'user' | 'invitation' | 'order';

/** Who did what to which record; null `actor` is the server itself. */
export async function recordAudit(
  db: Db,
  event: {
    actor: { id: string; name: string } | null;
    action: AuditAction;
    subjectType: AuditSubject;
    subjectId: string;
    detail?: Record<string, string>;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? 'Site',
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    detail: event.detail ?? {},
  });
}

/** A record's history, oldest first. */
export async function auditHistory(db: Db, subjectType: AuditSubject, subjectId: string) {
  return db
    .select({
      at: auditEvents.at,
      actorName: auditEvents.actorName,
      action: auditEvents.action,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)))
    .orderBy(asc(auditEvents.at));
}
