import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { routeAddresses } from './src/app/route-table.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { firstScreen } from './vite-plugins/first-screen.ts';
import { inlineFavicon } from './vite-plugins/inline-favicon.ts';
import { messageParserAlias, precompileMessages } from './vite-plugins/precompile-messages.ts';
import { sharedStylesheet } from './vite-plugins/shared-stylesheet.ts';
import { subsetInter } from './vite-plugins/subset-inter.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const appEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const pageTemplate = fileURLToPath(new URL('./index.html', import.meta.url));
// Loaded only once someone has signed in: its CSS comes with it, not in the stylesheet every visitor downloads.
const backOfficeDir = fileURLToPath(new URL('./src/features/back-office/', import.meta.url));
// A page with no first screen, reached from a mail: it shows nothing before its chunk has run, so its CSS can
// come with that chunk rather than weigh on every other page.
const quotePageDir = fileURLToPath(new URL('./src/features/quote-page/', import.meta.url));
/** The browsers of build.target es2022, as Vite hands them to Lightning CSS (major << 16 | minor << 8). */
const es2022Browsers = {
  chrome: 94 << 16,
  edge: 94 << 16,
  firefox: 93 << 16,
  opera: 80 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
};
const alias = [
  messageParserAlias,
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  { find: /^@shared\//, replacement: `${fileURLToPath(new URL('../shared', import.meta.url))}/` },
];
// SITE_OUT_DIR lets parallel work build into its own folder; the server reads STATIC_DIR.
const outDir = process.env.SITE_OUT_DIR
  ? fileURLToPath(new URL(process.env.SITE_OUT_DIR, `file://${process.cwd()}/`))
  : fileURLToPath(new URL('../dist/web', import.meta.url));

/** Writes .br and .gz beside every text asset once, so the server never compresses static files per request. */
function precompress(): Plugin {
  // The page templates are not sent as they are: the server compresses each once it has filled it.
  const compressible = /\.(js|css|svg|json|txt|xml|webmanifest|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * `vite build --ssr` builds the first-screen prerender (web/src/prerender) into `<outDir>/.ssr/`, beside the
 * site it describes: the server renders it at start-up, and static file serving never sends dot folders.
 */
const ssrBuild: UserConfig['build'] = {
  outDir: join(outDir, '.ssr'),
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  manifest: false,
  copyPublicDir: false,
  rollupOptions: {
    input: fileURLToPath(new URL('./src/prerender/render-routes.tsx', import.meta.url)),
    // .mjs: ES modules wherever the site is copied, even without a package.json saying "type": "module".
    output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    precompileMessages(),
    react(),
    inlineFavicon(join(webRoot, 'public', 'favicon.svg')),
    subsetInter(),
    firstScreen({
      appEntry,
      bootEntry: fileURLToPath(new URL('./src/prerender/boot-entry.ts', import.meta.url)),
      picturePreloadEntry: fileURLToPath(
        new URL('./src/prerender/picture-preload-entry.ts', import.meta.url),
      ),
      alias,
      routes: routeAddresses,
    }),
    compileHints({ appEntry }),
    sharedStylesheet({
      loadedWithChunk: (moduleId) => moduleId.startsWith(backOfficeDir) || moduleId.startsWith(quotePageDir),
      targets: es2022Browsers,
    }),
    precompress(),
  ],
  resolve: { alias },
  // Bundled whole, so the prerender runs wherever the built site is copied, without node_modules.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        // No preload helper around dynamic imports: on the first load the boot script preloads the app, and the
        // helper's <link> insertions cost the router's start 5 to 20 ms of main thread on a phone. A page opened
        // later fetches its chunk's own imports after the chunk (docs/decisions/006).
        modulePreload: false,
        manifest: true,
        // The app is an entry of its own: the page requests it from the boot script, not from a tag.
        rollupOptions: {
          input: { index: pageTemplate, main: appEntry },
          output: {
            // Everything the app's entry imports statically, in one chunk beside it: left to itself, the bundler
            // cuts it into a chunk per set of lazy pages that share a module (fifteen of them, down to 1 KB), and
            // the browser spends main-thread time on each request, compilation and link before the app starts.
            // The entries stay out: the app's awaits the page's chunk, which imports from this one, and a chunk
            // that imported the entry would wait for it in turn (top-level await); the page template's would
            // become a script tag that downloads this chunk before the first paint.
            codeSplitting: {
              groups: [
                {
                  name: 'app-start',
                  tags: ['$initial'],
                  test: (id) => id !== appEntry && id !== pageTemplate,
                },
              ],
            },
          },
        },
        // Split, then joined again by sharedStylesheet: one stylesheet in index.html, so the prerendered first
        // screen of any route is styled before the JS runs, and the back office's CSS apart, with its chunk.
        cssCodeSplit: true,
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/GoogleHome': 'http://127.0.0.1:8080' },
  },
}));
