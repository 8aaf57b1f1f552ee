import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language';
import type { Db } from '../../db/client';
import { users, verifications } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { revokeInvitationsSentBy, revokePendingVerifications } from './verifications';

type Actor = { id: string; name: string };

/** The accounts and the invitations still waiting, for the owner's team view. */
export async function listTeam(db: Db) {
  const [accounts, invitations] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        // An owner always handles money, whatever the column says.
        canBill: sql<boolean>`${users.role} = 'owner' or ${users.canBill}`,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.createdAt)),
    db
      .select({
        id: verifications.id,
        email: verifications.target,
        role: verifications.role,
        // Invitations sent before their language was kept were written in the inviter's: English unless said.
        language: sql<Language>`coalesce(${verifications.language}, 'en')`,
        invitedBy: verifications.createdByName,
        expiresAt: verifications.expiresAt,
        createdAt: verifications.createdAt,
      })
      .from(verifications)
      .where(
        and(
          eq(verifications.type, 'invitation'),
          isNull(verifications.usedAt),
          isNull(verifications.revokedAt),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .orderBy(asc(verifications.createdAt)),
  ]);
  return { accounts, invitations };
}

/** Withdraws an invitation, and with it every other invitation still waiting for the same address. */
export async function revokeInvitation(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ email: verifications.target })
      .from(verifications)
      .where(
        and(
          eq(verifications.id, id),
          eq(verifications.type, 'invitation'),
          isNull(verifications.usedAt),
          isNull(verifications.revokedAt),
        ),
      )
      .for('update');
    if (!invitation) return false;
    const revoked = await revokePendingVerifications(tx, invitation.email, 'invitation');
    for (const revokedId of revoked) {
      await recordAudit(tx, {
        actor,
        action: 'invitation_revoked',
        subjectType: 'invitation',
        subjectId: revokedId,
        detail: { email: invitation.email },
      });
    }
    return revoked.includes(id);
  });
}

export type BillingOutcome = 'updated' | 'not_found' | 'owner';

/**
 * Allows a colleague to handle money (send invoices, record payments, cancel, refund, revoke licences), or
 * withdraws it; effective at their next request, since the session reads it each time. The owner always may.
 */
export async function setBilling(
  db: Db,
  id: string,
  allowed: boolean,
  actor: Actor,
): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!account) return 'not_found';
    if (account.role === 'owner') return 'owner';
    if (account.canBill === allowed) return 'updated';
    await tx.update(users).set({ canBill: allowed }).where(eq(users.id, id));
    await recordAudit(tx, {
      actor,
      action: allowed ? 'billing_granted' : 'billing_withdrawn',
      subjectType: 'user',
      subjectId: id,
      detail: { email: account.email, name: account.name },
    });
    return 'updated';
  });
}

export type RemovalOutcome = 'removed' | 'not_found' | 'self';

/**
 * Removes an account; its sessions end at once (on every instance: they are rows), and so does every link still
 * waiting for its address (invitations, password resets) and every invitation it sent that still waits. An
 * owner cannot remove themselves, so the site always keeps an owner.
 */
export async function removeAccount(db: Db, id: string, actor: Actor): Promise<RemovalOutcome> {
  if (id === actor.id) return 'self';
  return db.transaction(async (tx) => {
    // Before the account goes: its removal clears the invitations' `created_by`.
    const sent = await revokeInvitationsSentBy(tx, id);
    const [removed] = await tx
      .delete(users)
      .where(eq(users.id, id))
      .returning({ email: users.email, name: users.name });
    if (!removed) return 'not_found';
    for (const invitation of sent) {
      await recordAudit(tx, {
        actor,
        action: 'invitation_revoked',
        subjectType: 'invitation',
        subjectId: invitation.id,
        detail: { email: invitation.email, reason: 'sender_removed' },
      });
    }
    await revokePendingVerifications(tx, removed.email);
    await recordAudit(tx, {
      actor,
      action: 'user_removed',
      subjectType: 'user',
      subjectId: id,
      detail: { email: removed.email, name: removed.name },
    });
    return 'removed';
  });
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}
