import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeaderDroppingProxy, startHeaderDroppingProxy } from './header-dropping-proxy';

describe('startHeaderDroppingProxy', () => {
  let origin: Server;
  let proxy: HeaderDroppingProxy;

  beforeAll(async () => {
    origin = createServer((request, response) => {
      response.writeHead(request.url === '/missing' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'content-security-policy': "default-src 'self'",
        'x-seen-accept-language': request.headers['accept-language'] ?? '',
      });
      response.end(`<!doctype html><p>${request.url}</p>`);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as AddressInfo;
    proxy = await startHeaderDroppingProxy(`http://127.0.0.1:${port}`, ['Cross-Origin-Opener-Policy']);
  });

  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => origin.close(resolve));
  });

  it('sends the page as the server sent it, less the dropped header', async () => {
    const response = await fetch(`${proxy.baseUrl}/lcp-floor.html`, {
      headers: { 'Accept-Language': 'fr-FR' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><p>/lcp-floor.html</p>');
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-seen-accept-language')).toBe('fr-FR');
  });

  it("keeps the server's status", async () => {
    expect((await fetch(`${proxy.baseUrl}/missing`)).status).toBe(404);
  });
});
