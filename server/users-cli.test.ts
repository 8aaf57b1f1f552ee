import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLinkPaths } from '../shared/account-links';
import { openDatabase } from './db/client';
import { verifications } from './db/schema';
import { hashSecret } from './lib/secrets';

/** The compiled command, as `npm run users` runs it (npm test builds before these tests). */
function users(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['dist/server/users.js', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run users -- invite', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an owner invitation and prints its link on the last line; only its hash is stored', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'users-cli-'));
    const run = users(['invite', 'Owner@Example.test', '--role', 'owner'], {
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://www.example.com',
    });
    expect(run.status, run.stderr).toBe(0);
    const lastLine = run.stdout.trim().split('\n').at(-1)!;
    const prefix = `https://www.example.com/#${accountLinkPaths.invitation.replace(':token', '')}`;
    expect(lastLine.startsWith(prefix)).toBe(true);
    const secret = lastLine.slice(prefix.length);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(verifications);
      expect(row).toMatchObject({ type: 'invitation', target: 'owner@example.test', role: 'owner' });
      expect(row!.secretHash).toBe(hashSecret(secret));
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    } finally {
      await database.close();
    }
  });

  it('says clearly that the server must be stopped when the data folder is in use', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'users-cli-'));
    const database = await openDatabase({ dataDir });
    try {
      const run = users(['invite', 'owner@example.test'], { DATA_DIR: dataDir });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/in use by another process .*stop the server/s);
    } finally {
      await database.close();
    }
  });

  it('explains its usage on wrong arguments', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'users-cli-'));
    const run = users(['invite'], { DATA_DIR: dataDir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Usage: npm run users -- invite EMAIL/);
    expect(users(['invite', 'not-an-address'], { DATA_DIR: dataDir }).stderr).toMatch(/Not an e-mail/);
    expect(users(['invite', 'a@example.test', '--role', 'admin'], { DATA_DIR: dataDir }).status).toBe(2);
  });
});
