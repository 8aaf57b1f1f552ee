import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { backOfficeApi, backOfficeKey, useApiChange, useApiQuery } from '@/features/back-office/common/api';

/** The signed-in user's passkeys (`/api/auth/passkeys`): a way to sign in without the password. */

interface Passkey {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const passkeysKey = [...backOfficeKey, 'passkeys'] as const;

/** `unavailable: 'ip_address'`: the site is reached by an IP address, and browsers make no passkey for one. */
export interface PasskeyList {
  passkeys: Passkey[];
  unavailable: 'ip_address' | null;
}

export const usePasskeys = () => useApiQuery<PasskeyList>(passkeysKey, '/api/auth/passkeys');

/** The server's challenge, the browser's prompt to create a passkey, and the server's check of the result. */
export const useAddPasskey = () =>
  useApiChange(async () => {
    const { challengeId, options } = await backOfficeApi.post<{
      challengeId: string;
      options: PublicKeyCredentialCreationOptionsJSON;
    }>('/api/auth/passkeys/options', {});
    // The WebAuthn helper is downloaded only by those who add a passkey.
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({ optionsJSON: options });
    await backOfficeApi.post<unknown>('/api/auth/passkeys', { challengeId, response });
  }, [passkeysKey]);

export const useRemovePasskey = () =>
  useApiChange(
    (id: string) => backOfficeApi.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`),
    [passkeysKey],
  );
