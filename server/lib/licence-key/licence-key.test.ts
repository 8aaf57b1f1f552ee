import {
  constants,
  generateKeyPairSync,
  type KeyExportOptions,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type LicenceKeyState,
  licencesUnavailableWarning,
  loadLicenceKey,
  warnIfLicencesUnavailable,
} from './licence-key';

const dir = mkdtempSync(join(tmpdir(), 'licence-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function keyFile(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

/** A private key in PEM, PKCS#8 unless told otherwise. */
const pem = (key: KeyObject, encoding: KeyExportOptions<'pem'> = { type: 'pkcs8', format: 'pem' }): string =>
  key.export(encoding).toString();

function expectUnavailable(state: LicenceKeyState, problem: string, detail: RegExp): void {
  expect(state).toEqual({ status: 'unavailable', problem, detail: expect.stringMatching(detail) });
}

describe('loadLicenceKey', () => {
  it('reads an RSA key in PKCS#8 PEM and derives the SPKI public key that verifies its signatures', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const state = loadLicenceKey(keyFile('good.pem', pem(privateKey)));
    if (state.status !== 'ready') throw new Error(`not ready: ${state.detail}`);
    const { signer } = state;
    expect(signer.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const data = Buffer.from('probe', 'ascii');
    const padding = constants.RSA_PKCS1_PADDING;
    const signature = sign('sha256', data, { key: signer.privateKey, padding });
    expect(verify('sha256', data, { key: signer.publicKeyPem, padding }, signature)).toBe(true);
  });

  it('also reads the older PKCS#1 form an existing OpenSSL key may have', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pkcs1 = pem(privateKey, { type: 'pkcs1', format: 'pem' });
    expect(pkcs1).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(loadLicenceKey(keyFile('pkcs1.pem', pkcs1)).status).toBe('ready');
  });

  it('says when no key is configured', () => {
    expectUnavailable(loadLicenceKey(undefined), 'not_configured', /^LICENCE_PRIVATE_KEY_FILE is not set\.$/);
    expectUnavailable(loadLicenceKey(''), 'not_configured', /is not set/);
  });

  it('says which file cannot be read, and why', () => {
    const missing = join(dir, 'missing.pem');
    expectUnavailable(
      loadLicenceKey(missing),
      'unreadable',
      new RegExp(`cannot read ${missing} \\(ENOENT\\)`),
    );
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    expectUnavailable(loadLicenceKey(folder), 'unreadable', /a-folder is not a file/);
    const huge = keyFile('huge.pem', Buffer.alloc(65 * 1024, 'A'));
    expectUnavailable(loadLicenceKey(huge), 'unreadable', /too large to be a PEM key/);
  });

  it.each([
    ['text that is not a key', 'hello'],
    [
      'a DER key',
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'der' }),
    ],
    [
      'a public key',
      generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }),
    ],
    [
      'an encrypted key',
      pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, {
        type: 'pkcs8',
        format: 'pem',
        cipher: 'aes-256-cbc',
        passphrase: 'secret',
      }),
    ],
  ])('refuses %s as unreadable', (_label, content) => {
    expectUnavailable(
      loadLicenceKey(keyFile('not-a-key.pem', content)),
      'unreadable',
      /does not hold an unencrypted private key in PEM form/,
    );
  });

  it.each([
    ['EC P-256', pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey), /a key of type ec;/],
    ['Ed25519', pem(generateKeyPairSync('ed25519').privateKey), /a key of type ed25519;/],
    [
      'RSA-PSS',
      pem(generateKeyPairSync('rsa-pss', { modulusLength: 2048 }).privateKey),
      /a key of type rsa-pss;/,
    ],
  ])('refuses an %s key as not RSA', (_label, key, detail) => {
    const state = loadLicenceKey(keyFile('other.pem', key));
    expectUnavailable(state, 'not_rsa', detail);
    expectUnavailable(state, 'not_rsa', /licences need an RSA key/);
  });

  it('refuses an RSA key shorter than 2048 bits', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expectUnavailable(
      loadLicenceKey(keyFile('short.pem', pem(privateKey))),
      'too_short',
      /holds a 1024-bit RSA key; licences need at least 2048 bits/,
    );
  });

  it('warns with what stops working and how to make a key', () => {
    const warning = licencesUnavailableWarning({
      status: 'unavailable',
      problem: 'not_configured',
      detail: 'LICENCE_PRIVATE_KEY_FILE is not set.',
    });
    expect(warning).toBe(
      'Licences cannot be issued: LICENCE_PRIVATE_KEY_FILE is not set. Orders cannot be marked as paid until ' +
        'then. Create a key with `npm run licences -- keygen PATH`, set LICENCE_PRIVATE_KEY_FILE to PATH, then restart.',
    );
    const unreadable = licencesUnavailableWarning({
      status: 'unavailable',
      problem: 'unreadable',
      detail: 'x.',
    });
    expect(unreadable).toMatch(
      /Point LICENCE_PRIVATE_KEY_FILE at the licence key, then restart\. Only if that key is lost, .*keygen PATH/,
    );
  });

  it('is logged at start when licences cannot be issued, and only then', () => {
    const seen: string[] = [];
    const log = { warn: (message: string) => seen.push(message) };
    warnIfLicencesUnavailable(loadLicenceKey(undefined), log);
    expect(seen).toEqual([
      expect.stringMatching(/^Licences cannot be issued: LICENCE_PRIVATE_KEY_FILE is not set/),
    ]);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    warnIfLicencesUnavailable(loadLicenceKey(keyFile('ready.pem', pem(privateKey))), log);
    expect(seen).toHaveLength(1);
  });
});
