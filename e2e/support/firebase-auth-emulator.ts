import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './site-server';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it (127.0.0.1, the page's host name too). */
  host: string;
  url: string;
  projectId: string;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline: the UI is disabled, as in firebase.json) on a
 * free port, and waits until it answers.
 */
export async function startAuthEmulator(projectId = 'demo-test'): Promise<AuthEmulator> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, logging: { level: 'WARN' } },
    }),
  );
  const bin = resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', config],
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`Auth emulator exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      throw new Error(`Auth emulator did not answer within 90 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  return {
    host: `127.0.0.1:${port}`,
    url,
    projectId,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
