import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtSiteFiles, type RenderFirstScreens } from '../../shared/first-screen';
import type { Language } from '../../shared/language';
import type { PublicSettings } from '../../shared/public-settings';

/**
 * Each language's first screens, rendered with each language's run-time settings by the renderer `vite build --ssr` wrote
 * into the built site (docs/decisions/006), or null when the build has none.
 */
export async function renderFirstScreens(
  staticDir: string,
  settings: Record<Language, PublicSettings>,
): Promise<Record<Language, string> | null> {
  const rendererPath = join(staticDir, builtSiteFiles.renderer);
  if (!existsSync(rendererPath)) return null;
  // The renderer the same build wrote (builtSiteFiles.renderer) exports renderFirstScreens; an import of a
  // built file is untyped.
  const renderer = (await import(pathToFileURL(rendererPath).href)) as {
    renderFirstScreens: RenderFirstScreens;
  };
  return renderer.renderFirstScreens(settings);
}

/** The CSP hashes of the built page's inline scripts (the first-screen boot script); none before a build. */
export function inlineScriptHashes(staticDir: string): string[] {
  const path = join(staticDir, builtSiteFiles.inlineScriptHashes);
  if (!existsSync(path)) return [];
  // A file the same build wrote, in this shape.
  return (JSON.parse(readFileSync(path, 'utf8')) as { scriptSrc: string[] }).scriptSrc;
}
