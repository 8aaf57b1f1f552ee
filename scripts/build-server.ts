/**
 * Compiles the server for production: `server/main.ts` and everything it imports from `server/` and `shared/`
 * into one ES module, `dist/server/main.js`, that plain Node runs (`npm start`). Packages stay imports of
 * node_modules, so production needs only `dependencies`. The SQL migrations are copied beside the bundle,
 * where `server/db/client.ts` looks for them.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const outDir = fromRoot('dist/server');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [fromRoot('server/main.ts')],
  outfile: `${outDir}/main.js`,
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Stack traces point at the TypeScript sources (`node --enable-source-maps`).
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(fromRoot('server/db/migrations'), `${outDir}/migrations`, { recursive: true });
