import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * One query client for the whole visit, provided by the pages that fetch or post. It lives in their chunks
 * so that pages without data (most of the site) do not load TanStack Query before their first paint.
 */
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
