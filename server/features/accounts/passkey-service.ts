import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PasskeyAnswer, SignedIn } from '../../../shared/auth-schemas';
import type { Db } from '../../db/client';
import { passkeys, users, webauthnChallenges } from '../../db/schema';
import type { SessionUser } from './sessions';
import { signedIn } from './auth-service';

/** Who the passkeys are for: this site's host (the WebAuthn relying party) and its origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const strings = (value: unknown, keys: string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/**
 * The answer in WebAuthn's JSON form, as the library reads it: the API checks only its outline
 * (`passkeyAnswerSchema`), so the fields the library decodes are checked here; the library refuses the rest.
 * An answer without them is refused as one the library could not verify.
 */
const registrationResponse = z.custom<RegistrationResponseJSON>(
  (value) => isRecord(value) && strings(value.response, ['clientDataJSON', 'attestationObject']),
);
const authenticationResponse = z.custom<AuthenticationResponseJSON>(
  (value) => isRecord(value) && strings(value.response, ['clientDataJSON', 'authenticatorData', 'signature']),
);

async function storeChallenge(db: Db, challenge: string, userId: string | null): Promise<string> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS) })
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/** Takes a challenge once: a replayed answer finds nothing. */
async function takeChallenge(db: Db, id: string, userId: string | null): Promise<string | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        gt(webauthnChallenges.expiresAt, new Date()),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

export async function registrationOptions(db: Db, rp: RelyingParty, user: SessionUser) {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      // Stored from the library's own registration info (credential.transports).
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
    // A discoverable credential, so that signing in needs no e-mail address first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { challengeId: await storeChallenge(db, options.challenge, user.id), options };
}

export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  user: SessionUser,
  input: PasskeyAnswer,
): Promise<boolean> {
  const challenge = await takeChallenge(db, input.challengeId, user.id);
  if (!challenge) return false;
  const response = registrationResponse.safeParse(input.response);
  if (!response.success) return false;
  const verification = await verifyRegistrationResponse({
    response: response.data,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return false;
  const { credential } = verification.registrationInfo;
  await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId: user.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing();
  return true;
}

export async function listPasskeys(db: Db, userId: string) {
  return db
    .select({ id: passkeys.id, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

export async function authenticationOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
  return { challengeId: await storeChallenge(db, options.challenge, null), options };
}

/** Signs in with a passkey's answer, or returns null (unknown passkey, bad signature, used challenge). */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  input: PasskeyAnswer,
): Promise<SignedIn | null> {
  const challenge = await takeChallenge(db, input.challengeId, null);
  if (!challenge) return null;
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, input.response.id));
  if (!found) return null;
  const response = authenticationResponse.safeParse(input.response);
  if (!response.success) return null;
  const verification = await verifyAuthenticationResponse({
    response: response.data,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: found.passkey.id,
      publicKey: new Uint8Array(found.passkey.publicKey),
      counter: found.passkey.counter,
      // Stored from the library's own registration info (credential.transports).
      transports: found.passkey.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, found.passkey.id));
  return signedIn(db, found.user);
}
