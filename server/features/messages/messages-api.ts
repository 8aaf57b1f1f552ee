import { z } from 'zod';
import { messageAcceptedSchema } from '../../../shared/api-answers';
import { contactSchema, licenceOrderSchema } from '../../../shared/message-schemas';
import { rateLimited, type RouteDescriptions } from '../../http/api-description/route-description';

export const messagesApi: RouteDescriptions = {
  'POST /api/messages': {
    summary: 'Send a contact message, an app information request or a licence order',
    description:
      '`type: "contact"` (a message; without a name, an information request about the app) or `type: "driver"` ' +
      "(a licence order). The visitor's language goes in `Content-Language`. Send an `Idempotency-Key` " +
      'header and repeat the same request with it after a network error: the message is stored once and ' +
      'the first answer is given again.',
    body: z.union([contactSchema, licenceOrderSchema]),
    answers: { 202: { description: 'Stored; the owner is mailed.', schema: messageAcceptedSchema } },
    errors: {
      400: 'A field is missing or invalid (`fields` names each).',
      415: 'The body is not application/json.',
      422: 'The Idempotency-Key was used for another request.',
      ...rateLimited,
    },
  },
};
