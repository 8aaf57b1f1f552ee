import type { SignedIn } from '../../shared/auth-schemas';
import type { Db } from '../db/client';
import { acceptInvitation, createVerification } from '../features/accounts';

export const TEST_PASSWORD = 'violet-harbour-lantern-42';

/** An account made the way people get one, through an invitation, signed in. */
export async function createAccount(
  db: Db,
  input: { email: string; role: 'owner' | 'staff'; name?: string; password?: string },
): Promise<SignedIn> {
  const { secret } = await createVerification(db, {
    type: 'invitation',
    target: input.email,
    role: input.role,
  });
  const accepted = await acceptInvitation(db, {
    token: secret,
    name: input.name ?? input.email.split('@')[0]!,
    password: input.password ?? TEST_PASSWORD,
    language: 'en',
  });
  if (!accepted.ok) throw new Error(`could not create ${input.email}: ${accepted.reason}`);
  return accepted.value;
}

export const bearer = (session: { accessToken: string }) => ({
  authorization: `Bearer ${session.accessToken}`,
});
