import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeaderDroppingProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Passes every GET on to `target` and sends back its answer as it came, status, body and headers, less the
 * `dropped` response headers: the same page from the same server, so that a measurement beside it shows
 * what those headers alone cost. Listens on loopback, on a free port.
 */
export async function startHeaderDroppingProxy(
  target: string,
  dropped: readonly string[],
): Promise<HeaderDroppingProxy> {
  const droppedNames = new Set(dropped.map((name) => name.toLowerCase()));
  const targetUrl = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: targetUrl.host },
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !droppedNames.has(name.toLowerCase())),
        );
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
