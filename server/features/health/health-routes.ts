import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { orderStatuses } from '../../../shared/order-schemas';
import type { Db } from '../../db/client';
import { sendApiError } from '../../lib/api-errors';
import type { LicenceKeyState } from '../../lib/licence-key/licence-key';
import { collectProcessMetrics, type SiteMetrics } from '../../lib/metrics';
import { limitedTo } from '../../lib/rate-limit';
import type { RateLimitSetting } from '../../lib/rate-limit-setting';
import { countOrdersByStatus, healthReport, readOutboxState } from './site-state';

export interface HealthRoutesOptions {
  db: Db;
  licenceKey: LicenceKeyState;
  rateLimit: RateLimitSetting;
  metrics: SiteMetrics;
  /** The bearer token Prometheus sends; unset, there is no /metrics. */
  metricsToken?: string;
}

/**
 * GET /healthz for load balancers and people: 200 while the database answers (503 otherwise, so a balancer
 * stops sending to this instance), with what is wrong in the body (the outbox not draining, no licence key),
 * since those need the owner, not another instance. GET /metrics for Prometheus, behind METRICS_TOKEN.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions): Promise<void> {
  const { db, licenceKey, metrics } = options;

  app.get('/healthz', limitedTo(options.rateLimit), async (_request, reply) => {
    const report = await healthReport(db, licenceKey);
    if (report.status === 'unavailable') app.log.error('health check: database unavailable');
    return reply
      .code(report.status === 'unavailable' ? 503 : 200)
      .header('Cache-Control', 'no-store')
      .send(report);
  });

  const token = options.metricsToken;
  if (!token) return;
  registerDatabaseGauges(metrics, db, licenceKey);
  collectProcessMetrics(metrics);
  app.get('/metrics', limitedTo(options.rateLimit), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request, token)) {
      return sendApiError(reply.header('WWW-Authenticate', 'Bearer realm="metrics"'), 401, {
        error: 'unauthorized',
        message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Gauges read from the database when Prometheus scrapes, so that every instance reports the same. */
function registerDatabaseGauges(metrics: SiteMetrics, db: Db, licenceKey: LicenceKeyState): void {
  const registers = [metrics.registry];
  const outboxState = () => readOutboxState(db);
  new Gauge({
    name: 'site_outbox_mails_waiting',
    help: 'Mails waiting in the outbox to be sent (including those being retried).',
    registers,
    async collect() {
      this.set((await outboxState()).waiting);
    },
  });
  new Gauge({
    name: 'site_outbox_oldest_waiting_seconds',
    help: 'How long the oldest mail waiting in the outbox has waited, in seconds (0 when none waits).',
    registers,
    async collect() {
      this.set((await outboxState()).oldestWaitingSeconds);
    },
  });
  new Gauge({
    name: 'site_outbox_mails_failed',
    help: 'Mails the SMTP server refused for good (marked failed in the outbox, never retried).',
    registers,
    async collect() {
      this.set((await outboxState()).failed);
    },
  });
  new Gauge({
    name: 'site_orders',
    help: 'Licence orders by status.',
    labelNames: ['status'],
    registers,
    async collect() {
      const counts = await countOrdersByStatus(db);
      this.reset();
      for (const status of new Set([...orderStatuses, ...Object.keys(counts)])) {
        this.set({ status }, counts[status] ?? 0);
      }
    },
  });
  new Gauge({
    name: 'site_licence_signing_available',
    help: 'Whether licences can be signed: 1 when the licence key is usable, 0 otherwise.',
    registers,
    collect() {
      this.set(licenceKey.status === 'ready' ? 1 : 0);
    },
  });
}
