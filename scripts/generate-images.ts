/**
 * Renders the site's illustrations (scripts/art/*) with Debian chromium and encodes them with sharp into
 * web/public/images: AVIF and WebP for modern browsers, JPEG (PNG for drawings over a transparent background) as
 * the fallback, at the widths the pages ask for.
 * Run it after editing a scene: `node --import tsx scripts/generate-images.ts`. The outputs are committed.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const art = join(root, 'scripts/art');
const out = join(root, 'web/public/images');

interface Scene {
  name: string;
  source: string;
  width: number;
  height: number;
  widths: number[];
}

const scenes: Scene[] = [
  { name: 'dusk-villa', source: 'dusk-villa.svg', width: 1600, height: 1000, widths: [640, 1280] },
  { name: 'installer-plan', source: 'installer-plan.svg', width: 1920, height: 900, widths: [960, 1920] },
];

/**
 * The store's drawings of the drivers, drawn at 480 × 320 over a transparent background (their frame paints
 * the background), rendered at twice that. As pictures they cost the page's main thread nothing: a drawing as
 * an SVG image is a document of its own, laid out and painted on the main thread during the first load.
 */
const driverDrawings = [
  'velux-klf200-gateway',
  'risco-alarm',
  'opale-mirror-tv',
  'netatmo-energy',
  'netatmo-weather-station',
];

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const scene of scenes) {
      await page.setViewportSize({ width: scene.width, height: scene.height });
      await page.goto(pathToFileURL(join(art, scene.source)).href);
      const png = await page.screenshot({ type: 'png' });
      for (const width of scene.widths) {
        const resized = sharp(png).resize({ width });
        const base = join(out, `${scene.name}-${width}`);
        await resized.clone().avif({ quality: 52, effort: 6 }).toFile(`${base}.avif`);
        await resized.clone().webp({ quality: 78 }).toFile(`${base}.webp`);
        await resized.clone().jpeg({ quality: 80, mozjpeg: true, progressive: true }).toFile(`${base}.jpg`);
      }
      console.log(`${scene.name}: ${scene.widths.join(', ')} px`);
    }

    const retina = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 480, height: 320 } });
    for (const name of driverDrawings) {
      await retina.goto(pathToFileURL(join(art, 'drivers', `${name}.svg`)).href);
      const png = await retina.screenshot({ type: 'png', omitBackground: true });
      for (const width of [480, 960]) {
        const resized = sharp(png).resize({ width });
        const base = join(out, `driver-${name}-${width}`);
        await resized.clone().avif({ quality: 50, effort: 6 }).toFile(`${base}.avif`);
        await resized.clone().webp({ quality: 82, alphaQuality: 90 }).toFile(`${base}.webp`);
        await resized.clone().png({ compressionLevel: 9, palette: true }).toFile(`${base}.png`);
      }
      console.log(`driver-${name}: 480, 960 px`);
    }

    await page.setViewportSize({ width: 1200, height: 630 });
    await page.goto(pathToFileURL(join(art, 'og-card.html')).href);
    await page.evaluate('document.fonts.ready');
    const og = await page.screenshot({ type: 'png' });
    await sharp(og).jpeg({ quality: 84, mozjpeg: true }).toFile(join(out, 'og-image.jpg'));
    console.log('og-image: 1200 × 630');
  } finally {
    await browser.close();
  }
}

await main();
