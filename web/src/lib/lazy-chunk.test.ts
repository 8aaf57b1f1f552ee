import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage } from './lazy-chunk';

describe('lazy route chunks', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the page component to the router', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed load into a ChunkLoadError', async () => {
    const load = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = lazyPage(() => new Promise<never>(() => undefined))();
    const outcome = expect(pending).rejects.toThrow(/timed out after 120 s/);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
  });
});
