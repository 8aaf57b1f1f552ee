import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type AppContext, publicSettings } from './lib/app-context';
import type { LegalDetails } from './config/legal-details';
import { registerApiDescription } from './http/api-description/api-description';
import { registerHashRedirects } from './http/hash-redirects';
import { answerFrameworkError, generateRequestId, registerApiErrorHandling } from './lib/api-errors';
import { registerHousekeeping } from './lib/housekeeping';
import { logRedaction, serializeRequest } from './lib/log-redaction';
import { createSiteMetrics, registerRequestMetrics, type SiteMetrics } from './lib/metrics';
import { type AttemptStore, databaseAttemptStore } from './lib/attempts/attempt-store';
import { trustProxyOption } from './lib/client-address';
import { limitedTo, registerRateLimiter } from './lib/rate-limit';
import { pruneRateLimitCounters } from './lib/rate-limit-store';
import { refuseUnstorablePathParams } from './lib/validation';
import {
  accountApi,
  accountRoutes,
  authApi,
  authRoutes,
  passkeyRoutes,
  pruneAccountRecords,
  teamApi,
  teamRoutes,
} from './features/accounts';
import {
  deleteExpiredMessages,
  inboxApi,
  inboxRoutes,
  messagesApi,
  messagesRoutes,
  pruneExpiredMessageRecords,
  vacuumListTables,
} from './features/messages';
import { inlineScriptHashes } from './http/prerender';
import { type ContentSecurityPolicyExtras, registerSecurityHeaders } from './http/security-headers';
import { registerStaticSite } from './http/static-site';
import {
  backOfficeOrdersApi,
  cardPaymentRoutes,
  deleteExpiredOrders,
  invoiceReminderTask,
  invoicesApi,
  invoicesRoutes,
  licencesApi,
  licencesRoutes,
  ordersRoutes,
  orderTrackingAndPaymentsApi,
  orderTrackingRoutes,
  paymentReminderTask,
  receivedPaymentsRoutes,
} from './features/orders';
import { importBuiltDriverFiles, productsApi, productsRoutes, publicCatalogue } from './features/products';
import {
  firebaseCspExtras,
  googleHomeApi,
  googleHomeRoutes,
  mergeCspExtras,
} from './features/account-linking';
import { healthApi, healthRoutes } from './features/health';
import { netatmoApi, netatmoRoutes } from './features/netatmo';
import { setupApi, setupRoutes } from './features/setup';
import { todayApi, todayRoutes } from './features/today';
import { sellerSettingsApi, sellerSettingsRoutes } from './features/settings';
import { siteApi, siteRoutes } from './features/site';
import { deleteExpiredQuotes, quotesApi, quotesRoutes } from './features/quotes';
import { customersApi, customersRoutes } from './features/customers';

export interface BuildAppOptions extends Omit<AppContext, 'attempts' | 'legalSource'> {
  /**
   * The `legal` key of the site config file (null without one): when set, it wins over the details the owner
   * sets in the back office.
   */
  legal: LegalDetails | null;
  /** Default: counted in the database, so that every instance counts the same attempts. */
  attempts?: AttemptStore;
  /** Pino options (a test's stream, its level); the redaction and serializers always apply. */
  logger?: Exclude<FastifyServerOptions['logger'], boolean>;
  /** Hosts the CSP must admit for features that talk to third parties (Firebase sign-in). */
  cspExtras?: ContentSecurityPolicyExtras;
  /** This instance's Prometheus metrics (main.ts shares them with the outbox worker); default: new ones. */
  metrics?: SiteMetrics;
  /** Run the hourly housekeeping (default true). Tests run each task themselves, when their data is ready. */
  housekeeping?: boolean;
  /**
   * Give the former catalogue's products the documents and packages the build generated, where they have none
   * (default true: the first start after the catalogue moved into the database).
   */
  importDriverFiles?: boolean;
}

