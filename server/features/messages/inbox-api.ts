import { z } from 'zod';
import { newCountSchema, objectAnswer } from '../../../shared/api-answers';
import { inboxFilterSchema } from '../../../shared/inbox-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';
import { messageParams } from './inbox-routes';

const notFound = { 404: 'This message does not exist (any more).', ...backOfficeErrors };
const statusChange = (summary: string): RouteDescriptions[string] => ({
  summary,
  security: 'session',
  params: messageParams,
  answers: { 204: { description: 'Done.' } },
  errors: notFound,
});

export const inboxApi: RouteDescriptions = {
  'GET /api/inbox': {
    summary: 'The messages received, newest first, filtered and paged',
    security: 'session',
    querystring: inboxFilterSchema,
    answers: { 200: { description: 'A page of messages.', schema: objectAnswer('InboxPage') } },
    errors: { 400: 'A filter is invalid.', ...backOfficeErrors },
  },
  'GET /api/inbox/new-count': {
    summary: 'How many messages nobody has opened yet',
    security: 'session',
    answers: { 200: { description: 'The count.', schema: newCountSchema } },
    errors: backOfficeErrors,
  },
  'GET /api/inbox/export.csv': {
    summary: 'The filtered messages as a CSV file',
    security: 'session',
    querystring: inboxFilterSchema,
    answers: { 200: { description: 'CSV, UTF-8.', schema: z.string(), contentType: 'text/csv' } },
    errors: { 400: 'A filter is invalid.', ...backOfficeErrors },
  },
  'GET /api/inbox/:id': {
    summary: 'One message, with its history (opening it marks it read)',
    security: 'session',
    params: messageParams,
    answers: { 200: { description: 'The message.', schema: objectAnswer('InboxMessage') } },
    errors: notFound,
  },
  'POST /api/inbox/:id/not-spam': statusChange('Move a message out of spam'),
  'POST /api/inbox/:id/spam': {
    ...statusChange('Mark a message as spam (a licence order not yet invoiced is cancelled with it)'),
    errors: {
      403: 'Its licence order would be cancelled, and this colleague may not handle money.',
      409: 'The licence order is already invoiced: cancel the order first.',
      ...notFound,
    },
  },
  'DELETE /api/inbox/:id': {
    ...statusChange(
      "Delete a message for a person's erasure request (owner only; orders and invoices are kept)",
    ),
    errors: { 403: 'Only an owner may delete a message.', ...notFound },
  },
  'POST /api/inbox/:id/handled': statusChange('Mark a message handled'),
  'POST /api/inbox/:id/reopen': statusChange('Reopen a handled message'),
};
