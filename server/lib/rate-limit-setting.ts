import { z } from 'zod';

/** How many requests one client address may make in a time window. */
export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

const units = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

const pattern = /^(\d+)\s*\/\s*(\d+)?\s*(second|minute|hour|day)s?$/i;

/**
 * A rate-limit setting written as `<count>/<window>`, e.g. `10/minute`, `30/15 minutes`, `500/1 hour`, so each
 * limit of `.env.example` reads as one value.
 */
export const rateLimitSetting = z.string().transform((value, ctx): RateLimitSetting => {
  const match = pattern.exec(value.trim());
  const max = Number(match?.[1]);
  const windows = Number(match?.[2] ?? 1);
  if (!match || max < 1 || windows < 1) {
    ctx.addIssue({ code: 'custom', message: 'must read like "10/minute" or "30/15 minutes"' });
    return z.NEVER;
  }
  // The pattern's third group matches only the names of `units`, in any case.
  return { max, windowMs: windows * units[match[3]!.toLowerCase() as keyof typeof units] };
});
