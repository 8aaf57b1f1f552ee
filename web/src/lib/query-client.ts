import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-client';

import { retryDelay } from './retry-delay';

export { retryDelay };

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
