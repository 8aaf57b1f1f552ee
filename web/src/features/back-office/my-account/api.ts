import type { AccountSession } from '@shared/auth-schemas';
import { backOfficeApi, backOfficeKey, useApiChange, useApiQuery } from '@/features/back-office/common/api';
import { useMainStore } from '@/lib/session/main-store';

/** What the signed-in person changes for themselves (`/api/account/*`): name, password, sessions. */

const sessionsKey = [...backOfficeKey, 'account', 'sessions'] as const;

export const useAccountSessions = () =>
  useApiQuery<{ sessions: AccountSession[] }>(sessionsKey, '/api/account/sessions');

/** The header shows the new name at once. */
export function useChangeName() {
  const rename = useMainStore((state) => state.rename);
  return useApiChange(async (name: string) => {
    const answer = await backOfficeApi.put<{ name: string }>('/api/account/name', { name });
    rename(answer.name);
    return answer;
  }, []);
}

/** Every other session ends with the old password: the list is read again. */
export const useChangePassword = () =>
  useApiChange(
    (passwords: { currentPassword: string; newPassword: string }) =>
      backOfficeApi.put<unknown>('/api/account/password', passwords),
    [sessionsKey],
  );

export const useEndSession = () =>
  useApiChange(
    (id: string) => backOfficeApi.delete(`/api/account/sessions/${encodeURIComponent(id)}`),
    [sessionsKey],
  );

export const useEndOtherSessions = () =>
  useApiChange(
    () => backOfficeApi.post<{ ended: number }>('/api/account/sessions/end-others', {}),
    [sessionsKey],
  );
