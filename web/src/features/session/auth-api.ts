import type { SignedIn } from '@shared/auth-schemas';
import { postJson } from '@/lib/api-client';

const SIGN_IN_ENDPOINT = '/api/auth/sign-in';

export function signIn(credentials: { email: string; password: string }): Promise<SignedIn> {
  return postJson<SignedIn>(SIGN_IN_ENDPOINT, credentials);
}
