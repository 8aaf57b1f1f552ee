import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messageParserAlias, precompileMessages } from './vite-plugins/precompile-messages.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// SITE_OUT_DIR lets parallel work build into its own folder; the server reads STATIC_DIR.
const outDir = process.env.SITE_OUT_DIR
  ? fileURLToPath(new URL(process.env.SITE_OUT_DIR, `file://${process.cwd()}/`))
  : fileURLToPath(new URL('../dist/web', import.meta.url));

/** Writes .br and .gz beside every text asset once, so the server never compresses static files per request. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest|map)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
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

export default defineConfig({
  root: webRoot,
  plugins: [precompileMessages(), react(), precompress()],
  resolve: {
    alias: [
      messageParserAlias,
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      { find: /^@shared\//, replacement: `${fileURLToPath(new URL('../shared', import.meta.url))}/` },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/GoogleHome': 'http://127.0.0.1:8080' },
  },
});
