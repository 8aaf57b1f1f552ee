import { describe, expect, it } from 'vitest';
import { dateInFrance } from './date-in-france';

describe('dateInFrance', () => {
  it('turns the day at midnight in Paris: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(dateInFrance(new Date('2026-11-27T22:59:59Z'))).toBe('2026-11-27');
    expect(dateInFrance(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(dateInFrance(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(dateInFrance(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('gives the same day whatever the time zone of the machine', () => {
    const zone = process.env.TZ;
    try {
      for (const machine of ['UTC', 'America/New_York', 'Pacific/Auckland']) {
        process.env.TZ = machine;
        expect(dateInFrance(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
