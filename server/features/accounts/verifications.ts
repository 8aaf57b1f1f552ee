import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language';
import type { Db } from '../../db/client';
import { verifications, type verificationTypes } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/secrets';

export type VerificationType = (typeof verificationTypes)[number];

/** How long each kind of mailed link stays valid. */
const VERIFICATION_LIFETIME_MS: Record<VerificationType, number> = {
  invitation: 7 * 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
};

export interface NewVerification {
  type: VerificationType;
  target: string;
  role?: 'owner' | 'staff';
  /** For an invitation: the language its mail is written in. */
  language?: Language;
  /** Who sends it; null (default) for the server itself and the command line. */
  createdBy?: { id: string; name: string } | null;
  /** Made revoked: a link that must cost what a real one costs, and open nothing. */
  inert?: boolean;
}

/** Creates a single-use secret link and returns the secret (only its hash is stored) and the row id. */
export async function createVerification(
  db: Db,
  input: NewVerification,
): Promise<{ id: string; secret: string; expiresAt: Date }> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + VERIFICATION_LIFETIME_MS[input.type]);
  const [row] = await db
    .insert(verifications)
    .values({
      type: input.type,
      target: input.target,
      role: input.role ?? null,
      language: input.language ?? null,
      createdBy: input.createdBy?.id ?? null,
      createdByName: input.createdBy?.name ?? null,
      secretHash: hashSecret(secret),
      expiresAt,
      revokedAt: input.inert ? sql`now()` : null,
    })
    .returning({ id: verifications.id });
  return { id: row!.id, secret, expiresAt };
}

/** The verification a secret opens, while it is unused, unrevoked and unexpired. */
export async function findVerification(db: Db, type: VerificationType, secret: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.type, type),
        eq(verifications.secretHash, hashSecret(secret)),
        isNull(verifications.usedAt),
        isNull(verifications.revokedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/**
 * Marks a verification used, once: of two concurrent uses (two tabs, two instances) only one gets `true`. Run it
 * in the transaction that acts on it.
 */
export async function consumeVerification(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verifications.id, id), isNull(verifications.usedAt), isNull(verifications.revokedAt)))
    .returning({ id: verifications.id });
  return used.length === 1;
}

/**
 * Revokes every invitation still waiting that `userId` sent, and returns them: what a removed account started
 * must not let anyone in after it (an owner could otherwise leave an owner's invitation behind).
 */
export async function revokeInvitationsSentBy(
  db: Db,
  userId: string,
): Promise<{ id: string; email: string }[]> {
  return db
    .update(verifications)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(verifications.createdBy, userId),
        eq(verifications.type, 'invitation'),
        isNull(verifications.usedAt),
        isNull(verifications.revokedAt),
      ),
    )
    .returning({ id: verifications.id, email: verifications.target });
}

/**
 * Revokes every link still waiting for `target` (those of `type` only, when given), and returns their ids: a
 * link must not outlive what it was for (an account removed, an invitation withdrawn or accepted, a password
 * chosen).
 */
export async function revokePendingVerifications(
  db: Db,
  target: string,
  type?: VerificationType,
): Promise<string[]> {
  const revoked = await db
    .update(verifications)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(verifications.target, target),
        type ? eq(verifications.type, type) : undefined,
        isNull(verifications.usedAt),
        isNull(verifications.revokedAt),
      ),
    )
    .returning({ id: verifications.id });
  return revoked.map((row) => row.id);
}
