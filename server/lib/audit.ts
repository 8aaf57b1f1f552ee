import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type auditActions, auditEvents, type auditSubjects } from '../db/schema';

export type AuditAction = (typeof auditActions)[number];
export type AuditSubject = (typeof auditSubjects)[number];

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
