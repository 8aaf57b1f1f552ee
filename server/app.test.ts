import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

describe(`server foundation (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ database: { ok: true } });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'There is nothing at this address.',
      fields: {},
    });
  });

  it.each([
    ['/store', '/#/store'],
    ['/contact/', '/#/contact'],
    ['/netatmo-token?code=abc&state=xyz', '/#/netatmo-token?code=abc&state=xyz'],
    [
      '/google-login?authCode=1&redirect_uri=https%3A%2F%2Fx&state=s',
      '/#/google-login?authCode=1&redirect_uri=https%3A%2F%2Fx&state=s',
    ],
  ])('redirects %s to the hash route %s', async (url, location) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/', '/healthz', '/api/nope', '/store']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['cross-origin-opener-policy']).toBeTruthy();
    }
  });
});
