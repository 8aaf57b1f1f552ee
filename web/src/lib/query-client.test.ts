import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { createQueryClient, retryDelay } from './query-client';

describe('query client defaults (spec §9)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('retries queries 3 times', () => {
    expect(defaults.queries?.retry).toBe(3);
  });

  it('backs off exponentially from 1 s, doubling, up to 30 s', () => {
    const delay = defaults.queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map(delay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(delay).toBe(retryDelay);
  });

  it('keeps unused data 5 minutes', () => {
    expect(defaults.queries?.gcTime).toBe(300_000);
  });

  it('refetches on window focus and on reconnect', () => {
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
  });

  it('retries a submission up to 3 times, only when it may not have arrived', () => {
    const retry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    expect(retry(2, new ApiError(503, 'unavailable'))).toBe(true);
    expect(retry(3, new NetworkError(null))).toBe(false);
    expect(retry(0, new ApiError(400, 'bad input'))).toBe(false);
    expect(retry(0, new ApiError(429, 'slow down'))).toBe(false);
  });
});
