import { z } from 'zod';
import { okSchema } from '../../../shared/api-answers';
import { rateLimited, type RouteDescriptions } from '../../http/api-description/route-description';
import { callbackBody } from './google-home-routes';

const refusalText = {
  description: 'A refusal, in words for the person signing in.',
  schema: z.string(),
  contentType: 'text/plain',
};

const oauthError = z
  .object({ error: z.string().meta({ description: 'An RFC 6749 error code, e.g. `invalid_grant`.' }) })
  .meta({ description: 'The error shape RFC 6749 prescribes (not the API one).' });

export const googleHomeApi: RouteDescriptions = {
  'GET /GoogleHome/auth/authorize': {
    summary: 'OAuth 2.0 authorization endpoint of Google Home account linking',
    description:
      'Google sends the user here with `client_id`, `redirect_uri`, `state` and `response_type=code`.',
    querystring: z.object({
      client_id: z.string(),
      redirect_uri: z.string(),
      state: z.string(),
      response_type: z.literal('code'),
    }),
    answers: {
      302: { description: 'To the Google sign-in page of the site, with an authorization code to bind.' },
      400: { description: 'A refusal page.', schema: z.string(), contentType: 'text/html' },
      503: {
        description: 'Account linking is not configured.',
        schema: z.string(),
        contentType: 'text/html',
      },
    },
    errors: rateLimited,
  },
  'POST /GoogleHome/auth/callback': {
    summary: 'Binds an authorization code to the Google account that signed in',
    body: callbackBody,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    answers: {
      200: { description: 'Bound: the page sends the user back to Google.', schema: okSchema },
      400: refusalText,
      401: refusalText,
      503: refusalText,
    },
    errors: rateLimited,
  },
  'POST /GoogleHome/auth/token': {
    summary: 'OAuth 2.0 token endpoint (RFC 6749): authorization code and refresh token grants',
    body: z.object({
      grant_type: z.enum(['authorization_code', 'refresh_token']),
      code: z.string().optional(),
      redirect_uri: z.string().optional(),
      refresh_token: z.string().optional(),
      client_id: z.string().optional(),
      client_secret: z.string().optional(),
    }),
    consumes: ['application/x-www-form-urlencoded'],
    answers: {
      200: {
        description: 'Tokens.',
        schema: z.object({
          access_token: z.string(),
          token_type: z.string(),
          expires_in: z.number().int(),
          refresh_token: z.string().optional(),
        }),
      },
      400: { description: 'A refused grant.', schema: oauthError },
      401: { description: 'Unknown client or wrong secret.', schema: oauthError },
      500: { description: 'A fault on our side.', schema: oauthError },
      503: { description: 'Account linking is not configured.', schema: oauthError },
    },
    errors: rateLimited,
  },
};
