import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, getJson, NetworkError, postJson } from './api-client';

function answer(body: string | null, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusal(request: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await request.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('posts JSON with the idempotency key and extra headers, and reads the JSON answer', async () => {
    const fetchMock = answer('{"id":"m-1"}', { status: 202 });
    const result = await postJson(
      '/api/things',
      { a: 1 },
      { idempotencyKey: 'k-1', headers: { 'X-Lang': 'fr' } },
    );
    expect(result).toEqual({ id: 'm-1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': 'k-1',
        'X-Lang': 'fr',
      },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('gets JSON without a body', async () => {
    const fetchMock = answer('{"ok":true}', { status: 200 });
    expect(await getJson('/api/settings')).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/settings', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal: undefined,
    });
  });

  it('reads the API error shape {error, message, fields} and Retry-After', async () => {
    answer('{"error":"invalid_request","message":"check the form","fields":{"email":"invalid"}}', {
      status: 429,
      headers: { 'Retry-After': '30' },
    });
    const error = await refusal(postJson('/api/things', {}));
    expect(error).toMatchObject({
      status: 429,
      code: 'invalid_request',
      message: 'check the form',
      fields: { email: 'invalid' },
      retryAfterSeconds: 30,
    });
  });

  it("reads OAuth 2.0's {error, error_description}", async () => {
    answer('{"error":"invalid_grant","error_description":"the code has expired"}', { status: 400 });
    const error = await refusal(postJson('/oauth/token', {}));
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_grant',
      message: 'the code has expired',
      fields: {},
    });
  });

  it('falls back to the error code, then to a plain-text body, then to the status', async () => {
    answer('{"error":"server_error"}', { status: 500 });
    expect((await refusal(postJson('/a', {}))).message).toBe('server_error');

    answer('This linking request is invalid.', { status: 400 });
    const plain = await refusal(postJson('/b', {}));
    expect(plain).toMatchObject({ message: 'This linking request is invalid.', code: undefined, fields: {} });

    answer(null, { status: 503, statusText: 'Service Unavailable' });
    expect((await refusal(postJson('/c', {}))).message).toBe('Service Unavailable');

    answer(null, { status: 502 });
    expect((await refusal(postJson('/d', {}))).message).toBe('HTTP 502');
  });

  it('reports a request that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await postJson('/api/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toHaveProperty('message', 'Failed to fetch');
  });

  it('sends the token and the language with each request, a file as the body itself', async () => {
    const fetchMock = answer('{"imported":1}', { status: 200 });
    const client = createApiClient({
      auth: { token: () => 'token-1', onUnauthorized: vi.fn() },
      language: () => 'fr',
    });
    const data = new Blob(['<xml/>']);
    expect(await client.sendFile('POST', '/api/files', { data, type: 'application/xml' })).toEqual({
      imported: 1,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/files', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'fr',
        'Content-Type': 'application/xml',
        Authorization: 'Bearer token-1',
      },
      body: data,
      signal: undefined,
    });
  });

  it('tells the auth option about a 401 with its code, then throws it', async () => {
    answer('{"error":"session_expired","message":"expired"}', { status: 401 });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ auth: { token: () => undefined, onUnauthorized } });
    const error = await refusal(client.get('/api/inbox'));
    expect(error).toMatchObject({ status: 401, code: 'session_expired' });
    expect(onUnauthorized).toHaveBeenCalledWith('session_expired');
  });
});
