import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../shared/auth-schemas';
import { bearer, createAccount } from './testing/accounts';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

/**
 * Issue 40, item 2: over real sockets (inject cannot hold a connection open), an upload is refused on its
 * headers before its body is read, and a client that stops sending is cut off.
 */

interface RawExchange {
  socket: Socket;
  /** What the server sent so far, as text. */
  received(): string;
  closed: Promise<number>;
}

const opened: Socket[] = [];

function rawRequest(port: number, head: string, firstBytes: Buffer = Buffer.alloc(0)): RawExchange {
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);
  let received = '';
  const started = Date.now();
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A reset once the server gave up on us is what is expected here.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.write(head);
  if (firstBytes.length) socket.write(firstBytes);
  return { socket, received: () => received, closed };
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

const within = (promise: Promise<number>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

const MB = 1024 * 1024;

function head(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe(`requests refused or cut before their body is read (${testDatabaseKind})`, () => {
  let t: TestApp;
  let port: number;
  let owner: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_IDLE_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '1500' },
    });
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (headers: Record<string, string>) =>
    head('PUT', '/api/products/risco-alarm/files/package?name=x.c4z', {
      'content-type': 'application/octet-stream',
      'content-length': 20 * MB,
      ...headers,
    });
  const statement = (headers: Record<string, string>) =>
    head('POST', '/api/bank-statements?fileName=statement.xml', {
      'content-type': 'application/xml',
      'content-length': 10 * MB,
      ...headers,
    });

  it.each([
    ['an anonymous 20 MB upload', () => upload({}), 401],
    ['an anonymous 10 MB statement', () => statement({}), 401],
    ['a 20 MB upload by a colleague (only the owner uploads)', () => upload(bearer(staff)), 403],
    ['a 10 MB statement by a colleague who may not bill', () => statement(bearer(staff)), 403],
  ])(
    'answers %s on its headers, having read a few bytes of the body, and closes the connection',
    async (_name, request, status) => {
      const exchange = rawRequest(port, request(), Buffer.alloc(1024, 0x41));
      expect(await until(() => exchange.received().includes('\r\n\r\n'), 3000)).toBe(true);
      expect(exchange.received()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(exchange.received().toLowerCase()).toContain('connection: close');
      // The rest of the body is never waited for: the server hangs up though we still owe 20 MB.
      expect(await within(exchange.closed, 3000)).not.toBeNull();
    },
  );

  it('cuts an upload whose body stops coming, after the idle timeout', async () => {
    const exchange = rawRequest(port, upload(bearer(owner)), Buffer.alloc(64 * 1024, 0x41));
    const closedAfter = await within(exchange.closed, 5000);
    expect(closedAfter).not.toBeNull();
    expect(exchange.received()).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('cuts a client that never finishes its headers', async () => {
    const exchange = rawRequest(port, 'PUT /api/products/risco-alarm/files/package HTTP/1.1\r\nhost: x\r\n');
    expect(await within(exchange.closed, 5000)).not.toBeNull();
  });

  it('cuts a body trickled byte by byte once the whole request took longer than the request timeout', async () => {
    const exchange = rawRequest(port, upload(bearer(owner)));
    const trickle = setInterval(() => {
      if (!exchange.socket.destroyed) exchange.socket.write('A');
    }, 100);
    try {
      const closedAfter = await within(exchange.closed, 8000);
      expect(closedAfter).not.toBeNull();
      expect(closedAfter).toBeGreaterThanOrEqual(1400);
    } finally {
      clearInterval(trickle);
    }
  });

  it('still serves a whole request and keeps the connection for the next one', async () => {
    const exchange = rawRequest(port, head('GET', '/healthz', {}));
    expect(await until(() => /\r\n\r\n[\s\S]*\}/.test(exchange.received()), 3000)).toBe(true);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 200 /);
    exchange.socket.destroy();
  });
});
