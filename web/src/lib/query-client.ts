import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-client';

/** Spec §9: 3 retries, back-off from 1 s doubling up to 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: {
        // A form submission is retried only when it may not have arrived; its Idempotency-Key makes that safe.
        retry: (failureCount, error) => failureCount < 3 && isRetryable(error),
        retryDelay,
      },
    },
  });
}
