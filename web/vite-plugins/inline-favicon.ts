import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * What a browser tab shows (16 px) at two device pixels per CSS pixel, in eight colours: the drawing's two and
 * their edges, in 250 bytes where the first page's first round trip has no room to spare.
 */
const faviconSize = 32;

/**
 * Writes the favicon into index.html as a data URL: a separate request would compete with the stylesheet for
 * the first screen's bandwidth on a slow connection. web/public/favicon.svg stays the one source; it is written
 * as a PNG because the browser reads an SVG favicon as a document of its own, built and laid out on the page's
 * main thread while the page loads (a picture is only decoded).
 */
export function inlineFavicon(svgPath: string): Plugin {
  return {
    name: 'inline-favicon',
    async transformIndexHtml(html) {
      const png = await sharp(readFileSync(svgPath), { density: 300 })
        .resize(faviconSize, faviconSize)
        .png({ compressionLevel: 9, palette: true, colours: 8, effort: 10 })
        .toBuffer();
      const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
      return html.replace(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
        `<link rel="icon" href="${dataUrl}" type="image/png" sizes="${faviconSize}x${faviconSize}" />`,
      );
    },
  };
}
