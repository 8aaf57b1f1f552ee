import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A passkey authenticator in software for API tests (the browser tests use Chromium's virtual authenticator): an
 * ES256 key pair, "none" attestation, and answers to registration and sign-in challenges as a browser would
 * send them for `origin`.
 */
export function createSoftwareAuthenticator(origin: string, userHandle = '') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;

  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);

  const authenticatorData = (rpId: string, attest: boolean) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const flags = USER_PRESENT | USER_VERIFIED | (attest ? ATTESTED_CREDENTIAL : 0);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attest) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey));
    }
    return Buffer.concat(parts);
  };

  const clientData = (type: string, challenge: string, answerOrigin = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: answerOrigin, crossOrigin: false }));

  return {
    id,
    /** The answer to `navigator.credentials.create()` with the server's registration options. */
    register(options: { challenge: string; rp: { id?: string } }) {
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(options.rp.id ?? new URL(origin).hostname, true)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to `navigator.credentials.get()`; `answerOrigin` lets a test play a phishing page. */
    authenticate(options: { challenge: string; rpId?: string }, answerOrigin = origin) {
      counter += 1;
      const data = authenticatorData(options.rpId ?? new URL(origin).hostname, false);
      const client = clientData('webauthn.get', options.challenge, answerOrigin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: b64url(Buffer.from(userHandle)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
