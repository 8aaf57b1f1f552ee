import { objectAnswer } from '../../../shared/api-answers';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';

export const setupApi: RouteDescriptions = {
  'GET /api/setup': {
    summary: 'The checklist of what to set before the first invoice and licence (what is set, never a value)',
    security: 'session',
    answers: { 200: { description: 'The checklist.', schema: objectAnswer('SetupStatus') } },
    errors: backOfficeErrors,
  },
};
