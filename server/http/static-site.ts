import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicSettings } from '../../shared/public-settings';
import { extractEntryScripts, prerenderMarkup, type PrerenderedRoutes, renderPrerender } from './prerender';

const SETTINGS_MARKER = '<!--app-settings-->';
const PRERENDER_MARKER = '<!--app-prerender-->';

/**
 * Serves the built site. Hashed files under /assets/ never change, so browsers keep them a year; the HTML
 * is revalidated on every visit. Files were compressed at build time (.br, .gz) and are sent as such.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: { staticDir: string; settings: PublicSettings },
): Promise<void> {
  const root = resolve(options.staticDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ root }, 'site not built: run `npm run build`; only the API is served');
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The site is not built yet: run npm run build.'),
    );
    return;
  }

  const settingsJson = JSON.stringify(options.settings).replace(/</g, '\\u003c');
  const template = readFileSync(indexPath, 'utf8').replace(
    SETTINGS_MARKER,
    `<script id="app-settings" type="application/json">${settingsJson}</script>`,
  );
  let prerendered: PrerenderedRoutes | null = null;
  try {
    prerendered = await renderPrerender(root, options.settings);
  } catch (error) {
    app.log.warn({ err: error }, 'first-screen prerender failed: pages paint once their scripts have run');
  }
  if (!prerendered) app.log.info('no first-screen prerender in this build');
  const scripts = prerendered ? extractEntryScripts(template) : null;
  const page = (lang: 'en' | 'fr') =>
    scripts && prerendered
      ? scripts.html
          .replace('<html lang="en">', `<html lang="${lang}" data-negotiated-lang="${lang}">`)
          .replace(PRERENDER_MARKER, () => prerenderMarkup(prerendered[lang], scripts))
      : template
          .replace('<html lang="en">', `<html lang="${lang}" data-negotiated-lang="${lang}">`)
          .replace(PRERENDER_MARKER, '');
  // The two pages never change while the server runs: compressed once here, not on every request.
  const pages = { en: encodedPage(page('en')), fr: encodedPage(page('fr')) };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoded = pages[prefersFrench(request.headers['accept-language']) ? 'fr' : 'en'];
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(encoded[encoding]);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    wildcard: true,
    // The built site's dot folders (the prerender's server bundle) are not for browsers.
    allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(root, 'assets')}/`);
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}

type Encoding = 'br' | 'gzip' | 'identity';

function encodedPage(html: string): Record<Encoding, Buffer> {
  const identity = Buffer.from(html);
  return {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
}

/** Brotli, else gzip, as the browser's Accept-Encoding allows (a `;q=0` refuses a coding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity';
}

/** Mirrors the client's rule: French when the first preferred language is French. */
export function prefersFrench(acceptLanguage: string | undefined): boolean {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-') || first.startsWith('fr;');
}
