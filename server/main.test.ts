import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';

/** Sends a request's head now and its body when `finish` is called; resolves with the raw answer. */
function slowRequest(baseUrl: string, body: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const answer = new Promise<string>((resolve, reject) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const headSent = new Promise<void>((resolve) =>
    socket.once('connect', () =>
      socket.write(
        `POST /api/messages HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        () => resolve(),
      ),
    ),
  );
  return { headSent, finish: () => socket.write(body), answer };
}

describe('server process', () => {
  let server: SiteServer | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
  });

  it('on SIGTERM, finishes the request in flight, then exits 0', async () => {
    server = await startSiteServer({ LOG_LEVEL: 'silent' });
    const request = slowRequest(
      server.baseUrl,
      JSON.stringify({ type: 'contact', name: 'Ada', email: 'ada@example.test', message: 'Hello', hp: '' }),
    );
    await request.headSent;
    // Connections are taken in order: once a later request is answered, the server holds this one.
    expect((await fetch(`${server.baseUrl}/healthz`)).ok).toBe(true);
    const exited = new Promise<number | null>((resolve) =>
      server!.process.once('exit', (code) => resolve(code)),
    );
    server.process.kill('SIGTERM');
    const health = () =>
      fetch(`${server!.baseUrl}/healthz`).then(
        (response) => (response.ok ? 'up' : 'closing'),
        () => 'closed',
      );
    await expect.poll(health, { timeout: 10_000 }).not.toBe('up');
    request.finish();
    expect(await request.answer).toMatch(/^HTTP\/1\.1 202/);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });

  it('refuses to start with a bad setting', async () => {
    await expect(startSiteServer({ PORT: '99999', LOG_LEVEL: 'silent' })).rejects.toThrow(
      /exited with code 1/,
    );
  });
});
