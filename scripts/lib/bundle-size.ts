import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../../web/src/app/route-table';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface RouteSize {
  path: string;
  /** Gzipped bytes of the JavaScript loaded before the route's first paint. */
  jsGzip: number;
  cssGzip: number;
  /** Budget in KB (gzip), or null when the route has none. */
  budgetKb: number | null;
}

/**
 * The JavaScript a route needs before its first paint: the entry chunk with its static imports, plus the
 * route's lazy page chunk with its static imports (read from Vite's build manifest), gzipped at level 9.
 */
export function measureRouteSizes(staticDir: string, budgetFile = 'size-budget.json'): RouteSize[] {
  const dist = resolve(staticDir);
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as {
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
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the build manifest');

  return routeTable.map(({ path, page }) => {
    const pageKey = `src/features/${page}`;
    if (!manifest[pageKey]) throw new Error(`page ${pageKey} is missing from the build manifest`);
    const chunks = [...new Set([...closure(entryKey), ...closure(pageKey)])];
    // With build.cssCodeSplit off, the one stylesheet of index.html is the manifest's `style.css` entry.
    const sharedCss = manifest['style.css'] ? [manifest['style.css'].file] : [];
    const cssFiles = [...new Set([...sharedCss, ...chunks.flatMap((key) => manifest[key]?.css ?? [])])];
    return {
      path,
      jsGzip: chunks.reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0),
      cssGzip: cssFiles.reduce((sum, file) => sum + gzipSize(file), 0),
      budgetKb: path in budgets.routes ? (budgets.routes[path] ?? null) : budgets.defaultKb,
    };
  });
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Formats rows as an aligned plain-text table. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)].join('\n');
}

/** Formats rows as a Markdown table. */
export function markdownTable(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
