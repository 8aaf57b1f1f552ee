import { constants, type KeyObject, sign, verify } from 'node:crypto';
import { z } from 'zod';
import { PRODUCT_KEY_PATTERN, type ProductKey } from '../../../../shared/product-schemas';
import { MAX_LICENCE_LENGTH } from '../../../../shared/licence-schemas';
import { MAC_ADDRESS_PATTERN } from '../../../../shared/message-payloads';
import type { LicenceSigner } from '../../../lib/licence-key/licence-key';

/**
 * The licence format (decision 009): `BASE64URL(payload) + "." + BASE64URL(signature)`, where the payload is
 * UTF-8 JSON and the signature RSASSA-PKCS1-v1_5 with SHA-256 over the ASCII bytes of the first part. Base64url
 * without padding (RFC 4648 §5), so a licence is one line of `A-Z a-z 0-9 - _` and one dot.
 */
export interface LicencePayload {
  licenceId: string;
  /** The catalogue key of the driver, e.g. `netatmo-weather-station`. */
  driver: ProductKey;
  /** The processor's MAC address as it reports it: 12 upper-case hexadecimal digits. */
  mac: string;
  orderId: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
}

const LICENCE_MAC = /^[0-9A-F]{12}$/;

// Fields a later version adds are ignored, so drivers built for this one keep reading its licences.
const payloadSchema = z.object({
  licenceId: z.uuid(),
  // Any product's key: a driver the owner added in the back office is licensed like the first five.
  driver: z.string().max(60).regex(new RegExp(PRODUCT_KEY_PATTERN)),
  mac: z.string().regex(LICENCE_MAC),
  orderId: z.uuid(),
  issuedAt: z.iso.datetime(),
});

const signatureOptions = (key: KeyObject) => ({ key, padding: constants.RSA_PKCS1_PADDING });

/** Signs `payload`; refuses (throws) a payload that `readLicence` would not read back. */
export function signLicence(signer: LicenceSigner, payload: LicencePayload): string {
  const signedPart = signedPartOf(payload);
  const signature = sign('sha256', Buffer.from(signedPart, 'ascii'), signatureOptions(signer.privateKey));
  return `${signedPart}.${signature.toString('base64url')}`;
}

/**
 * `signLicence` on libuv's threads instead of the event loop (the same text: the signature is
 * deterministic): several licences signed at once use the other cores, and the server answers meanwhile.
 * An RSA-3072 signature takes 1 to 6 ms of CPU; a bank statement paying hundreds of orders signs them all.
 */
export async function signLicenceOffThread(signer: LicenceSigner, payload: LicencePayload): Promise<string> {
  const signedPart = signedPartOf(payload);
  const signature = await new Promise<Buffer>((resolve, reject) =>
    sign('sha256', Buffer.from(signedPart, 'ascii'), signatureOptions(signer.privateKey), (error, signed) =>
      error ? reject(error) : resolve(signed),
    ),
  );
  return `${signedPart}.${signature.toString('base64url')}`;
}

function signedPartOf(payload: LicencePayload): string {
  const checked = payloadSchema.parse(payload);
  // One field order, so the same payload always gives the same text.
  const json = JSON.stringify({
    licenceId: checked.licenceId,
    driver: checked.driver,
    mac: checked.mac,
    orderId: checked.orderId,
    issuedAt: checked.issuedAt,
  });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** A licence taken apart, its signature not yet checked. */
export interface ParsedLicence {
  /** The whole licence, without surrounding whitespace. */
  text: string;
  payload: LicencePayload;
  signedPart: string;
  signature: Buffer;
}

/**
 * Takes a licence apart without checking its signature: `malformed` when it is not two base64url parts around
 * a dot, or its payload is not the JSON of a licence. Whitespace around it (a final newline) is ignored.
 */
export function parseLicence(
  text: string,
): { ok: true; licence: ParsedLicence } | { ok: false; reason: 'malformed' } {
  const malformed = { ok: false, reason: 'malformed' } as const;
  const trimmed = text.trim();
  if (trimmed.length > MAX_LICENCE_LENGTH) return malformed;
  const [signedPart, encodedSignature, ...rest] = trimmed.split('.');
  if (signedPart === undefined || encodedSignature === undefined || rest.length > 0) return malformed;
  const payloadBytes = fromBase64url(signedPart);
  const signature = fromBase64url(encodedSignature);
  if (!payloadBytes || !signature) return malformed;

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payloadBytes));
  } catch {
    return malformed;
  }
  const payload = payloadSchema.safeParse(json);
  if (!payload.success) return malformed;
  return { ok: true, licence: { text: trimmed, payload: payload.data, signedPart, signature } };
}

/** Whether the licence's signature is one `publicKey`'s private half made over its first part. */
export function hasValidSignature(publicKey: KeyObject, licence: ParsedLicence): boolean {
  try {
    return verify(
      'sha256',
      Buffer.from(licence.signedPart, 'ascii'),
      signatureOptions(publicKey),
      licence.signature,
    );
  } catch {
    // A key that cannot verify this kind of signature has not signed it.
    return false;
  }
}

/** Reads a licence as the drivers do: its form, then its signature against `publicKey`. */
export function readLicence(
  publicKey: KeyObject,
  text: string,
): { ok: true; payload: LicencePayload } | { ok: false; reason: 'malformed' | 'bad-signature' } {
  const parsed = parseLicence(text);
  if (!parsed.ok) return parsed;
  if (!hasValidSignature(publicKey, parsed.licence)) return { ok: false, reason: 'bad-signature' };
  return { ok: true, payload: parsed.licence.payload };
}

/** The licence file's name, after the driver and the processor, e.g. `netatmo-weather-station-000FFF123456.lic`. */
export function licenceFileName(driver: ProductKey, mac: string): string {
  return `${driver}-${macForLicence(mac)}.lic`;
}

const macAddress = new RegExp(`^${MAC_ADDRESS_PATTERN}$`);

/**
 * A MAC address in the form the processor reports and the licence carries: `00:0f:ff:12:34:56`,
 * `00-0F-FF-12-34-56`, `000f.ff12.3456` and `000fff123456` all give `000FFF123456`. Throws on anything else.
 */
export function macForLicence(mac: string): string {
  const trimmed = mac.trim();
  if (!macAddress.test(trimmed)) {
    throw new RangeError(`Not a MAC address: ${JSON.stringify(mac.slice(0, 40))}`);
  }
  return trimmed.replace(/[:.-]/g, '').toUpperCase();
}

/** Strict base64url without padding: the one encoding of each byte string, or null. */
function fromBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // Node decodes leniently (stray bits in the last character); a licence has one spelling only.
  return bytes.toString('base64url') === text ? bytes : null;
}
