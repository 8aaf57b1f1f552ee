import { z } from 'zod';
import { PRODUCT_KEY_PATTERN } from './product-schemas';

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

/**
 * `malformed`: not a licence at all (damaged or truncated copy); `bad-signature`: shaped like a licence but not
 * signed by this site (tampered or forged); `revoked`: genuine, but withdrawn (refunded, or re-issued for
 * another processor), known forever; `unknown`: a licence id the site does not hold (never issued, or deleted
 * with its order by retention), so it cannot vouch for it.
 */
const licenceRefusalReasons = ['malformed', 'bad-signature', 'revoked', 'unknown'] as const;

/** The answer of `POST /api/licences/verify` (always `200` once the request itself is well formed). */
export const licenceVerificationSchema = z
  .discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      driver: z
        .string()
        .regex(new RegExp(PRODUCT_KEY_PATTERN))
        .meta({ description: 'The catalogue key of the driver the licence unlocks.' }),
      mac: z.string().meta({ description: "The processor's MAC address: 12 upper-case hexadecimal digits." }),
      licenceId: z.string().meta({ description: "The licence's id, as printed in the licence." }),
    }),
    z.object({
      valid: z.literal(false),
      reason: z.enum(licenceRefusalReasons).meta({
        description:
          '`malformed`: not a licence (damaged or truncated copy); `bad-signature`: not signed by this site; ' +
          '`revoked`: withdrawn (refunded, or re-issued for another processor); `unknown`: an id the site does ' +
          'not hold.',
      }),
    }),
  ])
  .meta({
    id: 'LicenceVerification',
    examples: [
      {
        valid: true,
        driver: 'netatmo-weather-station',
        mac: '000FFF123456',
        licenceId: '3f2b8c1e-5d4a-4e7b-9c2d-8a1f6e0b7c95',
      },
      { valid: false, reason: 'revoked' },
    ],
  });
export type LicenceVerification = z.infer<typeof licenceVerificationSchema>;
