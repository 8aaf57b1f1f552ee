import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './config/env';
import { warnIfSampleBusinessSettings } from './config/site-config';
import { netatmoTokens } from './db/schema/netatmo';
import { registerApiErrorHandling } from './lib/api-errors';
import {
  startFakeNetatmoTokenEndpoint,
  type FakeNetatmoTokenEndpoint,
} from './testing/fake-netatmo-token-endpoint';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

const contact = { type: 'contact', name: 'Ada', email: 'ada@example.test', message: 'Hello', hp: '' };
const order = {
  type: 'driver',
  driverName: 'netatmo-weather-station',
  company: 'Ada SARL',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 rue de la Paix\n75002 Paris',
  email: 'ada@example.test',
  mac: '00:0F:FF:12:34:56',
  hp: '',
};

describe('one error handler for the whole API', () => {
  it('answers a fault with a generic message and a request id, never the query or the stack', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
      genReqId: () => 'req-test-1',
    });
    registerApiErrorHandling(app);
    app.get('/api/boom', async () => {
      throw new Error('Failed query: delete from "netatmo_tokens" where "state" = $1 params: a\u0000b');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      fields: {},
      requestId: 'req-test-1',
    });
    expect(response.body).not.toMatch(/Failed query|netatmo_tokens|at .*\.ts/);
    // The detail is in the log, under the same request id.
    expect(lines.join('')).toMatch(/Failed query.*req-test-1|req-test-1.*Failed query/s);
    await app.close();
  });
});

