import { describe, expect, it } from 'vitest';
import { benchSizes, percentile } from './sizes';

describe('the ten-year bench sizes', () => {
  it('are the issue’s ten years at scale 1: 100,000 messages, two thirds spam, 20,000 orders, 2,000 credit notes', () => {
    expect(benchSizes(1)).toEqual({ messages: 100_000, spam: 66_667, orders: 20_000, creditNotes: 2_000 });
  });

  it('scale down for a quick run, orders staying among the messages that are not spam', () => {
    const sizes = benchSizes(0.05);
    expect(sizes).toEqual({ messages: 5_000, spam: 3_333, orders: 1_000, creditNotes: 100 });
    const tiny = benchSizes(0.0001);
    expect(tiny.orders).toBeLessThanOrEqual(tiny.messages - tiny.spam);
    expect(tiny.creditNotes).toBeLessThanOrEqual(tiny.orders / 2);
  });

  it('refuse a scale that is not a positive number', () => {
    expect(() => benchSizes(0)).toThrow(/BENCH_SCALE/);
    expect(() => benchSizes(Number('x'))).toThrow(/BENCH_SCALE/);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
