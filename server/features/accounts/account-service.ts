import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { revokeSessionsForPasswordChange, type SessionUser } from './sessions';

/** The signed-in person's own name, as the team, the history and their mails show it from now on. */
export async function changeOwnName(db: Db, user: SessionUser, name: string): Promise<void> {
  if (name === user.name) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: { id: user.id, name },
      action: 'name_changed',
      subjectType: 'user',
      subjectId: user.id,
      detail: { before: user.name, after: name },
    });
  });
}

export type PasswordChangeOutcome =
  { ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; problem: string };

/**
 * Sets a new password once the current one is given: every other session of the person ends (whoever had the
 * old password is signed out), the one asking stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeOutcome> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword)))
    return { ok: false, field: 'currentPassword', problem: 'is not your current password' };
  const problem = passwordProblem(input.newPassword);
  if (problem) return { ok: false, field: 'newPassword', problem };
  if (input.newPassword === input.currentPassword)
    return { ok: false, field: 'newPassword', problem: 'must differ from the current password' };
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessionsForPasswordChange(tx, user.id, user.sessionId);
    await recordAudit(tx, {
      actor: { id: user.id, name: user.name },
      action: 'password_changed',
      subjectType: 'user',
      subjectId: user.id,
    });
  });
  return { ok: true };
}
