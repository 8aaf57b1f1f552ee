import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtSiteFiles, firstScreenPicturesId, templateSlots } from '../../shared/first-screen';
import { type Language, languages, negotiateLanguage } from '../../shared/language';
import type { PublicSettings } from '../../shared/public-settings';
import { firstScreenPictures } from './first-screen-pictures';
import { renderFirstScreens } from './prerender';

/** What the page embeds and renders its first screens with: the settings in each language, for a catalogue. */
export interface PageContent {
  /** Changes whenever the published catalogue changes (its ETag). */
  version: string;
  settings: Record<Language, PublicSettings>;
}

/**
 * Serves the built site. Hashed files under /assets/ never change, so browsers keep them a year; the page is
 * revalidated on every visit. Files were compressed at build time (.br, .gz) and are sent as such.
 * The page is the build's template of the request's language (Accept-Language), filled with the run-time
 * settings and the first screens rendered with them (docs/decisions/003 and 006). It is filled and compressed
 * once per version of its content: when the owner changes the catalogue, the next visit gets it re-rendered
 * (docs/decisions/015).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: { staticDir: string; content: () => Promise<PageContent> },
): Promise<void> {
  const root = resolve(options.staticDir);
  const templatePath = (language: Language) => join(root, builtSiteFiles.template(language));
  if (!languages.every((language) => existsSync(templatePath(language)))) {
    app.log.warn({ root }, 'site not built: run `npm run build`; only the API is served');
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The site is not built yet: run npm run build.'),
    );
    return;
  }
  const templates = Object.fromEntries(
    languages.map((language) => [language, readFileSync(templatePath(language), 'utf8')]),
    // Object.fromEntries over `languages`: one entry per language, which its type cannot say.
  ) as Record<Language, string>;

  let rendererAbsent = false;
  const fillPages = async (content: PageContent): Promise<Record<Language, Record<Encoding, Buffer>>> => {
    let firstScreens: Record<Language, string> | null = null;
    if (!rendererAbsent) {
      try {
        firstScreens = await renderFirstScreens(root, content.settings);
      } catch (error) {
        app.log.warn(
          { err: error },
          'first-screen prerender failed: pages paint once their scripts have run',
        );
      }
      if (firstScreens === null && !rendererAbsent) app.log.info('no first-screen prerender in this build');
      rendererAbsent ||= firstScreens === null;
    }
    return Object.fromEntries(
      languages.map((language) => {
        const settingsJson = JSON.stringify(content.settings[language]).replace(/</g, '\\u003c');
        const settingsScript = `<script id="app-settings" type="application/json">${settingsJson}</script>`;
        const pictures = firstScreens ? firstScreenPictures(firstScreens[language]) : {};
        const picturesScript = Object.keys(pictures).length
          ? `<script id="${firstScreenPicturesId}" type="application/json">${JSON.stringify(pictures).replace(/</g, '\\u003c')}</script>`
          : '';
        const page = templates[language]
          .replace(templateSlots.settings, () => settingsScript + picturesScript)
          .replace(templateSlots.firstScreens, () => firstScreens?.[language] ?? '');
        return [language, encodedPage(page)];
      }),
      // Object.fromEntries over `languages`: one entry per language, each with every encoding.
    ) as Record<Language, Record<Encoding, Buffer>>;
  };

  // The pages of the content's latest version, filled once and shared by every request until it changes.
  let filled: { version: string; pages: Promise<Record<Language, Record<Encoding, Buffer>>> } | null = null;
  const currentPages = async () => {
    const content = await options.content();
    if (filled?.version === content.version) return filled.pages;
    const pages = fillPages(content);
    filled = { version: content.version, pages };
    pages.catch(() => {
      if (filled?.pages === pages) filled = null;
    });
    return pages;
  };
  await currentPages();

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoded = (await currentPages())[negotiateLanguage(request.headers['accept-language'])];
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
    allowedPath: isPublicFile,
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

/**
 * Files of the built site a browser may fetch as they are. Not the dot folders (the page templates, the
 * first-screen renderer, the build manifest), nor an `index.html` left by an older build in any encoding:
 * the page is only ever sent filled in, by `sendIndex`. Nor the driver files the build generated: imported as
 * the products' files, they are served by the products' routes, which know whether a product is published.
 */
function isPublicFile(pathName: string): boolean {
  const segments = pathName.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (segments[1] === 'downloads') return false;
  return !(segments[1] === 'index.html' || segments[1]?.startsWith('index.html.'));
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
  // negotiate() answers one of the codings it is offered, or null when none is acceptable.
  return (negotiate(acceptEncoding ?? '', ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity';
}
