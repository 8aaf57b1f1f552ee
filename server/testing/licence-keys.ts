import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { LicenceKeyState } from '../lib/licences/licence-key';

let cached: LicenceKeyState | undefined;

/** A real 2048-bit RSA signing key, made once per test file (generating one takes a moment). */
export function testLicenceKey(): LicenceKeyState & { status: 'ready' } {
  if (!cached) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKey = createPublicKey(privateKey);
    cached = {
      status: 'ready',
      signer: {
        privateKey,
        publicKey,
        publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
    };
  }
  return cached as LicenceKeyState & { status: 'ready' };
}
