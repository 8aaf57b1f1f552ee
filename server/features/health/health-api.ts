import { z } from 'zod';
import { healthReportSchema } from '../../../shared/api-answers';
import { rateLimited, type RouteDescriptions } from '../../http/api-description/route-description';

export const healthApi: RouteDescriptions = {
  'GET /healthz': {
    summary: 'Whether this instance can serve, and which part needs the owner',
    description:
      "200 while the database answers, 503 otherwise (a load balancer's health check); the body says whether " +
      'mail is leaving and whether licences can be signed, never a secret.',
    answers: {
      200: { description: 'The database answers (`status` ok or degraded).', schema: healthReportSchema },
      503: { description: 'The database does not answer.', schema: healthReportSchema },
    },
    errors: rateLimited,
  },
  'GET /metrics': {
    summary: 'Prometheus metrics (only when METRICS_TOKEN is set)',
    security: 'metrics',
    answers: {
      200: {
        description:
          'Outbox, orders by status, licence key and request metrics, in the Prometheus text format.',
        schema: z.string(),
        contentType: 'text/plain; version=0.0.4',
      },
    },
    errors: { 401: 'No or the wrong metrics token.', ...rateLimited },
  },
};
