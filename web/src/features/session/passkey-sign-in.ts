import { startAuthentication } from '@simplewebauthn/browser';
import type { SignedIn } from '@shared/auth-schemas';
import { postJson } from '@/lib/api-client';

type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * Signs in with a passkey: the server's challenge, the browser's passkey prompt, the server's check. Loaded
 * only when the button is pressed, so the WebAuthn helper is not in the sign-in page's download.
 */
export async function signInWithPasskey(): Promise<SignedIn> {
  const { challengeId, options } = await postJson<{ challengeId: string; options: AuthenticationOptions }>(
    '/api/auth/passkey-sign-in/options',
    {},
  );
  const response = await startAuthentication({ optionsJSON: options });
  return postJson<SignedIn>('/api/auth/passkey-sign-in', { challengeId, response });
}
