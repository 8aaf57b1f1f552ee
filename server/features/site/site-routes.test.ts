import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodeSvg } from '../../lib/qr-code-svg';
import { sampleBusinessSettings } from '../../config/site-config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe(`site routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the public settings, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().business.appStoreUrl).toBe(sampleBusinessSettings.appStoreUrl);
  });

  it("draws each store's QR code from its configured address, as an SVG image", async () => {
    const appStore = await t.app.inject({ method: 'GET', url: '/api/app-qr/app-store.svg' });
    const googlePlay = await t.app.inject({ method: 'GET', url: '/api/app-qr/google-play.svg' });
    for (const response of [appStore, googlePlay]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(appStore.body).toBe(await qrCodeSvg(sampleBusinessSettings.appStoreUrl));
    expect(googlePlay.body).toBe(await qrCodeSvg(sampleBusinessSettings.googlePlayUrl));
    expect(appStore.body).not.toBe(googlePlay.body);
  });

  it('knows no other store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-qr/windows-store.svg' });
    expect(response.statusCode).toBe(404);
  });
});
