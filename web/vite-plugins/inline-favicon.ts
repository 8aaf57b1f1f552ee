import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes the favicon into index.html as a data URL: a separate request would compete with the stylesheet for
 * the first screen's bandwidth on a slow connection. web/public/favicon.svg stays the one source.
 */
export function inlineFavicon(svgPath: string): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(svgPath, 'utf8').trim();
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      return html.replace('href="/favicon.svg"', `href="${dataUrl}"`);
    },
  };
}
