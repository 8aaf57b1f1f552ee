import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { extractEntryScripts, PRERENDER_SCRIPT, PRERENDER_SCRIPT_HASH } from './prerender';
import { pickEncoding } from './static-site';

const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/intl-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
    <!--app-settings-->
  </head>
  <body>
    <div id="root"></div>
    <!--app-prerender-->
  </body>
</html>`;

// Stands in for the bundle `vite build --ssr` writes: one first screen per route and language, naming the
// business from the settings it is given, as the real one does.
const fakePrerender = `export async function renderFirstScreens(settings) {
  const screen = (title) => '<header>' + settings.business.businessName + '</header><main><h1>' + title + '</h1></main>';
  return {
    en: [
      { path: '/', html: screen('Home') },
      { path: '/store', html: screen('Store') },
      { path: '/netatmo-token', html: screen('Netatmo'), unlessParam: 'code' },
      { path: '/user', html: screen('Account'), unlessStored: 'access_token' },
    ],
    fr: [{ path: '/', html: screen('Accueil') }, { path: '/store', html: screen('Boutique') }],
  };
}`;

function builtSite(withPrerender: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
  writeFileSync(join(dir, 'index.html'), builtIndex);
  if (withPrerender) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'render-routes.mjs'), fakePrerender);
  }
  return dir;
}

describe('index.html with the prerendered first screens', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = builtSite(true);
    t = await createTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the first screen of every route, in the request language, after #root', async () => {
    const fr = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(fr.body).toContain('<html lang="fr" data-negotiated-lang="fr">');
    expect(fr.body).toContain('<template data-route="/"><header>');
    expect(fr.body).toContain('<h1>Boutique</h1>');
    expect(fr.body).not.toContain('<h1>Store</h1>');
    expect(fr.body.indexOf('<div id="root"></div>')).toBeLessThan(fr.body.indexOf('<template'));

    const en = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB' } });
    expect(en.body).toContain('<html lang="en" data-negotiated-lang="en">');
    expect(en.body).toContain('<template data-route="/store"><header>');
    expect(en.body).toContain('<h1>Store</h1>');
  });

  it('marks a first screen that is only for links without a given parameter, or visitors without a stored key', async () => {
    const { body } = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB' } });
    expect(body).toContain('<template data-route="/netatmo-token" data-unless-param="code"><header>');
    expect(body).toContain('<template data-route="/user" data-unless-stored="access_token"><header>');
  });

  it('renders with the run-time settings', async () => {
    const { body } = await t.app.inject({ url: '/' });
    const settings = JSON.parse(
      /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(body)![1]!,
    );
    expect(body).toContain(`<header>${settings.business.businessName}</header>`);
  });

  it('moves the app scripts from the head to the inline script, which the CSP admits by its hash', async () => {
    const { body, headers } = await t.app.inject({ url: '/' });
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
    const inline =
      /<script data-entry="\/assets\/index-abc\.js" data-preload="\/assets\/react-abc\.js \/assets\/intl-abc\.js">(.*?)<\/script>/.exec(
        body,
      );
    expect(inline?.[1]).toBe(PRERENDER_SCRIPT);
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    expect(PRERENDER_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
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

  it('never serves the prerender bundle', async () => {
    const response = await t.app.inject({ url: '/.ssr/render-routes.mjs' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderFirstScreens');
  });
});

describe('index.html of a build without the prerender', () => {
  it('keeps the app scripts in the head and adds no template', async () => {
    const dir = builtSite(false);
    const t = await createTestApp({ env: { STATIC_DIR: dir } });
    try {
      const { body } = await t.app.inject({ url: '/' });
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(body).not.toContain('<template');
      expect(body).not.toContain('<!--app-prerender-->');
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('extractEntryScripts', () => {
  it('returns null for a page without a module entry', () => {
    expect(extractEntryScripts('<html><head></head></html>')).toBeNull();
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
