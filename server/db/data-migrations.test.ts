import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from './schema';
import { issueLicence, revokeLicences } from '../lib/licences/licence-store';
import { insertTestOrder, newLicenceSigner } from '../testing/licences';
import { openTestDatabase, testDatabaseKind } from '../testing/test-database';
import type { Database } from './client';

/** The migrations that change data rather than the schema, run again on rows written the old way. */
describe(`data migrations (${testDatabaseKind})`, () => {
  let database: Database;
  const signer = newLicenceSigner();
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const run = (file: string) =>
    database.db.execute(sql.raw(readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')));

  it('0005: an order whose licence was revoked, none in force, reads licence_revoked', async () => {
    const revoked = await insertTestOrder(database.db, { status: 'licence_sent' });
    const kept = await insertTestOrder(database.db, { status: 'licence_sent' });
    for (const order of [revoked, kept])
      await issueLicence(database.db, signer, { orderId: order.id, ...order });
    await revokeLicences(database.db, revoked.id, { by: null, reason: 'revoked' });

    await run('0005_licence_revoked_status.sql');
    const status = async (id: string) =>
      (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await status(revoked.id)).toBe('licence_revoked');
    expect(await status(kept.id)).toBe('licence_sent');
  });
});
