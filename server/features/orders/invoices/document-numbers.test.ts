import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/client';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import { allocateDocumentNumber, type DocumentSeries } from './document-numbers';

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const allocate = (db: Database['db'], series: DocumentSeries, year: number) =>
  db.transaction((tx) => allocateDocumentNumber(tx, series, year));

const numbersFrom = (first: number, count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(first + index).padStart(4, '0')}`);

describe(`document numbers (${testDatabaseKind})`, () => {
  it('counts from 0001 in each series and year, on its own', async () => {
    expect(await allocate(database.db, 'F', 2030)).toBe('F2030-0001');
    expect(await allocate(database.db, 'F', 2030)).toBe('F2030-0002');
    expect(await allocate(database.db, 'A', 2030)).toBe('A2030-0001');
    expect(await allocate(database.db, 'F', 2031)).toBe('F2031-0001');
    expect(await allocate(database.db, 'F', 2030)).toBe('F2030-0003');
  });

  it('gives the number of a rolled-back transaction to the next document: no gap', async () => {
    expect(await allocate(database.db, 'F', 2032)).toBe('F2032-0001');
    const failed = database.db.transaction(async (tx) => {
      expect(await allocateDocumentNumber(tx, 'F', 2032)).toBe('F2032-0002');
      throw new Error('the mail could not be queued');
    });
    await expect(failed).rejects.toThrow('the mail could not be queued');
    expect(await allocate(database.db, 'F', 2032)).toBe('F2032-0002');
  });

  it('gives 20 concurrent transactions 0001 to 0020, each once', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => allocate(database.db, 'F', 2033)));
    expect([...numbers].sort()).toEqual(numbersFrom(1, 20, 'F2033'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stays continuous with two server instances on one PostgreSQL',
    async () => {
      const other = await openDatabase({ databaseUrl: database.url as string, dataDir: ':memory:' });
      try {
        const numbers = await Promise.all(
          Array.from({ length: 20 }, (_, index) => allocate((index % 2 ? other : database).db, 'A', 2034)),
        );
        expect([...numbers].sort()).toEqual(numbersFrom(1, 20, 'A2034'));
      } finally {
        await other.close();
      }
    },
  );
});
