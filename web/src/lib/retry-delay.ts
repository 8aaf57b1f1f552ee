/** Spec §9: 3 retries, back-off from 1 s doubling up to 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
