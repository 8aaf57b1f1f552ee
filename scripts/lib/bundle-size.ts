import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtSiteFiles } from '../../shared/first-screen';
import { routeTable } from '../../web/src/app/route-table';

/** The app's entry module, as Vite's manifest names it (web/vite.config.ts). */
const appEntryKey = 'src/main.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface RouteSize {
  path: string;
  /** Gzipped bytes of the JavaScript that runs before the route's first paint: the page's inline boot script. */
  beforePaintGzip: number;
  /** Gzipped bytes of the JavaScript the route runs before it is interactive (boot script included). */
  jsGzip: number;
  cssGzip: number;
  /** Budget in KB (gzip), or null when the route has none. */
  budgetKb: number | null;
}

/**
 * The JavaScript a route runs before it is interactive: the page's inline boot script (all that runs before
 * the first paint), the app's entry chunk with its static imports, and the route's lazy page chunk and its
 * feature's messages chunk with their static imports (read from Vite's build manifest), gzipped at level 9.
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

  if (!manifest[appEntryKey]) throw new Error(`no ${appEntryKey} chunk in the build manifest`);
  const beforePaintGzip = gzipSync(inlineScripts(dist), { level: 9 }).length;

  return routeTable.map(({ path, page }) => {
    const pageKey = `src/features/${page}`;
    if (!manifest[pageKey]) throw new Error(`page ${pageKey} is missing from the build manifest`);
    const feature = page.split('/')[0];
    const messagesKeys = Object.keys(manifest).filter(
      (key) => key.startsWith(`src/features/${feature}/`) && key.endsWith('-messages.ts'),
    );
    const chunks = [...new Set([appEntryKey, pageKey, ...messagesKeys].flatMap((key) => [...closure(key)]))];
    // The one stylesheet of index.html (web/vite-plugins/shared-stylesheet.ts) is the manifest's `style.css` entry.
    const sharedCss = manifest['style.css'] ? [manifest['style.css'].file] : [];
    const cssFiles = [...new Set([...sharedCss, ...chunks.flatMap((key) => manifest[key]?.css ?? [])])];
    return {
      path,
      beforePaintGzip,
      jsGzip: beforePaintGzip + chunks.reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0),
      cssGzip: cssFiles.reduce((sum, file) => sum + gzipSize(file), 0),
      budgetKb: path in budgets.routes ? (budgets.routes[path] ?? null) : budgets.defaultKb,
    };
  });
}

export interface ViewSize {
  path: string;
  /** Gzipped bytes of the view's own chunk and of what it imports that its page and layout do not. */
  viewGzip: number;
  /** Gzipped bytes of all the JavaScript a signed-in visitor runs on the view (app, page, layout, view). */
  jsGzip: number;
}

/**
 * The JavaScript of each view under a page (the back office's, signed in): the route's page with what it
 * loads on demand (the back office's layout), and the view's own chunk. Shows that each view is a chunk of
 * its own; no budget applies, as it loads only once someone has signed in.
 */
export function measureViewSizes(staticDir: string): ViewSize[] {
  const dist = resolve(staticDir);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const gzipSize = (key: string) =>
    gzipSync(readFileSync(join(dist, manifest[key]!.file)), { level: 9 }).length;
  return routeTable.flatMap(({ page, children }) => {
    const pageKey = `src/features/${page}`;
    const layout = new Set(
      [appEntryKey, pageKey, ...(manifest[pageKey]?.dynamicImports ?? [])].flatMap((key) => [
        ...closure(key),
      ]),
    );
    return (children ?? []).map((child) => {
      const viewKey = `src/features/${child.page}`;
      if (!manifest[viewKey]) throw new Error(`view ${viewKey} is missing from the build manifest`);
      const own = [...closure(viewKey)].filter((key) => !layout.has(key));
      const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipSize(key), 0);
      return { path: child.path, viewGzip: sum(own), jsGzip: sum(layout) + sum(own) };
    });
  });
}

/** The text of the English page template's inline scripts (the first-screen boot script). */
function inlineScripts(dist: string): string {
  const template = readFileSync(join(dist, builtSiteFiles.template('en')), 'utf8');
  const scripts = [...template.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map((match) => match[1]).join('');
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
