import { useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@shared/setup-schemas';
import { backOfficeApi, backOfficeKey, retry } from '@/features/back-office/common/api';

const setupKey = [...backOfficeKey, 'setup'] as const;

/** What is set and what is not (`GET /api/setup`): it changes only when the server restarts. */
export function useSetupStatus() {
  return useQuery({
    queryKey: setupKey,
    queryFn: ({ signal }) => backOfficeApi.get<SetupStatus>('/api/setup', { signal }),
    staleTime: 5 * 60_000,
    retry,
  });
}
