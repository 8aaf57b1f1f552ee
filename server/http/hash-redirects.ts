import type { FastifyInstance } from 'fastify';

/** Paths the server answers itself; every other extension-less GET is a client route. */
const serverPrefixes = ['/api/', '/GoogleHome/', '/__/', '/healthz', '/metrics', '/assets/', '/downloads/'];

/**
 * The site uses hash routing, so `/store` or `/netatmo-token?code=…` (bookmarks, OAuth redirect targets)
 * would land nowhere. Redirect them to the hash route, query included.
 */
export function registerHashRedirects(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path = '/', query] = splitOnce(request.url, '?');
    if (path === '/' || path === '/index.html') return;
    if (serverPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix)))
      return;
    if (/\.[a-z0-9]+$/i.test(path)) return;
    const route = path.replace(/\/+$/, '') || '/';
    return reply.redirect(`/#${route}${query === undefined ? '' : `?${query}`}`, 302);
  });
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}
