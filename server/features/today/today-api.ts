import { todayQuerySchema, todaySummarySchema } from '../../../shared/today-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';

export const todayApi: RouteDescriptions = {
  'GET /api/today': {
    summary: "What waits for the person signed in: the back office's first view",
    description:
      'Unread messages for everyone; orders to invoice, unpaid and overdue invoices (the oldest with their days overdue), payments to check and quotes awaiting an answer or a deposit for who may handle money; the setup steps left for an owner. Each is a count, computed in the database.',
    security: 'session',
    querystring: todayQuerySchema,
    answers: { 200: { description: 'The counts.', schema: todaySummarySchema } },
    errors: { 400: 'The query takes no parameter.', ...backOfficeErrors },
  },
};
