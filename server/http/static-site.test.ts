import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteFiles, templateSlots } from '../../shared/first-screen';
import { languages } from '../../shared/language';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pickEncoding } from './static-site';
import { products } from '../db/schema';
import type { PublicSettings } from '../../shared/public-settings';

const bootScriptHash = "'sha256-Ym9vdC1zY3JpcHQ='";

// Stands in for a language's template as the build writes it (web/vite-plugins/first-screen.ts).
const template = (language: string) => `<!doctype html>
<html lang="${language}" data-negotiated-lang="${language}">
  <head>
    ${templateSlots.settings}
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <div id="root"></div>
    ${templateSlots.firstScreens}
    <script data-entry="/assets/main-abc.js" data-preload="/assets/react-abc.js">boot()</script>
  </body>
</html>`;

// Stands in for the renderer `vite build --ssr` writes: each language's first screens, naming the business
// from the settings it is given, as the real one does.
const fakeRenderer = `export async function renderFirstScreens(settings) {
  const screen = (path, title, language) =>
    '<script type="text/x-first-screen" data-route="' + path + '"><header>' + settings[language].business.businessName +
    '</header><main><h1>' + title + '</h1><p>' + settings[language].catalogue.products.map((p) => p.title).join(', ') +
    '</p></main></script>';
  return {
    en: screen('/', 'Home', 'en') + screen('/store', 'Store', 'en'),
    fr: screen('/', 'Accueil', 'fr') + screen('/store', 'Boutique', 'fr'),
  };
}`;

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function builtSite({ withRenderer }: { withRenderer: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
  for (const language of languages) write(join(dir, builtSiteFiles.template(language)), template(language));
  write(join(dir, builtSiteFiles.inlineScriptHashes), JSON.stringify({ scriptSrc: [bootScriptHash] }));
  if (withRenderer) write(join(dir, builtSiteFiles.renderer), fakeRenderer);
  // What an older build left beside the page: the raw template, compressed.
  write(join(dir, 'index.html.gz'), template('en'));
  write(join(dir, 'index.html.br'), template('en'));
  write(join(dir, 'robots.txt'), 'User-agent: *\n');
  // The build's driver files: the products' files once imported, served from the database only.
  write(join(dir, 'downloads', 'risco_alarm.pdf'), '%PDF-1.4 Risco');
  write(join(dir, 'downloads', 'risco_alarm.pdf.gz'), '%PDF-1.4 Risco');
  return dir;
}

describe('the page of a build with the first-screen renderer', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtSite({ withRenderer: true });
    t = await createTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is the template of the request's language, with its first screens after #root", async () => {
    const fr = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(fr.body).toContain('<html lang="fr" data-negotiated-lang="fr">');
    expect(fr.body).toContain('<h1>Boutique</h1>');
    expect(fr.body).not.toContain('<h1>Store</h1>');
    expect(fr.body).not.toContain(templateSlots.firstScreens);
    expect(fr.body.indexOf('<div id="root"></div>')).toBeLessThan(fr.body.indexOf('data-route="/store"'));

    const en = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB,fr;q=0.8' } });
    expect(en.body).toContain('<html lang="en" data-negotiated-lang="en">');
    expect(en.body).toContain('<h1>Store</h1>');
  });

  it('renders them with the run-time settings, which it embeds as JSON', async () => {
    const { body } = await t.app.inject({ url: '/' });
    const settings = JSON.parse(
      /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(body)![1]!,
    );
    expect(body).toContain(`<header>${settings.business.businessName}</header>`);
  });

  it('embeds the catalogue in the page’s language, and renders the page anew when a product changes', async () => {
    const page = async (language: string) => {
      const { body } = await t.app.inject({ url: '/', headers: { 'accept-language': language } });
      const settings = JSON.parse(
        /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(body)![1]!,
      ) as PublicSettings;
      return { body, settings };
    };
    const fr = await page('fr');
    expect(fr.settings.catalogue.language).toBe('fr');
    expect(fr.settings.catalogue.products.map((product) => product.title)).toContain('Driver alarme Risco');
    expect(fr.settings.catalogue.products[4]!.priceLabel).toMatch(/^50,00\s€ HT$/);
    expect(fr.body).toContain('Driver alarme Risco, Driver série');

    await t.database.db
      .update(products)
      .set({ titleEn: 'Risco LightSYS driver', updatedAt: new Date() })
      .where(eq(products.key, 'risco-alarm'));
    const en = await page('en');
    expect(en.settings.catalogue.products[1]!.title).toBe('Risco LightSYS driver');
    expect(en.body).toContain('Velux KLF 200 gateway driver, Risco LightSYS driver, ');
  });

  it('embeds a hostile product text as inert JSON: it cannot end the settings script', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await t.database.db
      .update(products)
      .set({ descriptionEn: hostile, updatedAt: new Date() })
      .where(eq(products.key, 'risco-alarm'));
    const { body } = await t.app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(body).not.toContain('<script>alert(1)');
    const settings = JSON.parse(
      /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(body)![1]!,
    ) as PublicSettings;
    expect(settings.catalogue.products[1]!.description).toBe(hostile);
  });

  it('admits the inline boot script by the hash the build wrote, and no other inline script', async () => {
    const { headers } = await t.app.inject({ url: '/' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${bootScriptHash}`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends the page compressed as the browser accepts, the same page in every encoding', async () => {
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Store</h1>');

    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toBe('Accept-Language, Accept-Encoding');
  });

  it('serves the templates, the renderer and a stale raw index.html under no name', async () => {
    const hidden = [
      '/index.html.gz',
      '/index.html.br',
      `/${builtSiteFiles.template('en')}`,
      `/${builtSiteFiles.inlineScriptHashes}`,
      `/${builtSiteFiles.renderer}`,
    ];
    for (const url of hidden) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(templateSlots.settings);
      expect(response.body, url).not.toContain('renderFirstScreens');
    }
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('serves the build’s driver files under no name: the products’ routes decide, published or not', async () => {
    // The import is not run here: none of these names may find the files the build left.
    for (const url of [
      '/downloads/risco_alarm.pdf',
      '/downloads%2Frisco_alarm.pdf',
      '/downloads%2frisco_alarm.pdf.gz',
      '/./downloads/risco_alarm.pdf',
      '/assets/..%2Fdownloads/risco_alarm.pdf',
      '/downloads/./risco_alarm.pdf',
      '/downloads/x/../risco_alarm.pdf',
      '/downloads/risco_alarm.pdf/',
    ]) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('the page of a build without the renderer', () => {
  it('is the template with its slots emptied: the boot script then loads the app at once', async () => {
    const dir = builtSite({ withRenderer: false });
    const t = await createTestApp({ env: { STATIC_DIR: dir } });
    try {
      const { body } = await t.app.inject({ url: '/' });
      expect(body).toContain('<script data-entry="/assets/main-abc.js"');
      expect(body).toContain('<script id="app-settings" type="application/json">');
      expect(body).not.toContain('text/x-first-screen');
      expect(body).not.toContain(templateSlots.firstScreens);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
