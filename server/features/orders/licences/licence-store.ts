import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ProductKey } from '../../../../shared/product-schemas';
import type { Db } from '../../../db/client';
import { licenceRevocations, licences } from '../../../db/schema';
import { licenceFileName, macForLicence, signLicenceOffThread } from './licence-format';
import type { LicenceSigner } from '../../../lib/licence-key/licence-key';

/**
 * Signs a licence for an order and stores it (`db` may be a transaction: the row then exists only if the
 * transaction commits).
 */
export async function issueLicence(
  db: Db,
  signer: LicenceSigner,
  order: { orderId: string; driver: ProductKey; mac: string },
  now: Date = new Date(),
): Promise<{ id: string; text: string; fileName: string }> {
  const [licence] = await issueLicences(db, signer, [order], now);
  return licence!;
}

/** `issueLicence` for several orders, stored by one insert; the licences in the orders' order. */
export async function issueLicences(
  db: Db,
  signer: LicenceSigner,
  orders: { orderId: string; driver: ProductKey; mac: string }[],
  now: Date,
): Promise<{ id: string; text: string; fileName: string }[]> {
  if (orders.length === 0) return [];
  // Signed at once on libuv's threads: a statement's batch pays up to a hundred orders.
  const rows = await Promise.all(
    orders.map(async (order) => {
      const id = randomUUID();
      const mac = macForLicence(order.mac);
      const text = await signLicenceOffThread(signer, {
        licenceId: id,
        driver: order.driver,
        mac,
        orderId: order.orderId,
        issuedAt: now.toISOString(),
      });
      return { id, orderId: order.orderId, driver: order.driver, mac, text, issuedAt: now };
    }),
  );
  await db.insert(licences).values(rows);
  return rows.map((row) => ({ id: row.id, text: row.text, fileName: licenceFileName(row.driver, row.mac) }));
}

/**
 * Revokes the order's licences not revoked yet, and adds them to the revocation list that outlives the order;
 * returns their ids (none on a second call). Run it in the transaction that acts on the order.
 */
export async function revokeLicences(
  db: Db,
  orderId: string,
  revoke: { by: string | null; reason: 'revoked' | 'reissued' },
  now: Date = new Date(),
): Promise<string[]> {
  const revoked = await db
    .update(licences)
    .set({ revokedAt: now, revokedBy: revoke.by, revokedReason: revoke.reason })
    .where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)))
    .returning({ id: licences.id });
  if (revoked.length > 0) {
    await db
      .insert(licenceRevocations)
      .values(revoked.map((row) => ({ licenceId: row.id, revokedAt: now })))
      .onConflictDoNothing();
  }
  return revoked.map((row) => row.id);
}

/**
 * What the site knows of a licence id: the licence as issued while its order is kept (null once retention has
 * deleted it, or for an id never issued), and whether it was revoked (known forever).
 */
export async function findLicenceRecord(
  db: Db,
  licenceId: string,
): Promise<{ issuedText: string | null; revoked: boolean }> {
  const [row] = await db
    .select({ text: licences.text, revokedAt: licences.revokedAt, listed: licenceRevocations.licenceId })
    .from(sql`(select 1) as one`)
    .leftJoin(licences, eq(licences.id, licenceId))
    .leftJoin(licenceRevocations, eq(licenceRevocations.licenceId, licenceId));
  return {
    issuedText: row?.text ?? null,
    revoked: Boolean(row?.revokedAt) || Boolean(row?.listed),
  };
}
