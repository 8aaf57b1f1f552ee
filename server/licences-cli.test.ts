import { spawnSync } from 'node:child_process';
import { constants, createHash, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { loadLicenceKey } from './lib/licence-key/licence-key';

/** The compiled command, as `npm run licences` runs it (npm test builds before these tests). */
function licences(args: string[]) {
  const run = spawnSync(process.execPath, ['dist/server/licences.js', ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run licences -- keygen', () => {
  let dir = '';
  let server: SiteServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a 3072-bit RSA pair the server signs with, the private half readable by its owner only', () => {
    dir = mkdtempSync(join(tmpdir(), 'licences-cli-'));
    const path = join(dir, 'licence-key.pem');
    const run = licences(['keygen', path]);
    expect(run.status, run.stderr).toBe(0);

    const privatePem = readFileSync(path, 'utf8');
    const publicPem = readFileSync(`${path}.pub`, 'utf8');
    expect(privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const state = loadLicenceKey(path);
    if (state.status !== 'ready') throw new Error(state.detail);
    expect(state.signer.privateKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(state.signer.publicKeyPem).toBe(publicPem);
    const data = Buffer.from('probe', 'ascii');
    const padding = constants.RSA_PKCS1_PADDING;
    const signature = sign('sha256', data, { key: state.signer.privateKey, padding });
    expect(verify('sha256', data, { key: publicPem, padding }, signature)).toBe(true);

    const fingerprint = createHash('sha256')
      .update(createPublicKey(publicPem).export({ type: 'spki', format: 'der' }))
      .digest('hex');
    expect(run.stdout).toContain(`(SHA-256 ${fingerprint})`);
    expect(run.stdout).toContain(`private key: ${path}`);
    expect(run.stdout).toContain(`public key:  ${path}.pub`);
    expect(run.stdout).toContain(`Set LICENCE_PRIVATE_KEY_FILE=${path} in .env`);
    expect(run.stdout).toMatch(/Back up the private key/);
  });

  it('never overwrites a key, nor leaves half a pair', () => {
    dir = mkdtempSync(join(tmpdir(), 'licences-cli-'));
    const path = join(dir, 'licence-key.pem');
    writeFileSync(path, 'the key in use');
    const refused = licences(['keygen', path]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${path} already exists; a licence key is never overwritten.`);
    expect(readFileSync(path, 'utf8')).toBe('the key in use');

    const other = join(dir, 'other.pem');
    writeFileSync(`${other}.pub`, 'a public key in use');
    expect(licences(['keygen', other]).stderr).toContain(`${other}.pub already exists`);
    expect(() => statSync(other)).toThrow();
  });

  it('says why it cannot write, and explains its usage on wrong arguments', () => {
    dir = mkdtempSync(join(tmpdir(), 'licences-cli-'));
    const run = licences(['keygen', join(dir, 'no-such-folder', 'key.pem')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Could not write the key: ENOENT/);
    for (const args of [[], ['keygen'], ['generate', 'key.pem'], ['keygen', 'a.pem', 'b.pem']]) {
      const wrong = licences(args);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toMatch(/^Usage: npm run licences -- keygen PATH/);
    }
  });

  it('writes the key the server publishes once LICENCE_PRIVATE_KEY_FILE names it, as docs/operations.md says', async () => {
    dir = mkdtempSync(join(tmpdir(), 'licences-cli-'));
    const path = join(dir, 'licence-key.pem');
    expect(licences(['keygen', path]).status).toBe(0);
    server = await startSiteServer({ LICENCE_PRIVATE_KEY_FILE: path, LOG_LEVEL: 'silent' });
    const response = await fetch(`${server.baseUrl}/api/licences/public-key`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(readFileSync(`${path}.pub`, 'utf8'));
  });
});
