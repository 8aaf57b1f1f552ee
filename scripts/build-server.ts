/**
 * Compiles the server for production: `server/main.ts` and everything it imports from `server/` and `shared/`
 * into one ES module, `dist/server/main.js`, that plain Node runs (`npm start`), and the account command
 * `server/users-cli.ts` into `dist/server/users.js` (`npm run users`) and the licence key command
 * `server/licences-cli.ts` into `dist/server/licences.js` (`npm run licences`), and the backup command
 * `server/backup-cli.ts` into `dist/server/backup.js` (`npm run backup`, `npm run restore`). Packages stay imports of
 * node_modules, so the build fails when the server imports one that is not in `dependencies` (production
 * installs only those). The SQL migrations are copied beside the bundle, where `server/db/client.ts` looks.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const outDir = fromRoot('dist/server');

rmSync(outDir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: {
    main: fromRoot('server/main.ts'),
    users: fromRoot('server/users-cli.ts'),
    licences: fromRoot('server/licences-cli.ts'),
    backup: fromRoot('server/backup-cli.ts'),
  },
  outdir: outDir,
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // Stack traces point at the TypeScript sources (`node --enable-source-maps`).
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
cpSync(fromRoot('server/db/migrations'), `${outDir}/migrations`, { recursive: true });

const { dependencies } = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const packageName = (path: string) => path.split('/', path.startsWith('@') ? 2 : 1).join('/');
const undeclared = Object.values(metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((imported) => imported.external && !isBuiltin(imported.path))
  .map((imported) => packageName(imported.path))
  .filter((name, index, names) => !(name in dependencies) && names.indexOf(name) === index);
if (undeclared.length) {
  console.error(`The server imports packages missing from "dependencies": ${undeclared.join(', ')}`);
  process.exit(1);
}
