import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../web/src/app/route-table';

/**
 * Prints, per route, the gzipped JavaScript (and CSS) the browser loads before the route's first paint:
 * the entry chunk with its static imports, plus the route's lazy page chunk with its static imports.
 * Budgets live in size-budget.json; the script exits 1 when a route is over its budget.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = resolve(process.env.STATIC_DIR ?? 'dist/web');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const budgets = JSON.parse(readFileSync('size-budget.json', 'utf8')) as {
  defaultKb: number;
  routes: Record<string, number | null>;
};

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
let over = 0;
for (const { path, page } of routeTable) {
  const pageKey = `src/features/${page}`;
  if (!manifest[pageKey]) throw new Error(`page ${pageKey} missing from the build manifest`);
  const chunks = new Set([...closure(entryKey), ...closure(pageKey)]);
  const js = [...chunks].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
  const css = [...chunks]
    .flatMap((key) => manifest[key]?.css ?? [])
    .filter((file, index, all) => all.indexOf(file) === index)
    .reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = path in budgets.routes ? budgets.routes[path] : budgets.defaultKb;
  const verdict = budget === null || budget === undefined ? 'no budget' : js / 1024 <= budget ? 'ok' : 'OVER';
  if (verdict === 'OVER') over += 1;
  rows.push([path, kb(js), kb(css), budget === null || budget === undefined ? '–' : String(budget), verdict]);
}

const header = ['route', 'JS gzip KB', 'CSS gzip KB', 'budget KB', ''];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
console.log(format(header));
for (const row of rows) console.log(format(row));
process.exit(over > 0 ? 1 : 0);
