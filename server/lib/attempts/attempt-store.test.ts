import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { type AttemptStore, databaseAttemptStore } from './attempt-store';

/** What any attempt store must do (the rules count on it); here for the one in the database. */
describe(`attempt store in the database (${testDatabaseKind})`, () => {
  let database: Database;
  let store: AttemptStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = databaseAttemptStore(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));

  it('answers when the n-th latest attempt under a key was made, within a window', async () => {
    for (const minute of [1, 2, 3, 4]) await store.add(['a', 'b'], at(minute), at(60));
    await store.add(['b'], at(5), at(60));
    expect(await store.nthLatest('a', at(0), 1)).toEqual(at(4));
    expect(await store.nthLatest('a', at(0), 3)).toEqual(at(2));
    expect(await store.nthLatest('a', at(0), 5)).toBeNull();
    expect(await store.nthLatest('a', at(2), 3)).toBeNull();
    expect(await store.nthLatest('b', at(0), 5)).toEqual(at(1));
    expect(await store.nthLatest('unknown', at(0), 1)).toBeNull();
  });

  it('forgets a key, and what is past its keep-until date', async () => {
    await store.add(['gone'], at(1), at(60));
    await store.clear('gone');
    expect(await store.nthLatest('gone', at(0), 1)).toBeNull();

    await store.add(['short'], at(1), at(10));
    await store.add(['long'], at(1), at(30));
    await store.prune(at(20));
    expect(await store.nthLatest('short', at(0), 1)).toBeNull();
    expect(await store.nthLatest('long', at(0), 1)).toEqual(at(1));
  });

  it('grants a claim once until it ends, even to concurrent callers', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => store.claim('mail', at(0), at(30))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claim('mail', at(29), at(59))).toBe(false);
    expect(await store.claim('mail', at(31), at(59))).toBe(true);
    expect(await store.claim('other', at(31), at(59))).toBe(true);
  });
});
