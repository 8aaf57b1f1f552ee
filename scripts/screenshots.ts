/**
 * Full-page screenshots of every route at 360 px and 1280 px wide, in English and in French, written to
 * screenshots/<language>-<width>/<route>.png. Builds nothing: it serves the site already built in
 * E2E_STATIC_DIR (or STATIC_DIR, default dist/web) with our own server. SCREENSHOT_ROUTES=/,/prestation
 * limits the run to some routes.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { paths } from '../web/src/lib/paths';
import { startSiteServer } from '../e2e/support/site-server';

const staticDir = process.env.E2E_STATIC_DIR ?? process.env.STATIC_DIR ?? './dist/web';
const outDir = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
const only = process.env.SCREENSHOT_ROUTES?.split(',').map((route) => route.trim());
const routes = Object.values(paths)
  .map((entry) => entry.path)
  .filter((path) => !only || only.includes(path));
const widths = [360, 1280];
const languages = [
  { name: 'en', locale: 'en-GB' },
  { name: 'fr', locale: 'fr-FR' },
];

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

async function main() {
  process.env.E2E_STATIC_DIR = staticDir;
  const server = await startSiteServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const language of languages) {
      for (const width of widths) {
        const folder = join(outDir, `${language.name}-${width}`);
        mkdirSync(folder, { recursive: true });
        const context = await browser.newContext({
          locale: language.locale,
          viewport: { width, height: 900 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        });
        // As a returning visitor sees the site: in Inter, which a first visit caches (web/src/app/web-font.ts).
        await context.addInitScript(() => localStorage.setItem('web-font', '1'));
        const page = await context.newPage();
        for (const route of routes) {
          await page.goto(`${server.baseUrl}/#${route}`);
          await page
            .getByRole('heading', { level: 1 })
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => {});
          // Lazy images load only near the viewport: scroll through the page once before the full capture.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((done) => setTimeout(done, 60));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const file = join(folder, `${fileName(route)}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
