import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleKeys, startFakeGoogleKeys } from './testing/fake-google-keys';
import { readyLicenceKey } from './testing/licences';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

/** Every endpoint and the setting that limits it (the note of issue 11 lists the defaults). */
const limitedEndpoints = [
  { method: 'GET', url: '/healthz', setting: 'PUBLIC_READ_RATE_LIMIT' },
  { method: 'GET', url: '/api/settings', setting: 'PUBLIC_READ_RATE_LIMIT' },
  { method: 'GET', url: '/api/app-qr/app-store.svg', setting: 'PUBLIC_READ_RATE_LIMIT' },
  { method: 'GET', url: '/api/app-qr/google-play.svg', setting: 'PUBLIC_READ_RATE_LIMIT' },
  { method: 'POST', url: '/api/messages', setting: 'MESSAGES_RATE_LIMIT', payload: { type: 'contact' } },
  {
    method: 'GET',
    url: '/GoogleHome/auth/authorize?client_id=x',
    setting: 'GOOGLE_HOME_AUTHORIZE_RATE_LIMIT',
  },
  {
    method: 'POST',
    url: '/GoogleHome/auth/callback',
    setting: 'GOOGLE_HOME_CALLBACK_RATE_LIMIT',
    payload: {},
  },
  { method: 'POST', url: '/GoogleHome/auth/token', setting: 'GOOGLE_HOME_TOKEN_RATE_LIMIT', payload: {} },
  { method: 'GET', url: '/__/auth/handler', setting: 'FIREBASE_AUTH_PROXY_RATE_LIMIT' },
  { method: 'POST', url: '/api/netatmo/token', setting: 'NETATMO_EXCHANGE_RATE_LIMIT', payload: {} },
  { method: 'GET', url: '/api/netatmo/token/some-state', setting: 'NETATMO_COLLECT_RATE_LIMIT' },
  { method: 'HEAD', url: '/api/netatmo/token/some-state', setting: 'NETATMO_COLLECT_RATE_LIMIT' },
  { method: 'GET', url: '/api/licences/public-key', setting: 'LICENCE_PUBLIC_KEY_RATE_LIMIT' },
  {
    method: 'POST',
    url: '/api/licences/verify',
    setting: 'LICENCE_VERIFY_RATE_LIMIT',
    payload: { licence: 'x.y' },
  },
] as const;

describe(`rate limits on every endpoint (${testDatabaseKind})`, () => {
  let keys: FakeGoogleKeys;
  let t: TestApp;

  beforeAll(async () => {
    keys = await startFakeGoogleKeys();
    const settings = Object.fromEntries(
      limitedEndpoints.map(({ setting }) => [setting, setting === 'MESSAGES_RATE_LIMIT' ? '2' : '2/minute']),
    );
    t = await createTestApp({
      env: {
        ...settings,
        GOOGLE_HOME_CLIENT_ID: 'client',
        GOOGLE_HOME_CLIENT_SECRET: 'secret',
        GOOGLE_HOME_PROJECT_ID: 'project',
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'www.example.com',
        FIREBASE_PROJECT_ID: 'project',
        FIREBASE_JWKS_URL: keys.jwksUrl,
        // Firebase's helper pages, proxied: a local stand-in, so nothing leaves the machine.
        FIREBASE_AUTH_HANDLER_ORIGIN: new URL(keys.jwksUrl).origin,
      },
      licenceKey: readyLicenceKey(),
    });
  });
  afterAll(async () => {
    await t?.close();
    await keys?.stop();
  });

  it.each(limitedEndpoints)('$method $url answers 429 past $setting', async (endpoint) => {
    const send = () =>
      t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
      });
    const statuses = [(await send()).statusCode, (await send()).statusCode];
    expect(statuses).not.toContain(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    if (endpoint.method !== 'HEAD') {
      expect(refused.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(/Try again in \d+ s/),
        retryAfterSeconds: expect.any(Number),
      });
    }
  });
});
