import type { LicenceVerification } from '../../../../shared/licence-schemas';
import type { Db } from '../../../db/client';
import { hasValidSignature, parseLicence } from './licence-format';
import type { LicenceKeyState } from '../../../lib/licence-key/licence-key';
import { findLicenceRecord } from './licence-store';

/**
 * Checks a licence online, where revocation is known. Genuine means signed by the current key, or exactly
 * the text of a licence this site issued: so a licence still checks out while the key is missing (the site
 * answers, it just cannot sign) and, after a key change, for what the old key signed. Valid needs a genuine
 * licence the site holds, not revoked. A revocation is known forever, even once retention has deleted the
 * order; an id the site does not hold (never issued, or deleted with its order) is `unknown`, never valid on
 * its signature alone.
 */
export async function verifyLicence(
  db: Db,
  key: LicenceKeyState,
  text: string,
): Promise<LicenceVerification> {
  const parsed = parseLicence(text);
  if (!parsed.ok) return { valid: false, reason: 'malformed' };
  const { licence } = parsed;

  const record = await findLicenceRecord(db, licence.payload.licenceId);
  const signedByKey = key.status === 'ready' && hasValidSignature(key.signer.publicKey, licence);
  const genuine = record.issuedText === licence.text || signedByKey;
  // Without the key, a text the site does not hold cannot be told genuine or not: only its id speaks.
  const checkable = record.issuedText !== null || key.status === 'ready';
  if (checkable && !genuine) return { valid: false, reason: 'bad-signature' };
  if (record.revoked) return { valid: false, reason: 'revoked' };
  if (record.issuedText === null) return { valid: false, reason: 'unknown' };
  const { driver, mac, licenceId } = licence.payload;
  return { valid: true, driver, mac, licenceId };
}
