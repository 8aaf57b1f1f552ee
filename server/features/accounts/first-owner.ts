import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language';
import type { Db } from '../../db/client';
import { users, verifications } from '../../db/schema';
import { createInvitation, type Invitation } from './invitations';

// Any number will do, as long as every instance uses the same one.
const FIRST_OWNER_LOCK_ID = 7_351_902_115;

/**
 * The way the owner gets the first account: while no account exists and no owner invitation is waiting, the
 * server invites `ownerEmail` (mailed through the outbox). Instances starting together take a lock, so one
 * invitation goes out. Returns the invitation made, or null when there was nothing to do.
 */
export async function inviteFirstOwner(
  db: Db,
  input: { ownerEmail: string; baseUrl: string; language: Language },
): Promise<Invitation | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_OWNER_LOCK_ID})`);
    const [account] = await tx.select({ id: users.id }).from(users).limit(1);
    if (account) return null;
    const [waiting] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        and(
          eq(verifications.type, 'invitation'),
          eq(verifications.role, 'owner'),
          isNull(verifications.usedAt),
          isNull(verifications.revokedAt),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (waiting) return null;
    return createInvitation(tx, { email: input.ownerEmail, role: 'owner', by: null, ...input });
  });
}

/** OWNER_EMAIL, or else the address of MAIL_TO (which may read `Name <address>`). */
export function firstOwnerEmail(env: { OWNER_EMAIL?: string; MAIL_TO: string }): string {
  return (env.OWNER_EMAIL ?? /<([^>]+)>/.exec(env.MAIL_TO)?.[1] ?? env.MAIL_TO).trim().toLowerCase();
}
