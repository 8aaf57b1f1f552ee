import { compileErrors, validate } from '@readme/openapi-parser';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyLicenceKey } from '../../testing/licences';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerApiDescription, registeredRoutes } from './api-description';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Record<string, unknown> }> }
  >;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    // Every optional route on: /metrics exists only with its token.
    t = await createTestApp({
      env: { METRICS_TOKEN: 'metrics-token-for-the-description-test' },
      licenceKey: readyLicenceKey(),
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    document = answer.json<Document>();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the document it is given: a copy, so the other tests read it as served.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route the server registered, and nothing else', () => {
    const routes = registeredRoutes(t.app).filter((route) => !route.page);
    expect(routes.length).toBeGreaterThan(50);
    const registered = routes.map(({ key }) => {
      const [method, url] = key.split(' ') as [string, string];
      return `${method.toLowerCase()} ${openApiPath(url)}`;
    });
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual([...new Set(registered)].sort());
    // Pages and the Firebase sign-in handler are the site, not its API.
    expect(Object.keys(document.paths)).not.toContain('/');
  });

  it('gives every operation a summary, its answers and its refusals in the one error shape', () => {
    const errorSchema = document.components.schemas.ApiError!;
    expect(errorSchema).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object' } },
      required: expect.arrayContaining(['error', 'message']),
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.tags, where).toHaveLength(1);
        const statuses = Object.keys(operation.responses).map(Number);
        expect(statuses.some((status) => status < 400) || method === 'head', where).toBe(true);
        expect(statuses, `${where} says it is rate-limited`).toContain(429);
        if (path.startsWith('/GoogleHome/')) continue; // OAuth 2.0 keeps RFC 6749's shapes
        for (const status of statuses.filter((status) => status >= 400 && status !== 503)) {
          expect(
            operation.responses[status]!.content?.['application/json']?.schema,
            `${where} ${status}`,
          ).toEqual({
            $ref: '#/components/schemas/ApiError',
          });
        }
      }
    }
  });

  it('states each request from the schema the route validates with', () => {
    const messages = document.paths['/api/messages']!.post!;
    const body = JSON.stringify(messages.requestBody!.content['application/json']!.schema);
    for (const field of ['type', 'email', 'message', 'mac', 'driver', 'hp'])
      expect(body).toContain(`"${field}"`);
    expect(document.paths['/api/orders/{id}']!.get!).toMatchObject({
      security: [{ accessToken: [] }],
      parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
    });
    expect(document.paths['/api/bank-statements']!.post!.requestBody!.content).toHaveProperty(
      'application/xml',
    );
  });

  it('documents the licence endpoints for driver authors, with examples', () => {
    const verify = document.paths['/api/licences/verify']!.post!;
    expect(verify.description).toContain('curl');
    const request = verify.requestBody!.content['application/json']! as {
      schema: { properties: { licence: { maxLength: number } } };
      example: { licence: string };
    };
    expect(request.schema.properties.licence.maxLength).toBe(4096);
    expect(request.example.licence).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verify.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/LicenceVerification',
    });
    const verdict = document.components.schemas.LicenceVerification!;
    expect(verdict.examples).toContainEqual({ valid: false, reason: 'revoked' });
    expect(JSON.stringify(verdict)).toContain('bad-signature');

    const publicKey = document.paths['/api/licences/public-key']!.get!;
    expect(publicKey.description).toContain('curl');
    expect(publicKey.responses['200']!.content).toHaveProperty('application/x-pem-file');
    expect(publicKey.responses['503']).toBeDefined();
  });

  it('keeps the example licence in the real format: the site reads it and finds it signed by another key', async () => {
    const verify = document.paths['/api/licences/verify']!.post!;
    const { example } = verify.requestBody!.content['application/json']! as { example: object };
    const answer = await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: example });
    expect(answer.json()).toEqual({ valid: false, reason: 'bad-signature' });
    const key = await t.app.inject({ method: 'GET', url: '/api/licences/public-key' });
    expect(key.headers['content-type']).toBe('application/x-pem-file');
    expect(key.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
  });

  it('leaves validation to the routes: refusals keep their shape', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/licences/verify',
      payload: { licence: '' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'invalid_request',
      message: 'Some fields are missing or invalid.',
      fields: { licence: 'is required' },
    });
  });

  it('stops a server whose route has no description', async () => {
    const app = Fastify();
    await registerApiDescription(app, { groups: {}, version: '1', rateLimit: {} });
    expect(() => app.get('/api/undescribed', async () => ({}))).toThrow(
      'GET /api/undescribed has no API description',
    );
    await app.close();
  });
});
