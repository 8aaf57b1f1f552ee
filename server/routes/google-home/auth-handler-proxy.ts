import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * Serves Firebase's sign-in helper (/__/auth/handler, /__/auth/iframe…) from this site's own origin by
 * proxying it to the project's firebaseapp.com host. With FIREBASE_AUTH_DOMAIN set to this site's host,
 * signInWithRedirect then works in browsers that partition third-party storage (Firebase's documented
 * "proxy auth requests" option).
 */
export async function registerAuthHandlerProxy(app: FastifyInstance, upstream: string): Promise<void> {
  await app.register(async (scope) => {
    // Our CSP and X-Frame-Options would break Firebase's pages (inline scripts, framed by our page): the
    // proxied answer keeps the headers Firebase Hosting sends instead.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.removeHeader('content-security-policy');
      reply.removeHeader('x-frame-options');
    });
    await scope.register(proxy, {
      upstream,
      prefix: '/__/auth',
      rewritePrefix: '/__/auth',
      httpMethods: ['GET', 'HEAD'],
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => {
          const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
          return rest;
        },
      },
    });
  });
}
