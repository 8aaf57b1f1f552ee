import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../../shared/storable-text';
import type { RateLimitSetting } from '../../lib/rate-limit-setting';

const forwardedHeaders = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'host',
  'if-modified-since',
  'if-none-match',
  'referer',
  'user-agent',
]);

/**
 * Serves Firebase's sign-in helper (/__/auth/handler, /__/auth/iframe…) from this site's own origin by
 * proxying it to the project's firebaseapp.com host. With FIREBASE_AUTH_DOMAIN set to this site's host,
 * signInWithRedirect then works in browsers that partition third-party storage (Firebase's documented
 * "proxy auth requests" option).
 */
export async function registerAuthHandlerProxy(
  app: FastifyInstance,
  upstream: string,
  rateLimit: RateLimitSetting,
): Promise<void> {
  await app.register(async (scope) => {
    // Each request here costs a request to Firebase: limit what one address can make us send.
    scope.addHook(
      'onRequest',
      app.rateLimit({ max: rateLimit.max, timeWindow: rateLimit.windowMs, groupId: 'firebase-auth-proxy' }),
    );
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
        // Only what Firebase's helper pages need: never a cookie or credentials of this site.
        rewriteRequestHeaders: (_request, headers) =>
          Object.fromEntries(
            Object.entries(headers).filter(
              ([name, value]) =>
                forwardedHeaders.has(name) && typeof value === 'string' && isStorableText(value),
            ),
          ),
      },
    });
  });
}
