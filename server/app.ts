import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type AppContext, publicSettings } from './lib/app-context';
import { registerHashRedirects } from './http/hash-redirects';
import { answerFrameworkError, generateRequestId, registerApiErrorHandling } from './lib/api-errors';
import { registerHousekeeping } from './lib/housekeeping';
import { registerRateLimiter } from './lib/rate-limit';
import { pruneAccountRecords } from './routes/auth/auth-housekeeping';
import { deleteExpiredMessages } from './routes/inbox/inbox-retention';
import { pruneExpiredMessageRecords } from './routes/messages/message-housekeeping';
import { inlineScriptHashes } from './http/prerender';
import { type ContentSecurityPolicyExtras, registerSecurityHeaders } from './http/security-headers';
import { firebaseCspExtras, mergeCspExtras } from './routes/google-home/firebase-csp';
import { registerStaticSite } from './http/static-site';
import { googleHomeRoutes } from './routes/google-home/google-home-routes';
import { healthRoutes } from './routes/health/health-routes';
import { messagesRoutes } from './routes/messages/messages-routes';
import { netatmoRoutes } from './routes/netatmo/netatmo-routes';
import { authRoutes, passkeyRoutes } from './routes/auth/auth-routes';
import { inboxRoutes } from './routes/inbox/inbox-routes';
import { teamRoutes } from './routes/team/team-routes';
import { invoiceReminderTask } from './routes/orders/invoice-reminders';
import { deleteExpiredOrders } from './routes/orders/order-retention';
import { orderTrackingRoutes } from './routes/orders/order-tracking-routes';
import { ordersRoutes } from './routes/orders/orders-routes';
import { licencesRoutes } from './routes/licences/licences-routes';
import { siteRoutes } from './routes/site/site-routes';
import { setupRoutes } from './routes/setup/setup-routes';

export interface BuildAppOptions extends AppContext {
  logger?: FastifyServerOptions['logger'];
  /** Hosts the CSP must admit for features that talk to third parties (Firebase sign-in). */
  cspExtras?: ContentSecurityPolicyExtras;
  /** Run the hourly housekeeping (default true). Tests run each task themselves, when their data is ready. */
  housekeeping?: boolean;
}

/** Builds the whole HTTP application without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, business, database, legal, licenceKey } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: generateRequestId,
    frameworkErrors: answerFrameworkError,
  });
  const ctx: AppContext = { env, business, database, legal, licenceKey };

  await registerSecurityHeaders(app, {
    hstsMaxAge: env.HSTS_MAX_AGE,
    inlineScriptHashes: inlineScriptHashes(env.STATIC_DIR),
    extras: mergeCspExtras(firebaseCspExtras(env), options.cspExtras),
  });
  registerApiErrorHandling(app);
  await registerRateLimiter(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerHashRedirects(app);

  await app.register(healthRoutes, { db: database.db, rateLimit: env.PUBLIC_READ_RATE_LIMIT });
  await app.register(siteRoutes, ctx);
  await app.register(messagesRoutes, ctx);
  await app.register(googleHomeRoutes, ctx);
  await app.register(netatmoRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(passkeyRoutes, ctx);
  await app.register(inboxRoutes, ctx);
  await app.register(teamRoutes, ctx);
  await app.register(ordersRoutes, ctx);
  await app.register(orderTrackingRoutes, ctx);
  await app.register(licencesRoutes, ctx);
  await app.register(setupRoutes, ctx);

  await registerStaticSite(app, { staticDir: env.STATIC_DIR, settings: publicSettings(env, business) });

  if (options.housekeeping ?? true) {
    registerHousekeeping(app, [
      { name: 'message records', run: () => pruneExpiredMessageRecords(database.db) },
      { name: 'message retention', run: () => deleteExpiredMessages(database.db, env.RETENTION_MONTHS) },
      { name: 'account records', run: () => pruneAccountRecords(database.db) },
      invoiceReminderTask(database.db),
      { name: 'order retention', run: () => deleteExpiredOrders(database.db, env.RETENTION_MONTHS) },
    ]);
  }

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
