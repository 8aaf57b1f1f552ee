import type { LicenceVerification } from '../../../shared/licence-schemas';
import type { Db } from '../../db/client';
import { hasValidSignature, parseLicence } from '../../lib/licences/licence-format';
import type { LicenceKeyState } from '../../lib/licences/licence-key';
import { findIssuedLicence } from '../../lib/licences/licence-store';

/**
 * Checks a licence online, where revocation is known. Genuine means signed by the current key, or exactly
 * the text of a licence this site issued: so a licence still checks out while the key is missing (the site
 * answers, it just cannot sign) and, after a key change, for what the old key signed. Genuine and not
 * revoked is valid.
 */
export async function verifyLicence(
  db: Db,
  key: LicenceKeyState,
  text: string,
): Promise<LicenceVerification> {
  const parsed = parseLicence(text);
  if (!parsed.ok) return { valid: false, reason: 'malformed' };
  const { licence } = parsed;

  const issued = await findIssuedLicence(db, licence.payload.licenceId);
  const genuine =
    issued?.text === licence.text ||
    (key.status === 'ready' && hasValidSignature(key.signer.publicKey, licence));
  if (!genuine) return { valid: false, reason: 'bad-signature' };
  if (issued?.revokedAt) return { valid: false, reason: 'revoked' };
  const { driver, mac, licenceId } = licence.payload;
  return { valid: true, driver, mac, licenceId };
}
