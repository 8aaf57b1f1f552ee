import { objectAnswer } from '../../../shared/api-answers';
import { nameChangeSchema, passwordChangeSchema } from '../../../shared/auth-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';
import { sessionParams } from './account-routes';

export const accountApi: RouteDescriptions = {
  'PUT /api/account/name': {
    summary: 'Change one’s own name',
    security: 'session',
    body: nameChangeSchema,
    answers: { 200: { description: 'Changed.', schema: objectAnswer('The name now shown.') } },
    errors: { 400: 'The name is missing or invalid.', ...backOfficeErrors },
  },
  'PUT /api/account/password': {
    summary: 'Change one’s own password: the current one first; every other session ends',
    security: 'session',
    body: passwordChangeSchema,
    answers: {
      204: { description: 'Changed: this browser stays signed in, every other one is signed out.' },
    },
    errors: {
      400: 'The current password is wrong (`currentPassword`), or the new one is refused (`newPassword`).',
      ...backOfficeErrors,
    },
  },
  'GET /api/account/sessions': {
    summary: 'The browsers where one is signed in (browser, first and last use, the current one marked)',
    security: 'session',
    answers: { 200: { description: 'The open sessions.', schema: objectAnswer('The open sessions.') } },
    errors: backOfficeErrors,
  },
  'DELETE /api/account/sessions/:id': {
    summary: 'End one of one’s own sessions (that browser is signed out)',
    security: 'session',
    params: sessionParams,
    answers: { 204: { description: 'Ended.' } },
    errors: { 404: 'No such session of yours is open.', ...backOfficeErrors },
  },
  'POST /api/account/sessions/end-others': {
    summary: 'End every one of one’s own sessions but this one',
    security: 'session',
    answers: { 200: { description: 'How many were ended.', schema: objectAnswer('`ended`: a count.') } },
    errors: backOfficeErrors,
  },
};
