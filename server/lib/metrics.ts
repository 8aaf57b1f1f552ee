import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this instance counts for Prometheus (`GET /metrics`), in a registry of its own so that each app (and
 * each test) starts from zero. What the database knows (the outbox, orders) is read when scraped, so every
 * instance reports the same; what happens in one process (requests, mails sent by its worker) is counted here
 * and summed over instances by the monitoring.
 */
export interface SiteMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  mailsSent: Counter<'kind'>;
  mailFailures: Counter<'kind' | 'permanent'>;
}

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  return {
    registry,
    requestDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'HTTP requests answered, by route pattern, method and status code (the _count is the number of requests).',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mailsSent: new Counter({
      name: 'site_outbox_mails_sent_total',
      help: 'Mails this instance sent from the outbox, by kind.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    mailFailures: new Counter({
      name: 'site_outbox_send_failures_total',
      help: 'Failed attempts to send a mail from the outbox on this instance, by kind; permanent="true" when the entry was marked failed.',
      labelNames: ['kind', 'permanent'],
      registers: [registry],
    }),
  };
}

/** Adds Node's process metrics (memory, event loop, CPU): only when metrics are served, as they sample. */
export function collectProcessMetrics(metrics: SiteMetrics): void {
  collectDefaultMetrics({ register: metrics.registry });
}

/**
 * Times every answer by its route pattern (`/api/orders/:id`, never the address itself, which would hold ids
 * and tokens and make a series per request); answers no route matched count under `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: SiteMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
