import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type AppContext, publicSettings } from './app-context';
import { registerHashRedirects } from './http/hash-redirects';
import { inlineScriptHashes } from './http/prerender';
import { type ContentSecurityPolicyExtras, registerSecurityHeaders } from './http/security-headers';
import { firebaseCspExtras, mergeCspExtras } from './routes/google-home/firebase-csp';
import { registerStaticSite } from './http/static-site';
import { googleHomeRoutes } from './routes/google-home/google-home-routes';
import { healthRoutes } from './routes/health/health-routes';
import { messagesRoutes } from './routes/messages/messages-routes';
import { netatmoRoutes } from './routes/netatmo/netatmo-routes';

export interface BuildAppOptions extends AppContext {
  logger?: FastifyServerOptions['logger'];
  /** Hosts the CSP must admit for features that talk to third parties (Firebase sign-in). */
  cspExtras?: ContentSecurityPolicyExtras;
}

/** Builds the whole HTTP application without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, business, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const ctx: AppContext = { env, business, database };

  await registerSecurityHeaders(app, {
    hstsMaxAge: env.HSTS_MAX_AGE,
    inlineScriptHashes: inlineScriptHashes(env.STATIC_DIR),
    extras: mergeCspExtras(firebaseCspExtras(env), options.cspExtras),
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerHashRedirects(app);

  await app.register(healthRoutes, { db: database.db });
  app.get('/api/settings', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(publicSettings(env, business)),
  );
  await app.register(messagesRoutes, ctx);
  await app.register(googleHomeRoutes, ctx);
  await app.register(netatmoRoutes, ctx);

  await registerStaticSite(app, { staticDir: env.STATIC_DIR, settings: publicSettings(env, business) });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ error: 'Not Found', message: `No API route ${request.method} ${request.url}` });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
