import { z } from 'zod';
import type { ProductKey } from './product-schemas';

/**
 * Licences as the outside world checks them: `GET /api/licences/public-key` and `POST /api/licences/verify`.
 * The format itself is decision 009.
 */

/**
 * The longest licence text read. A licence is about 780 characters with a 3072-bit key and 1,630 with an
 * 8192-bit one, so anything longer is refused before it is decoded.
 */
export const MAX_LICENCE_LENGTH = 4096;

/** `POST /api/licences/verify` */
export const verifyLicenceSchema = z.strictObject({
  licence: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(MAX_LICENCE_LENGTH, `must be at most ${MAX_LICENCE_LENGTH} characters`),
});
export type VerifyLicenceRequest = z.infer<typeof verifyLicenceSchema>;

export const licenceRefusalReasons = ['malformed', 'bad-signature', 'revoked', 'unknown'] as const;
/**
 * `malformed`: not a licence at all (damaged or truncated copy); `bad-signature`: shaped like a licence but not
 * signed by this site (tampered or forged); `revoked`: genuine, but withdrawn (refunded, or re-issued for
 * another processor), known forever; `unknown`: a licence id the site does not hold (never issued, or deleted
 * with its order by retention), so it cannot vouch for it.
 */
export type LicenceRefusalReason = (typeof licenceRefusalReasons)[number];

/** The answer of `POST /api/licences/verify` (always `200` once the request itself is well formed). */
export type LicenceVerification =
  | { valid: true; driver: ProductKey; mac: string; licenceId: string }
  | { valid: false; reason: LicenceRefusalReason };
