import { z } from 'zod';
import { okSchema } from '../../../shared/api-answers';
import { rateLimited, type RouteDescriptions } from '../../http/api-description/route-description';
import { exchangeBody, state } from './netatmo-routes';

const stateParams = z.object({ state });

export const netatmoApi: RouteDescriptions = {
  'POST /api/netatmo/token': {
    summary: 'Exchanges a Netatmo authorization code for tokens, kept for the driver under `state`',
    body: exchangeBody,
    answers: { 200: { description: 'Exchanged and kept.', schema: okSchema } },
    errors: {
      400: 'code, scope or state is missing or invalid.',
      502: 'Netatmo refused the exchange.',
      503: 'The exchange is not configured on this server.',
      504: 'Netatmo did not answer in time.',
      ...rateLimited,
    },
  },
  'GET /api/netatmo/token/:state': {
    summary: 'The driver collects its tokens, once',
    params: stateParams,
    answers: {
      200: {
        description: "Netatmo's token answer, handed over once.",
        schema: z.looseObject({ access_token: z.string(), refresh_token: z.string() }),
      },
    },
    errors: { 404: 'No tokens wait for this state (collected or expired).', ...rateLimited },
  },
  'HEAD /api/netatmo/token/:state': {
    summary: 'Refused: a prefetcher or scanner cannot use up the one collection',
    params: stateParams,
    answers: {},
    errors: { 405: 'Collect with GET.', ...rateLimited },
  },
};
