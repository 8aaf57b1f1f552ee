import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { licenceRevocations, licences } from '../../../db/schema';
import { insertTestOrder, newLicenceSigner } from '../../../testing/licences';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import { readLicence } from './licence-format';
import { findLicenceRecord, issueLicence, revokeLicences } from './licence-store';

const signer = newLicenceSigner();

describe(`licence store (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('signs a licence for the order and stores it, named after the driver and the processor', async () => {
    const order = await insertTestOrder(database.db, { driver: 'risco-alarm', mac: '000FFF123456' });
    const issuedAt = new Date('2026-11-23T16:20:14.123Z');
    const licence = await issueLicence(
      database.db,
      signer,
      { orderId: order.id, driver: 'risco-alarm', mac: '00:0f:ff:12:34:56' },
      issuedAt,
    );
    expect(licence.fileName).toBe('risco-alarm-000FFF123456.lic');
    expect(readLicence(signer.publicKey, licence.text)).toEqual({
      ok: true,
      payload: {
        licenceId: licence.id,
        driver: 'risco-alarm',
        mac: '000FFF123456',
        orderId: order.id,
        issuedAt: '2026-11-23T16:20:14.123Z',
      },
    });
    const [row] = await database.db.select().from(licences).where(eq(licences.id, licence.id));
    expect(row).toMatchObject({
      orderId: order.id,
      driver: 'risco-alarm',
      mac: '000FFF123456',
      text: licence.text,
      issuedAt,
      revokedAt: null,
    });
  });

  it('stores nothing when the transaction it is part of rolls back', async () => {
    const order = await insertTestOrder(database.db);
    let issuedId = '';
    await expect(
      database.db.transaction(async (tx) => {
        issuedId = (
          await issueLicence(tx, signer, { orderId: order.id, driver: order.driver, mac: order.mac })
        ).id;
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('the mail could not be queued');
    expect(issuedId).not.toBe('');
    expect(await findLicenceRecord(database.db, issuedId)).toEqual({ issuedText: null, revoked: false });
  });

  it("revokes the order's licences once, with who and why, on a list that outlives them, and leaves other orders' alone", async () => {
    const order = await insertTestOrder(database.db);
    const other = await insertTestOrder(database.db);
    const issue = (orderId: string) =>
      issueLicence(database.db, signer, { orderId, driver: order.driver, mac: order.mac });
    const first = await issue(order.id);
    const second = await issue(order.id);
    const untouched = await issue(other.id);

    const now = new Date('2026-11-24T09:00:00Z');
    const revoked = await revokeLicences(database.db, order.id, { by: null, reason: 'reissued' }, now);
    expect(revoked.sort()).toEqual([first.id, second.id].sort());
    expect(await revokeLicences(database.db, order.id, { by: null, reason: 'revoked' })).toEqual([]);

    const [row] = await database.db.select().from(licences).where(eq(licences.id, first.id));
    expect(row).toMatchObject({ revokedAt: now, revokedBy: null, revokedReason: 'reissued' });
    expect(await findLicenceRecord(database.db, untouched.id)).toEqual({
      issuedText: untouched.text,
      revoked: false,
    });
    expect(await findLicenceRecord(database.db, first.id)).toEqual({ issuedText: first.text, revoked: true });
    // Retention deletes the licences with their order; the revocation list keeps their ids.
    await database.db.delete(licences).where(eq(licences.orderId, order.id));
    expect(await findLicenceRecord(database.db, second.id)).toEqual({ issuedText: null, revoked: true });
    expect(await database.db.select().from(licenceRevocations)).toEqual(
      expect.arrayContaining([
        { licenceId: first.id, revokedAt: now },
        { licenceId: second.id, revokedAt: now },
      ]),
    );
  });

  it('finds an issued licence by id, and nothing for an id never issued', async () => {
    expect(await findLicenceRecord(database.db, '00000000-0000-4000-8000-000000000000')).toEqual({
      issuedText: null,
      revoked: false,
    });
  });
});
