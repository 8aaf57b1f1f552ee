import { z } from 'zod';

/**
 * The one shape of every JSON error answer of the API (OAuth 2.0 endpoints keep the shape RFC 6749 prescribes).
 * `error` is a stable code for programs, `message` a sentence for people, `fields` maps each refused field of
 * the request to the reason, `requestId` ties a server fault to its log line.
 */
export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: 'A stable code for programs, e.g. `invalid_request`.' }),
    message: z.string().meta({ description: 'What happened, in a sentence for people.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Each refused field of the request and why (empty when none is at fault).' }),
    requestId: z
      .string()
      .optional()
      .meta({ description: 'On a 500: the id of the log line that holds the fault.' }),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .meta({ description: 'On a 429: when to try again (also in the Retry-After header).' }),
  })
  .meta({
    id: 'ApiError',
    examples: [
      {
        error: 'invalid_request',
        message: 'Some fields are missing or invalid.',
        fields: { email: 'must be an e-mail address' },
      },
    ],
  });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
