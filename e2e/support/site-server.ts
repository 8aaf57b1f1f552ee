import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SiteServer {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** What `npm start` runs: the compiled server (`npm run build` writes it). */
const SERVER_ENTRY = 'dist/server/main.js';

/** Starts the compiled server as production would (built site, own data folder) and waits for /healthz. */
export async function startSiteServer(
  env: Record<string, string> = {},
  options: { cwd?: string } = {},
): Promise<SiteServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const child = spawn(process.execPath, ['--enable-source-maps', resolve(SERVER_ENTRY)], {
    // The folder it starts in, where .env, site.config.json and content/drivers/packages are looked for.
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      HOST: '127.0.0.1',
      STATIC_DIR: resolve(process.env.E2E_STATIC_DIR ?? './dist/web'),
      OUTBOX_POLL_MS: '200',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('site server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    process: child,
    dataDir,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
