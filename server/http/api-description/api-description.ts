import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteShorthandOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error';
import { z } from 'zod';
import { rateLimited, type RouteDescription, type RouteDescriptions } from './route-description';

export type { RouteDescriptions } from './route-description';

/** Routes that serve the site's pages rather than the API: left out of the description. */
const pageRoutes = new Set(['GET /', 'GET /index.html', 'GET /*']);
const isPage = (key: string) => pageRoutes.has(key) || key.includes(' /__/auth') || key.includes(' /assets/');

const descriptionApi: RouteDescriptions = {
  'GET /api/openapi.json': {
    summary: 'This document: OpenAPI 3.1, generated from the schemas the routes validate with',
    answers: {
      200: { description: 'The OpenAPI document.', schema: z.looseObject({ openapi: z.string() }) },
    },
    errors: rateLimited,
  },
};

const routesSeen = new WeakMap<FastifyInstance, { key: string; page: boolean }[]>();

/** Every route registered on `app` since its description was set up (`METHOD /url`), pages marked. */
export function registeredRoutes(app: FastifyInstance): readonly { key: string; page: boolean }[] {
  return routesSeen.get(app) ?? [];
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

function toFastifySchema(route: RouteDescription, tag: string): FastifySchema & Record<string, unknown> {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    response[status] = answer.schema
      ? {
          description: answer.description,
          content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } },
        }
      : // No body: a null schema is how @fastify/swagger writes an answer without content.
        z.null().meta({ description: answer.description });
  }
  for (const [status, when] of Object.entries(route.errors ?? {})) {
    response[status] = { description: when, content: { 'application/json': { schema: apiErrorSchema } } };
  }
  return {
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.security === 'session' ? { security: [{ accessToken: [] }] } : {}),
    ...(route.security === 'metrics' ? { security: [{ metricsToken: [] }] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.consumes ? { consumes: route.consumes } : {}),
    response,
  };
}

/**
 * `GET /api/openapi.json`: OpenAPI 3.1 generated from the routes' zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transforms). Each route group describes its routes; a route registered without a
 * description stops the server from starting, so the document cannot fall behind. The schemas only describe:
 * each route still parses its request itself and refuses in the API's error shape, so Fastify's own
 * validation and serialization are left as they were (data passes through unchanged).
 */
export async function registerApiDescription(
  app: FastifyInstance,
  options: { groups: Record<string, RouteDescriptions>; version: string; rateLimit: RouteShorthandOptions },
): Promise<void> {
  const described = new Map<string, { route: RouteDescription; tag: string }>();
  const groups = { ...options.groups, 'API description': descriptionApi };
  for (const [tag, routes] of Object.entries(groups)) {
    for (const [key, route] of Object.entries(routes)) {
      if (described.has(key)) throw new Error(`${key} is described twice`);
      described.set(key, { route, tag });
    }
  }

  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const seen: { key: string; page: boolean }[] = [];
  routesSeen.set(app, seen);
  app.addHook('onRoute', (routeOptions) => {
    const methods = [routeOptions.method].flat().filter((method) => method !== 'HEAD');
    const method = methods.length ? methods.join(',') : 'HEAD';
    const key = routeKey(method, routeOptions.url);
    const entry = described.get(key);
    // Fastify's HEAD twin of each GET is the GET's description; a HEAD route of its own is described.
    if (method === 'HEAD' && !entry) return;
    seen.push({ key, page: isPage(key) });
    if (isPage(key)) {
      // `hide` is @fastify/swagger's addition to the route schema, which Fastify's type does not list.
      routeOptions.schema = { ...routeOptions.schema, hide: true } as FastifySchema;
      return;
    }
    if (!entry) throw new Error(`${key} has no API description (server/features/<feature>/*-api.ts)`);
    routeOptions.schema = toFastifySchema(entry.route, entry.tag);
    if (method === 'HEAD') {
      // @fastify/swagger's route config, which Fastify's config type does not declare; only that plugin reads it.
      routeOptions.config = { ...routeOptions.config, swagger: { exposeHeadRoute: true } } as never;
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Integrator site API',
        version: options.version,
        description:
          'The public endpoints of the site (messages, order tracking, licences for driver authors, settings) ' +
          'and the back office (signed-in owner and colleagues). Every JSON refusal has one shape, ' +
          '`{error, message, fields}`; every endpoint is rate-limited per client address (429 with ' +
          'Retry-After).',
      },
      components: {
        securitySchemes: {
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token `POST /api/auth/sign-in` answers (back office).',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN setting.' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', options.rateLimit, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
