import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DriverTitleKey } from '../../../shared/driver-catalogue';
import type { Db } from '../../db/client';
import { licences } from '../../db/schema';
import { licenceFileName, macForLicence, signLicence } from './licence-format';
import type { LicenceSigner } from './licence-key';

/**
 * Signs a licence for an order and stores it (`db` may be a transaction: the row then exists only if the
 * transaction commits).
 */
export async function issueLicence(
  db: Db,
  signer: LicenceSigner,
  order: { orderId: string; driver: DriverTitleKey; mac: string },
  now: Date = new Date(),
): Promise<{ id: string; text: string; fileName: string }> {
  const id = randomUUID();
  const mac = macForLicence(order.mac);
  const text = signLicence(signer, {
    licenceId: id,
    driver: order.driver,
    mac,
    orderId: order.orderId,
    issuedAt: now.toISOString(),
  });
  await db
    .insert(licences)
    .values({ id, orderId: order.orderId, driver: order.driver, mac, text, issuedAt: now });
  return { id, text, fileName: licenceFileName(order.driver, mac) };
}

/** Revokes the order's licences not revoked yet; returns their ids (none on a second call). */
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
  return revoked.map((row) => row.id);
}

/** The stored licence with this id, as issued, with when it was revoked. */
export async function findIssuedLicence(
  db: Db,
  licenceId: string,
): Promise<{ text: string; revokedAt: Date | null } | null> {
  const [row] = await db
    .select({ text: licences.text, revokedAt: licences.revokedAt })
    .from(licences)
    .where(eq(licences.id, licenceId));
  return row ?? null;
}