/** Builds the whole HTTP application without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, business, database, licenceKey } = options;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      ...(typeof options.logger === 'object' ? options.logger : {}),
      redact: logRedaction,
      serializers: { req: serializeRequest },
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 32 * 1024,
    // A client that is slow to send its headers or its whole request is answered 408; one that stops sending
    // mid-request (a body left hanging) or stops reading the answer has its connection closed. Node checks
    // the first two on a timer, run often enough that short test settings hold.
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(env.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: generateRequestId,
    frameworkErrors: answerFrameworkError,
  });
  const attempts = options.attempts ?? databaseAttemptStore(database.db);
  const legalSource = { db: database.db, file: options.legal, paymentTermDays: env.PAYMENT_TERMS_DAYS };
  const ctx: AppContext = { env, business, database, legalSource, licenceKey, attempts };
  const metrics = options.metrics ?? createSiteMetrics();

  await registerSecurityHeaders(app, {
    hstsMaxAge: env.HSTS_MAX_AGE,
    inlineScriptHashes: inlineScriptHashes(env.STATIC_DIR),
    extras: mergeCspExtras(firebaseCspExtras(env), options.cspExtras),
  });
  registerApiErrorHandling(app);
  if (env.METRICS_TOKEN) registerRequestMetrics(app, metrics);
  refuseUnstorablePathParams(app);
  await registerRateLimiter(app, database);
  await registerApiDescription(app, {
    version: '1.0',
    rateLimit: limitedTo(env.PUBLIC_READ_RATE_LIMIT),
    groups: {
      Health: healthApi,
      Site: siteApi,
      Messages: messagesApi,
      Licences: licencesApi,
      'Order page and payments': orderTrackingAndPaymentsApi,
      'Back office: sign-in': authApi,
      'Back office: my account': accountApi,
      'Back office: inbox': inboxApi,
      'Back office: orders': backOfficeOrdersApi,
      'Back office: invoices': invoicesApi,
      'Back office: quotes': quotesApi,
      'Back office: customers': customersApi,
      'Back office: team': teamApi,
      Products: productsApi,
      'Back office: setup': setupApi,
      'Back office: business details': sellerSettingsApi,
      'Back office: today': todayApi,
      'Netatmo token helper': netatmoApi,
      'Google Home account linking': googleHomeApi,
    },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerHashRedirects(app);

  await app.register(healthRoutes, {
    db: database.db,
    licenceKey,
    rateLimit: env.PUBLIC_READ_RATE_LIMIT,
    metrics,
    metricsToken: env.METRICS_TOKEN,
  });
  await app.register(siteRoutes, ctx);
  await app.register(messagesRoutes, ctx);
  await app.register(googleHomeRoutes, ctx);
  await app.register(netatmoRoutes, ctx);
  await app.register(authRoutes, ctx);
  await app.register(passkeyRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(inboxRoutes, ctx);
  await app.register(invoicesRoutes, ctx);
  await app.register(teamRoutes, ctx);
  await app.register(ordersRoutes, ctx);
  await app.register(quotesRoutes, ctx);
  await app.register(customersRoutes, ctx);
  await app.register(orderTrackingRoutes, ctx);
  await app.register(cardPaymentRoutes, ctx);
  await app.register(receivedPaymentsRoutes, ctx);
  await app.register(licencesRoutes, ctx);
  await app.register(productsRoutes, ctx);
  await app.register(setupRoutes, ctx);
  await app.register(sellerSettingsRoutes, ctx);
  await app.register(todayRoutes, ctx);

  if (options.importDriverFiles ?? true) {
    const imported = await importBuiltDriverFiles(database.db, env.STATIC_DIR);
    if (imported > 0) app.log.info({ imported }, 'products: the built driver files were imported');
  }
  await registerStaticSite(app, {
    staticDir: env.STATIC_DIR,
    content: async () => {
      const { products, etag } = await publicCatalogue(database.db);
      return {
        version: etag,
        settings: {
          en: publicSettings(env, business, products, 'en'),
          fr: publicSettings(env, business, products, 'fr'),
        },
      };
    },
  });

  if (options.housekeeping ?? true) {
    registerHousekeeping(app, [
      { name: 'message records', run: () => pruneExpiredMessageRecords(database.db) },
      { name: 'message retention', run: () => deleteExpiredMessages(database.db, env.RETENTION_MONTHS) },
      { name: 'list tables vacuum', run: () => vacuumListTables(database) },
      { name: 'account records', run: () => pruneAccountRecords(database.db, attempts) },
      invoiceReminderTask(database.db),
      paymentReminderTask(database.db, env.PAYMENT_REMINDER_DAYS),
      { name: 'order retention', run: () => deleteExpiredOrders(database.db, env.RETENTION_MONTHS) },
      { name: 'quote retention', run: () => deleteExpiredQuotes(database.db, env.RETENTION_MONTHS) },
      { name: 'rate-limit counters', run: () => pruneRateLimitCounters(database.db) },
    ]);
  }

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
