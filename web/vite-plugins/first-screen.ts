import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import { build, type AliasOptions, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { builtSiteFiles, negotiatedLanguageAttribute, templateSlots } from '../../shared/first-screen.ts';
import { languages } from '../../shared/language.ts';
import { appEntryChunk, startUpChunks } from './start-up-chunks.ts';

interface FirstScreenOptions {
  /** The app's entry module, which the page requests only once the first screen is painted. */
  appEntry: string;
  /** The boot script's entry module, inlined into the page (web/src/prerender/boot-entry.ts). */
  bootEntry: string;
  /** The script that preloads the first screen's main picture (web/src/prerender/picture-preload.ts). */
  picturePreloadEntry: string;
  /** The aliases the boot script's imports use (`@/`, `@shared/`). */
  alias: AliasOptions;
  /** The route table (web/src/app/route-table.ts): each route's page module, under `src/features/`. */
  routes: { path: string; page: string; firstScreen: unknown }[];
}

/**
 * Turns index.html into the page templates the server fills at start-up (docs/decisions/006):
 * - the app's entry script is not a tag of the page: the inlined boot script (a TypeScript module, compiled
 *   here) requests it and its module preloads once the first screen is painted;
 * - one template per language (`<html lang>` set), written to builtSiteFiles.template, with the CSP hash of
 *   the inline script beside them; no index.html is left where static files are served from.
 * In `vite dev` the page simply loads the app.
 */
export function firstScreen({
  appEntry,
  bootEntry,
  picturePreloadEntry,
  alias,
  routes,
}: FirstScreenOptions): Plugin {
  let base = '/';
  let root = '';
  let bootScript = '';
  let picturePreloadScript = '';
  return {
    name: 'first-screen',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      if (this.environment.config.consumer === 'client' && this.environment.mode === 'build')
        [bootScript, picturePreloadScript] = await Promise.all([
          compileBootScript(bootEntry, alias),
          compileBootScript(picturePreloadEntry, alias),
        ]);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const appUrl = (file: string) => `${base}${file}`;
        if (!bundle) {
          const src = `/${relative(root, appEntry)}`;
          return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'body' }];
        }
        const entry = appEntryChunk(bundle, appEntry);
        const [, ...preloads] = startUpChunks(entry, bundle);
        return [
          {
            tag: 'script',
            attrs: {
              'data-entry': appUrl(entry.fileName),
              'data-preload': preloads.map(appUrl).join(' '),
              'data-route-chunks': JSON.stringify(routeChunks(bundle, entry, root, routes, appUrl)),
            },
            children: bootScript,
            injectTo: 'body',
          },
        ];
      },
    },
    generateBundle: {
      // After Vite's own HTML plugin has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        let html = String(index.source);
        const htmlTag = '<html lang="en">';
        if (!html.includes(htmlTag)) throw new Error(`first-screen: index.html must open with ${htmlTag}`);
        for (const slot of Object.values(templateSlots))
          if (!html.includes(slot))
            throw new Error(`first-screen: index.html lacks the server's slot ${slot}`);
        // The picture preload reads the table the server writes into the settings slot, and must run before the
        // stylesheet's tag: the browser runs no classic script after it until the stylesheet has arrived.
        const stylesheet = html.search(/<link\b[^>]*\brel="stylesheet"/);
        if (stylesheet !== -1 && stylesheet < html.indexOf(templateSlots.settings))
          throw new Error(`first-screen: index.html must leave its settings slot before the stylesheet`);
        html = withoutIndentation(html).replace(
          templateSlots.settings,
          () => `${templateSlots.settings}<script>${picturePreloadScript}</script>`,
        );
        // A script file named by the page would download beside the stylesheet, before the first paint.
        const scriptFile = /<(?:script|link)\b[^>]*\b(?:src=|rel="modulepreload")[^>]*>/.exec(html);
        if (scriptFile)
          throw new Error(`first-screen: index.html must not request scripts itself: ${scriptFile[0]}`);
        for (const language of languages) {
          this.emitFile({
            type: 'asset',
            fileName: builtSiteFiles.template(language),
            source: html.replace(
              htmlTag,
              `<html lang="${language}" ${negotiatedLanguageAttribute}="${language}">`,
            ),
          });
        }
        const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        this.emitFile({
          type: 'asset',
          fileName: builtSiteFiles.inlineScriptHashes,
          source: `${JSON.stringify({ scriptSrc: [hash(bootScript), hash(picturePreloadScript)] }, null, 2)}\n`,
        });
        delete bundle['index.html'];
      },
    },
  };
}

/**
 * The template without the line breaks and indentation of its source: a page's bytes before the first paint
 * must fit TCP's first round trip (e2e/first-load-budget.spec.ts), and these are some 40 of them in Brotli.
 * A line break with its indentation between two tags goes, one inside a tag or a text becomes a space; the
 * contents of scripts and styles are kept as they are (the scripts' CSP hashes are of that text).
 */
export function withoutIndentation(html: string): string {
  return html.replace(
    /<(script|style)\b[\s\S]*?<\/\1>|(?<=>)(\s*\n\s*)(?=<)|\s*\n\s*/g,
    (match, element?: string, betweenTags?: string) => (element ? match : betweenTags ? '' : ' '),
  );
}

/**
 * Per route whose first screen is not always painted (routes with the same chunks together, space-separated), the chunks its page loads beyond the app's own: the page
 * module's, its feature's messages' (the router loads both, web/src/app/router.tsx) and their static imports.
 */
export function routeChunks(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  root: string,
  routes: FirstScreenOptions['routes'],
  appUrl: (file: string) => string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const loadedWithApp = new Set(startUpChunks(entry, bundle));
  const withImports = (chunk: Rollup.OutputChunk | undefined) =>
    chunk ? [chunk.fileName, ...chunk.imports] : [];
  const byRoute: Record<string, string[]> = {};
  for (const { path, page, firstScreen } of routes) {
    if (path === '*' || firstScreen === 'always') continue;
    // The router's rule (web/src/app/router.tsx): the `*-messages.ts` directly in the page's feature folder.
    const feature = `${root}/src/features/${page.split('/')[0]}`;
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === `${root}/src/features/${page}`);
    if (!pageChunk) throw new Error(`first-screen: no chunk for the page ${page}`);
    const messagesChunk = chunks.find(
      (chunk) =>
        chunk.facadeModuleId != null &&
        dirname(chunk.facadeModuleId) === feature &&
        chunk.facadeModuleId.endsWith('-messages.ts'),
    );
    const files = new Set([...withImports(pageChunk), ...withImports(messagesChunk)]);
    byRoute[path] = [...files].filter((file) => !loadedWithApp.has(file)).map(appUrl);
  }
  // Routes of one page (the back office's) share an entry, its routes listed as in a first screen's data-route.
  const byChunks = new Map<string, { paths: string[]; files: string[] }>();
  for (const [path, files] of Object.entries(byRoute)) {
    const shared = byChunks.get(files.join(' '));
    if (shared) shared.paths.push(path);
    else byChunks.set(files.join(' '), { paths: [path], files });
  }
  return Object.fromEntries([...byChunks.values()].map(({ paths, files }) => [paths.join(' '), files]));
}

/** Bundles and minifies the boot script into one immediately invoked function, the text the page inlines. */
async function compileBootScript(entry: string, alias: AliasOptions): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'bootFirstScreen' },
    },
  });
  const output = (Array.isArray(result) ? result[0]! : (result as Rollup.RollupOutput)).output;
  return output[0].code.trim();
}
