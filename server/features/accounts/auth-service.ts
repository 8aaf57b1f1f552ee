import type { Language } from '../../../shared/language';
import { eq } from 'drizzle-orm';
import type { SignedIn } from '../../../shared/auth-schemas';
import type { Db } from '../../db/client';
import { users, type verifications } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { createSession, revokeSessionsForPasswordChange } from './sessions';
import { accountLink, backOfficeLink } from '../../../shared/account-links';
import { queueAccountMail } from './mails/account-mails';
import {
  consumeVerification,
  createVerification,
  findVerification,
  revokePendingVerifications,
} from './verifications';
import type { ResetMailLimit } from './reset-mail-limit';
import type { SignInLockout } from './sign-in-lockout';

type User = typeof users.$inferSelect;
type Verification = typeof verifications.$inferSelect;

export async function signedIn(db: Db, user: User): Promise<SignedIn> {
  return {
    userId: user.id,
    username: user.name,
    email: user.email,
    role: user.role,
    companyId: null,
    accessToken: await createSession(db, user.id),
    language: user.language,
  };
}

export type SignInOutcome =
  | { ok: true; session: SignedIn }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; scope: 'address' | 'account'; retryAfterSeconds: number };

/**
 * Checks an e-mail and password, unless the lockout refuses this address for now. A wrong address and a wrong
 * password are one answer, and cost the same time (an unknown address is checked against a decoy hash). When
 * the failures bring the account to its ceiling, its holder is mailed (at most once a day).
 */
export async function signIn(
  db: Db,
  lockout: SignInLockout,
  input: { email: string; password: string; ip: string; baseUrl: string },
): Promise<SignInOutcome> {
  const lock = await lockout.check(input.email, input.ip);
  if (lock.locked) {
    return { ok: false, reason: 'locked', scope: lock.scope, retryAfterSeconds: lock.retryAfterSeconds };
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash), input.password);
  if (!user || !valid) {
    const { tellHolder } = await lockout.recordFailure(input.email, input.ip);
    if (tellHolder && user) {
      await queueAccountMail(db, 'sign_in_attack', {
        to: user.email,
        language: user.language,
        name: user.name,
        link: backOfficeLink(input.baseUrl),
      });
    }
    return { ok: false, reason: 'invalid' };
  }
  await lockout.recordSuccess(user.email, input.ip);
  // Whoever knows the password needs no reset link: one still waiting in a mailbox would only be a risk.
  await revokePendingVerifications(db, user.email, 'password_reset');
  return { ok: true, session: await signedIn(db, user) };
}

export type LinkOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'invalid_link' }
  | { ok: false; reason: 'weak_password'; problem: string };

/**
 * What both mailed links do with a new password: check it, open the link, hash the password, then in one
 * transaction use the link up (once, even against a concurrent request) and act on it. `act` answers null when
 * the link can no longer do its job.
 */
async function useLinkWithPassword(
  db: Db,
  input: { type: 'invitation' | 'password_reset'; token: string; password: string },
  act: (tx: Db, verification: Verification, passwordHash: string) => Promise<SignedIn | null>,
): Promise<LinkOutcome<SignedIn>> {
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, reason: 'weak_password', problem };
  const verification = await findVerification(db, input.type, input.token);
  if (!verification) return { ok: false, reason: 'invalid_link' };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const session = (await consumeVerification(tx, verification.id))
      ? await act(tx, verification, passwordHash)
      : null;
    return session ? { ok: true, value: session } : { ok: false, reason: 'invalid_link' };
  });
}

/**
 * Sets a new password from a reset link, voids the account's other reset links, ends every other session, and
 * signs in.
 */
export function resetPassword(
  db: Db,
  input: { token: string; password: string },
): Promise<LinkOutcome<SignedIn>> {
  return useLinkWithPassword(
    db,
    { type: 'password_reset', ...input },
    async (tx, verification, passwordHash) => {
      const [user] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.email, verification.target))
        .returning();
      if (!user) return null;
      // Every other link asked for before is void: none may set a password over this one.
      await revokePendingVerifications(tx, user.email, 'password_reset');
      await revokeSessionsForPasswordChange(tx, user.id);
      return signedIn(tx, user);
    },
  );
}

/** The invitation a link opens, to show its form: for whom, as what, and who sent it. */
export async function openInvitation(db: Db, token: string) {
  const verification = await findVerification(db, 'invitation', token);
  if (!verification) return null;
  return {
    email: verification.target,
    role: verification.role ?? 'staff',
    invitedBy: verification.createdByName,
  } as const;
}

/** Creates the invited account (once: the link is single use) and signs it in. */
export function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string; language: Language },
): Promise<LinkOutcome<SignedIn>> {
  return useLinkWithPassword(db, { type: 'invitation', ...input }, async (tx, verification, passwordHash) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: verification.target,
        name: input.name,
        role: verification.role ?? 'staff',
        passwordHash,
        language: input.language,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // The address already has an account (invited twice, accepted once): the link has done its job.
    if (!user) return null;
    // Any other invitation to this address has done its job too: none may create the account again.
    await revokePendingVerifications(tx, user.email, 'invitation');
    await recordAudit(tx, {
      actor: { id: user.id, name: user.name },
      action: 'invitation_accepted',
      subjectType: 'invitation',
      subjectId: verification.id,
    });
    return signedIn(tx, user);
  });
}

/**
 * Mails a password reset link (single use, 1 hour) when the address has an account and has not had
 * RESET_MAILS_PER_HOUR already; the caller answers the same whatever happened. Every request does the same work:
 * an address without an account (or over its limit) gets a link made inert and a mail that is never sent.
 */
export async function requestPasswordReset(
  db: Db,
  limit: ResetMailLimit,
  input: { email: string; baseUrl: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const withinLimit = await limit.take(input.email);
  const send = user !== undefined && withinLimit;
  await db.transaction(async (tx) => {
    const { secret } = await createVerification(tx, {
      type: 'password_reset',
      target: input.email,
      inert: !send,
    });
    await queueAccountMail(
      tx,
      'password_reset',
      {
        to: input.email,
        language: user?.language ?? 'en',
        name: user?.name ?? '',
        link: accountLink(input.baseUrl, 'passwordReset', secret),
      },
      { withheld: !send },
    );
  });
}
