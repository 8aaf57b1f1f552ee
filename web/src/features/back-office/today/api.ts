import type { TodaySummary } from '@shared/today-schemas';
import { useQuery } from '@tanstack/react-query';
import { backOfficeApi, backOfficeKey, retry } from '@/features/back-office/common/api';

const todayKey = [...backOfficeKey, 'today'] as const;

/** What waits for the person signed in (`GET /api/today`), read again every minute like the header's count. */
export function useToday() {
  return useQuery({
    queryKey: todayKey,
    queryFn: ({ signal }) => backOfficeApi.get<TodaySummary>('/api/today', { signal }),
    refetchInterval: 60_000,
    retry,
  });
}
