import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

export interface HeaderDroppingProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Passes every request on to `target` and sends back its answer as it came, status, body and headers, less the
 * `dropped` response headers: the same page from the same server, so that a measurement beside it shows
 * what those headers alone cost. Listens on loopback, on a free port.
 */
export async function startHeaderDroppingProxy(
  target: string,
  dropped: readonly string[],
): Promise<HeaderDroppingProxy> {
  const droppedNames = new Set(dropped.map((name) => name.toLowerCase()));
  const app = Fastify();
  await app.register(proxy, {
    upstream: target,
    replyOptions: {
      rewriteHeaders: (headers) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => !droppedNames.has(name.toLowerCase()))),
    },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, stop: () => app.close() };
}
