// TEMPORARY STUB (replaced by the licences branch)
import type { DriverTitleKey } from '../../../shared/driver-catalogue';
import type { Db } from '../../db/client';
import type { LicenceSigner } from './licence-key';
export async function issueLicence(
  db: Db,
  signer: LicenceSigner,
  order: { orderId: string; driver: DriverTitleKey; mac: string },
  now?: Date,
): Promise<{ id: string; text: string; fileName: string }> {
  throw new Error(`${String(db)}${String(signer)}${order.orderId}${String(now)}`);
}
export async function revokeLicences(
  db: Db,
  orderId: string,
  revoke: { by: string | null; reason: 'revoked' | 'reissued' },
): Promise<string[]> {
  throw new Error(`${String(db)}${orderId}${revoke.reason}`);
}