describe(`hostile input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let netatmo: FakeNetatmoTokenEndpoint;

  beforeAll(async () => {
    netatmo = await startFakeNetatmoTokenEndpoint();
    t = await createTestApp({
      env: {
        MESSAGES_RATE_LIMIT: '1000',
        NETATMO_CLIENT_ID: 'netatmo-client',
        NETATMO_CLIENT_SECRET: 'netatmo-secret',
        NETATMO_REDIRECT_URI: 'https://www.example.com/netatmo-token',
        NETATMO_TOKEN_URL: netatmo.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await netatmo?.stop();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('refuses a state with a NUL byte with 400 naming it, without a query in the answer', async () => {
    for (const url of ['/api/netatmo/token/%00', '/api/netatmo/token/a%00b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_request',
        fields: { state: expect.any(String) },
      });
      expect(response.body).not.toMatch(/query|delete|params/i);
    }
    // Percent-encoding of a lone surrogate is not UTF-8: the router refuses the address itself.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/netatmo/token/%ED%A0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'bad_request', message: expect.any(String), fields: {} });
  });

  it.each([
    ['contact', 'name', '\u0000'],
    ['contact', 'message', '\u0000'],
    ['contact', 'name', '\ud800'],
    ['contact', 'message', 'a\udc00b'],
    ['contact', 'email', '\u0000'],
    ['order', 'company', '\u0000'],
    ['order', 'firstName', '\ud800'],
    ['order', 'lastName', '\u0000'],
    ['order', 'address', 'a\ud800b'],
    ['order', 'city', '\u0000'],
    ['order', 'postcode', '\ud800'],
    ['order', 'siren', '\u0000'],
    ['order', 'vatNumber', 'a\ud800b'],
    ['order', 'country', '\u0000'],
    ['order', 'buyerType', '\u0000'],
    ['contact', 'name', '\r\nBcc: victim@example.com'],
  ] as const)('refuses a %s whose %s holds %j, with 400 naming the field', async (kind, field, hostile) => {
    const payload = { ...(kind === 'contact' ? contact : order), [field]: `Text ${hostile} more` };
    const response = await post('/api/messages', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      fields: { [field]: expect.any(String) },
    });
  });

  it('keeps line breaks where a text has several lines', async () => {
    const response = await post('/api/messages', { ...contact, message: 'Line one\r\nLine two\n\tindented' });
    expect(response.statusCode).toBe(202);
  });

  it.each(['code', 'scope'])('refuses a Netatmo %s that cannot be stored', async (field) => {
    const body = { code: 'c-1', scope: 'read_station', state: 'state-ok', [field]: 'a\u0000b' };
    const response = await post('/api/netatmo/token', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { [field]: expect.any(String) } });
  });

  it('refuses a Netatmo state that could never be collected, and collects one of 100 characters', async () => {
    for (const state of ['s'.repeat(101), 'with space', 'a/b', 'é', 'a\u0000b']) {
      const response = await post('/api/netatmo/token', { code: 'c-2', scope: 'read_station', state });
      expect(response.statusCode, state).toBe(400);
      expect(response.json()).toMatchObject({ fields: { state: expect.any(String) } });
    }
    expect(netatmo.requests).toHaveLength(0);

    const longest = `${'A1._~-'.repeat(16)}abcd`;
    expect(longest).toHaveLength(100);
    expect(
      (await post('/api/netatmo/token', { code: 'c-3', scope: 'read_station', state: longest })).statusCode,
    ).toBe(200);
    const collected = await t.app.inject({ method: 'GET', url: `/api/netatmo/token/${longest}` });
    expect(collected.statusCode).toBe(200);
    expect(collected.json()).toMatchObject({ access_token: 'access-c-3' });
  });

  it('does not hand the tokens over, nor delete them, on HEAD', async () => {
    await post('/api/netatmo/token', { code: 'c-4', scope: 'read_station', state: 'prefetched' });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/netatmo/token/prefetched' });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    const rows = await t.database.db
      .select()
      .from(netatmoTokens)
      .where(eq(netatmoTokens.state, 'prefetched'));
    expect(rows).toHaveLength(1);
    const get = await t.app.inject({ method: 'GET', url: '/api/netatmo/token/prefetched' });
    expect(get.json()).toMatchObject({ access_token: 'access-c-4' });
  });

  it('marks every API answer no-store, and public settings no-cache', async () => {
    for (const request of [
      { method: 'GET', url: '/api/netatmo/token/unknown' },
      { method: 'POST', url: '/api/messages', payload: contact },
      { method: 'POST', url: '/api/messages', payload: { type: 'contact' } },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'GET', url: '/healthz' },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.headers['cache-control'], request.url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('answers Fastify refusals in our shape, without FST_ codes', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/netatmo/token',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/netatmo/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"code":',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/netatmo/token',
        headers: { 'content-type': 'application/json' },
        payload: '',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/netatmo/token',
        headers: { 'content-type': 'application/json' },
        payload: `{"code":"${'x'.repeat(40_000)}"}`,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([415, 400, 400, 413]);
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/FST_/);
      expect(answer.json()).toEqual({ error: expect.any(String), message: expect.any(String), fields: {} });
    }
  });

  it('denies the browser features the site never uses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).not.toContain('publickey-credentials');
  });
});

describe('sample business details in production', () => {
  const warnings = () => {
    const seen: string[] = [];
    return { seen, log: { warn: (message: string) => seen.push(message) } };
  };

  it('warns, naming the file to create', () => {
    const { seen, log } = warnings();
    warnIfSampleBusinessSettings({ NODE_ENV: 'production' }, log);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/SAMPLE business details/);
    expect(seen[0]).toMatch(/site\.config\.json/);
  });

  it('stays quiet in development and when a file is named', () => {
    const { seen, log } = warnings();
    warnIfSampleBusinessSettings({ NODE_ENV: 'development' }, log);
    warnIfSampleBusinessSettings({ NODE_ENV: 'production', SITE_CONFIG_FILE: './my-site.json' }, log);
    expect(seen).toEqual([]);
  });
});

describe('rate-limit settings', () => {
  it('has a limit for every endpoint by default', () => {
    const env = readEnv({});
    expect(env.GOOGLE_HOME_TOKEN_RATE_LIMIT).toEqual({ max: 60, windowMs: 60_000 });
    expect(env.NETATMO_COLLECT_RATE_LIMIT).toEqual({ max: 30, windowMs: 60_000 });
  });

  it('reads "<count>/<window>" and names a bad value', () => {
    expect(readEnv({ NETATMO_EXCHANGE_RATE_LIMIT: '5/15 minutes' }).NETATMO_EXCHANGE_RATE_LIMIT).toEqual({
      max: 5,
      windowMs: 900_000,
    });
    expect(readEnv({ PUBLIC_READ_RATE_LIMIT: '1000/hour' }).PUBLIC_READ_RATE_LIMIT).toEqual({
      max: 1000,
      windowMs: 3_600_000,
    });
    expect(() => readEnv({ GOOGLE_HOME_TOKEN_RATE_LIMIT: 'lots' })).toThrow(/GOOGLE_HOME_TOKEN_RATE_LIMIT/);
    expect(() => readEnv({ GOOGLE_HOME_TOKEN_RATE_LIMIT: '0/minute' })).toThrow(
      /GOOGLE_HOME_TOKEN_RATE_LIMIT/,
    );
  });
});
