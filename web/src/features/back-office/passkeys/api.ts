import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { backOfficeApi, backOfficeKey, retry } from '@/features/back-office/common/api';

/** The signed-in user's passkeys (`/api/auth/passkeys`): a way to sign in without the password. */

export interface Passkey {
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

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => backOfficeApi.get<PasskeyList>('/api/auth/passkeys', { signal }),
    retry,
  });
}

/** The server's challenge, the browser's prompt to create a passkey, and the server's check of the result. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await backOfficeApi.post<{
        challengeId: string;
        options: PublicKeyCredentialCreationOptionsJSON;
      }>('/api/auth/passkeys/options', {});
      // The WebAuthn helper is downloaded only by those who add a passkey.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options });
      await backOfficeApi.post<unknown>('/api/auth/passkeys', { challengeId, response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backOfficeApi.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
