import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verifications } from '../../db/schema';
import { createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe(`the password reset answer tells no account apart (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { email: 'exists@example.test', role: 'staff' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const rows = async (email: string) => ({
    links: (
      await t.database.db
        .select()
        .from(verifications)
        .where(and(eq(verifications.type, 'password_reset'), eq(verifications.target, email)))
    ).length,
    mails: (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset')))
      .map((entry) => entry.payload as { to?: string } | null)
      .filter((payload) => payload?.to === email).length,
  });

  it('does the same work for an address without an account: a link and a mail that is never sent', async () => {
    expect((await ask('exists@example.test')).statusCode).toBe(202);
    expect((await ask('unknown@example.test')).statusCode).toBe(202);
    expect(await rows('exists@example.test')).toEqual({ links: 1, mails: 1 });
    expect(await rows('unknown@example.test')).toEqual({ links: 1, mails: 1 });
    const statuses = await t.database.db
      .select({ status: outbox.status, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'password_reset'));
    const unknown = statuses.find((row) => (row.payload as { to: string }).to === 'unknown@example.test');
    // Never sent: the outbox worker only takes pending mails.
    expect(unknown?.status).toBe('withheld');
  });

  it('takes as long for an address without an account (medians of 30 requests each)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Warm-up, then the two kinds of request in turn, so that a busy moment weighs on both alike.
    for (let round = 0; round < 5; round++) {
      await ask('exists@example.test');
      await ask('nobody@example.test');
    }
    for (let round = 0; round < 30; round++) {
      const pair = [
        ['exists@example.test', known],
        ['nobody@example.test', unknown],
      ] as const;
      // Each goes first in every other round.
      for (const [email, times] of round % 2 ? [...pair].reverse() : pair) {
        const start = performance.now();
        expect((await ask(email)).statusCode).toBe(202);
        times.push(performance.now() - start);
      }
    }
    const [withAccount, without] = [median(known), median(unknown)];
    // Each round's two requests met the same load: their difference is what the answer itself tells.
    const gap = median(known.map((time, round) => time - unknown[round]!));
    console.log(
      `password reset (${testDatabaseKind}): median ${withAccount.toFixed(2)} ms with an account, ${without.toFixed(2)} ms without, median gap ${gap.toFixed(2)} ms (30 each)`,
    );
    // Generous for a shared machine, where a median of 30 moves by a third from one run to the next; before
    // both did the same work, an address with an account took 2.5 to 5 times as long.
    expect(withAccount / without).toBeGreaterThan(0.5);
    expect(withAccount / without).toBeLessThan(2);
  });
});
