import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** 128-bit security, beyond 2030; signing stays a few milliseconds. */
export const LICENCE_KEY_BITS = 3072;

export interface WrittenKeyPair {
  privateKeyFile: string;
  publicKeyFile: string;
  /** SHA-256 of the public key (DER), to tell keys apart without showing them. */
  fingerprint: string;
}

/** Refused because a file is already there: a licence key is never overwritten. */
export class KeyFileExistsError extends Error {
  constructor(readonly file: string) {
    super(`${file} already exists; a licence key is never overwritten. Choose another path.`);
    this.name = 'KeyFileExistsError';
  }
}

/**
 * Writes a new RSA key pair for licences: `path`, the private key (PKCS#8 PEM, readable by its owner only),
 * and `path.pub`, the public key (SPKI PEM). Refuses to replace either file.
 */
export function writeLicenceKeyPair(path: string): WrittenKeyPair {
  const privateKeyFile = resolve(path);
  const publicKeyFile = `${privateKeyFile}.pub`;
  for (const file of [privateKeyFile, publicKeyFile]) {
    if (existsSync(file)) throw new KeyFileExistsError(file);
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: LICENCE_KEY_BITS });
  // 'wx' fails if the file appeared meanwhile; the mode applies from creation, so the key is never readable by others.
  writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    writeFileSync(publicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }), {
      mode: 0o644,
      flag: 'wx',
    });
  } catch (error) {
    rmSync(privateKeyFile);
    throw error;
  }
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return { privateKeyFile, publicKeyFile, fingerprint: createHash('sha256').update(der).digest('hex') };
}
