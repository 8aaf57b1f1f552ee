import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, quotes, quoteVersions } from '../../db/schema';
import { bearer, createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { deleteExpiredQuotes } from './quote-retention';

const buyer = {
  buyerType: 'individual',
  firstName: 'Anne',
  lastName: 'Perrin',
  email: 'anne@example.test',
  address: '2 rue du Lac',
  postcode: '74000',
  city: 'Annecy',
  country: 'FR',
};
const lines = [
  { description: 'Programmation', quantity: 4, unit: 'hour', unitPriceCents: 7_500, vatRatePercent: 10 },
];

describe(`quote retention (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
  });
  afterAll(() => t?.close());

  const quote = async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(owner),
      payload: { language: 'fr', buyer, lines },
    });
    return created.json<{ id: string }>().id;
  };
  const send = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/quotes/${id}/send`, headers: bearer(owner) });
  const exists = async (id: string) =>
    (await t.database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id))).length === 1;

  it('deletes unanswered, declined and draft quotes with their versions and history after the retention, keeps accepted ones', async () => {
    const draft = await quote();
    const unanswered = await quote();
    const accepted = await quote();
    const recent = await quote();
    expect((await send(unanswered)).statusCode).toBe(200);
    expect((await send(accepted)).statusCode).toBe(200);
    await t.database.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, accepted));
    // Thirteen months on, with twelve months' retention; one quote was changed a month before.
    const run = new Date(Date.now() + 395 * 86_400_000);
    await t.database.db
      .update(quotes)
      .set({ updatedAt: new Date(run.getTime() - 30 * 86_400_000) })
      .where(eq(quotes.id, recent));

    expect(await deleteExpiredQuotes(t.database.db, 12, new Date())).toBe(0);
    expect(await deleteExpiredQuotes(t.database.db, 12, run)).toBe(2);

    expect(await exists(draft)).toBe(false);
    expect(await exists(unanswered)).toBe(false);
    expect(await exists(accepted)).toBe(true);
    expect(await exists(recent)).toBe(true);
    const versions = await t.database.db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, unanswered));
    expect(versions).toEqual([]);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, draft))).toEqual(
      [],
    );
  });
});
