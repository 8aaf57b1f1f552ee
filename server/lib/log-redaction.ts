import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

/** Fields that hold a secret wherever they appear in a logged object (top level or one level down). */
const secretFields = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'id_token',
  'idToken',
  'client_secret',
  'code',
  'authCode',
  'link',
  'licence',
  'licenceText',
  'privateKey',
  'licenceKey',
  'smtpUrl',
  'databaseUrl',
];

/**
 * pino's `redact`: what a log line must never hold (passwords, tokens, links that carry one, the Authorization
 * header, licences and the licence key), replaced wherever a logged object names it.
 */
export const logRedaction = {
  censor: CENSOR,
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    '*.headers.authorization',
    '*.headers.cookie',
    'res.headers["set-cookie"]',
    ...secretFields,
    ...secretFields.map((field) => `*.${field}`),
  ],
};

/** Path parameters and query parameters that carry a secret: order-page and link tokens, OAuth codes. */
const secretParams = new Set(['token', 'state']);
const secretQuery = new Set([
  'code',
  'token',
  'state',
  'authCode',
  'access_token',
  'refresh_token',
  'client_secret',
  'password',
]);

/**
 * The request's address as logged: the route pattern's secret parameters (`/api/order-tracking/:token`) and
 * the query's OAuth codes and states replaced, the rest kept for whoever reads the log.
 */
export function loggableUrl(
  request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } },
) {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2);
  const pattern = request.routeOptions?.url;
  // Fastify's path parameters are an object of strings.
  const params = (request.params ?? {}) as Record<string, string>;
  let loggedPath = path;
  if (pattern && Object.keys(params).some((name) => secretParams.has(name))) {
    loggedPath = pattern.replace(/:(\w+)/g, (_match, name: string) =>
      secretParams.has(name) ? CENSOR : encodeURIComponent(params[name] ?? ''),
    );
  }
  if (query === undefined) return loggedPath;
  const search = new URLSearchParams(query);
  for (const key of new Set(search.keys())) if (secretQuery.has(key)) search.set(key, CENSOR);
  return `${loggedPath}?${search.toString()}`;
}

/** Fastify's request serializer with the address made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
