/**
 * How much the ten-year bench seeds (issue 38): a small integrator's ten years at `BENCH_SCALE` 1, every
 * count scaled down (or up) by it. `BENCH_SCALE=0.05` is a quick run.
 */
export interface BenchSizes {
  messages: number;
  /** Of `messages`: two thirds are spam (the honeypot's). */
  spam: number;
  /** Licence orders, each with its message (not spam); all but the new and cancelled ones invoiced. */
  orders: number;
  /** Paid orders refunded with a credit note. */
  creditNotes: number;
}

const FULL = { messages: 100_000, orders: 20_000, creditNotes: 2_000 };

export function benchSizes(scale: number): BenchSizes {
  if (!Number.isFinite(scale) || scale <= 0)
    throw new Error(`BENCH_SCALE must be a positive number: ${scale}`);
  const messages = Math.max(30, Math.round(FULL.messages * scale));
  const spam = Math.round((messages * 2) / 3);
  // The orders' messages are among the messages that are not spam.
  const orders = Math.min(messages - spam, Math.max(10, Math.round(FULL.orders * scale)));
  const creditNotes = Math.min(Math.floor(orders / 2), Math.max(1, Math.round(FULL.creditNotes * scale)));
  return { messages, spam, orders, creditNotes };
}

/** The p-th percentile (0–100) of durations, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
