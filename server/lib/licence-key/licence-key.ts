import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemErrorCode } from '../thrown-errors';

/** The key that signs licences, with its public half as the drivers and `GET /api/licences/public-key` see it. */
export interface LicenceSigner {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`). */
  publicKeyPem: string;
}

export type LicenceKeyProblem = 'not_configured' | 'unreadable' | 'not_rsa' | 'too_short';

export type LicenceKeyState =
  | { status: 'ready'; signer: LicenceSigner }
  | { status: 'unavailable'; problem: LicenceKeyProblem; detail: string };

/** 2048 bits give the 112-bit security NIST accepts until 2030; `keygen` makes 3072-bit keys (128-bit). */
const MIN_LICENCE_KEY_BITS = 2048;

/** A PEM key is a few kilobytes; a bigger file is not one, and is not read whole. */
const MAX_KEY_FILE_BYTES = 64 * 1024;

const LICENCE_KEYGEN_COMMAND = 'npm run licences -- keygen PATH';

/**
 * Reads the licence signing key (an RSA private key of at least 2048 bits, PEM, PKCS#8) from `file`. Never
 * throws: a missing or unusable key leaves the site running without licences, and `detail` says why.
 */
export function loadLicenceKey(file: string | undefined): LicenceKeyState {
  if (!file) {
    return unavailable('not_configured', 'LICENCE_PRIVATE_KEY_FILE is not set.');
  }
  const path = resolve(file);
  let pem: Buffer;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) return unavailable('unreadable', `LICENCE_PRIVATE_KEY_FILE: ${path} is not a file.`);
    if (stats.size > MAX_KEY_FILE_BYTES) {
      return unavailable('unreadable', `LICENCE_PRIVATE_KEY_FILE: ${path} is too large to be a PEM key.`);
    }
    pem = readFileSync(path);
  } catch (error) {
    return unavailable('unreadable', `LICENCE_PRIVATE_KEY_FILE: cannot read ${path} (${errorCode(error)}).`);
  }

  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pem, format: 'pem' });
  } catch (error) {
    return unavailable(
      'unreadable',
      `LICENCE_PRIVATE_KEY_FILE: ${path} does not hold an unencrypted private key in PEM form ` +
        `("-----BEGIN PRIVATE KEY-----") (${errorCode(error)}).`,
    );
  }
  // 'rsa-pss' keys are RSA too, but their PKCS#8 form forbids the PKCS#1 v1.5 signatures the drivers check.
  if (privateKey.asymmetricKeyType !== 'rsa') {
    return unavailable(
      'not_rsa',
      `LICENCE_PRIVATE_KEY_FILE: ${path} holds a key of type ${privateKey.asymmetricKeyType ?? 'unknown'}; licences ` +
        'need an RSA key (rsaEncryption), the only kind the processors verify.',
    );
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_LICENCE_KEY_BITS) {
    return unavailable(
      'too_short',
      `LICENCE_PRIVATE_KEY_FILE: ${path} holds a ${bits}-bit RSA key; licences need at least ${MIN_LICENCE_KEY_BITS} bits.`,
    );
  }
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { status: 'ready', signer: { privateKey, publicKey, publicKeyPem } };
}

/** Logs, at start, that licences cannot be issued, why, and how to fix it (in every environment). */
export function warnIfLicencesUnavailable(
  state: LicenceKeyState,
  log: { warn(message: string): void },
): void {
  if (state.status === 'unavailable') log.warn(licencesUnavailableWarning(state));
}

/** The start-up warning for a key that cannot sign: what stops working, and how to fix it. */
export function licencesUnavailableWarning(
  state: Extract<LicenceKeyState, { status: 'unavailable' }>,
): string {
  const fix =
    state.problem === 'not_configured'
      ? `Create a key with \`${LICENCE_KEYGEN_COMMAND}\`, set LICENCE_PRIVATE_KEY_FILE to PATH, then restart.`
      : 'Point LICENCE_PRIVATE_KEY_FILE at the licence key, then restart. Only if that key is lost, create a new ' +
        `one with \`${LICENCE_KEYGEN_COMMAND}\` (the drivers must then be rebuilt with its public key and every licence re-issued).`;
  return `Licences cannot be issued: ${state.detail} Orders cannot be marked as paid until then. ${fix}`;
}

function unavailable(
  problem: LicenceKeyProblem,
  detail: string,
): Extract<LicenceKeyState, { status: 'unavailable' }> {
  return { status: 'unavailable', problem, detail };
}

function errorCode(error: unknown): string {
  return systemErrorCode(error) ?? 'unknown error';
}
