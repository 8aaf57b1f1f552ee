import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env';
import { netatmoTokens } from '../../db/schema/netatmo';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import {
  type FakeNetatmoTokenEndpoint,
  startFakeNetatmoTokenEndpoint,
} from '../../testing/fake-netatmo-token-endpoint';

describe(`Netatmo token exchange (${testDatabaseKind})`, () => {
  let netatmo: FakeNetatmoTokenEndpoint;
  let t: TestApp;

  beforeAll(async () => {
    netatmo = await startFakeNetatmoTokenEndpoint();
    t = await createTestApp({
      env: {
        NETATMO_CLIENT_ID: 'netatmo-client',
        NETATMO_CLIENT_SECRET: 'netatmo-secret',
        NETATMO_REDIRECT_URI: 'https://www.example.com/netatmo-token',
        NETATMO_TOKEN_URL: netatmo.url,
        NETATMO_TIMEOUT_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await netatmo?.stop();
  });
  beforeEach(() => {
    netatmo.mode = 'success';
    netatmo.requests.length = 0;
  });

  const exchange = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/netatmo/token', payload: body });
  const collect = (state: string) =>
    t.app.inject({ method: 'GET', url: `/api/netatmo/token/${encodeURIComponent(state)}` });

  it('exchanges the code with the server-side secret and answers without tokens', async () => {
    const response = await exchange({ code: 'code-1', scope: 'read_station', state: 'driver-state-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.body).not.toContain('access-code-1');

    expect(netatmo.requests).toHaveLength(1);
    expect(netatmo.requests[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(netatmo.requests[0]?.form).toEqual({
      grant_type: 'authorization_code',
      client_id: 'netatmo-client',
      client_secret: 'netatmo-secret',
      code: 'code-1',
      redirect_uri: 'https://www.example.com/netatmo-token',
      scope: 'read_station',
    });
  });

  it('hands the tokens to the driver once, by state', async () => {
    await exchange({ code: 'code-2', scope: 'read_station', state: 'driver-state-2' });
    const first = await collect('driver-state-2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      access_token: 'access-code-2',
      refresh_token: 'refresh-code-2',
      expires_in: 10800,
    });
    const second = await collect('driver-state-2');
    expect(second.statusCode).toBe(404);
    expect(await collect('never-seen')).toMatchObject({ statusCode: 404 });
  });

  it('keeps the tokens for 10 minutes only', async () => {
    await exchange({ code: 'code-3', scope: 'read_station', state: 'driver-state-3' });
    const [row] = await t.database.db
      .select()
      .from(netatmoTokens)
      .where(eq(netatmoTokens.state, 'driver-state-3'));
    const window = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(window).toBeGreaterThan(9 * 60_000);
    expect(window).toBeLessThanOrEqual(10 * 60_000);

    await t.database.db
      .update(netatmoTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(netatmoTokens.state, 'driver-state-3'));
    expect((await collect('driver-state-3')).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(netatmoTokens)
      .where(eq(netatmoTokens.state, 'driver-state-3'));
    expect(left).toHaveLength(0);
  });

  it("answers 502 with Netatmo's reason when it refuses the code, and stores nothing", async () => {
    netatmo.mode = 'invalid_grant';
    const response = await exchange({ code: 'used-code', scope: 'read_station', state: 'driver-state-4' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'provider_error',
      message: 'invalid_grant: Invalid authorization code',
      fields: {},
    });
    expect((await collect('driver-state-4')).statusCode).toBe(404);
  });

  it('gives up after the time-out and answers 504', async () => {
    netatmo.mode = 'timeout';
    const started = Date.now();
    const response = await exchange({ code: 'slow-code', scope: 'read_station', state: 'driver-state-5' });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ error: 'provider_timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(5000);
    expect((await collect('driver-state-5')).statusCode).toBe(404);
  });

  it.each([
    [{ scope: 'read_station', state: 's' }, 'code'],
    [{ code: 'c', state: 's' }, 'scope'],
    [{ code: '', scope: 'read_station', state: 's' }, 'code'],
    [{ code: 'c', scope: 'read_station' }, 'state'],
  ])('answers 400 without calling Netatmo for %j', async (body, field) => {
    const response = await exchange(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(netatmo.requests).toHaveLength(0);
  });
});

describe(`Netatmo token exchange when not configured (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('waits 10 s for Netatmo by default', () => {
    expect(readEnv({}).NETATMO_TIMEOUT_MS).toBe(10_000);
  });

  it('answers 503', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/netatmo/token',
      payload: { code: 'c', scope: 'read_station', state: 's' },
    });
    expect(response.statusCode).toBe(503);
  });
});
