import { z } from 'zod';
import { roles, type SessionInfo, type SignedIn } from './auth-schemas';
import { languages } from './language';

/**
 * Answers of the API as the OpenAPI description (`GET /api/openapi.json`) states them, for the endpoints whose
 * callers are programs outside this site (drivers, monitoring) or whose answer is small. Server-side only: the
 * pages do not import zod's descriptions.
 */

/** `POST /api/messages` → 202 */
export const messageAcceptedSchema = z
  .object({ id: z.string().meta({ description: "The stored message's id." }) })
  .meta({ id: 'MessageAccepted' });

/** `GET /healthz` */
export const healthReportSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    database: z.object({ ok: z.boolean() }),
    outbox: z.object({
      ok: z.boolean(),
      waiting: z.number().int().optional().meta({ description: 'Mails waiting to be sent.' }),
      oldestWaitingSeconds: z
        .number()
        .optional()
        .meta({ description: 'How long the oldest one has waited.' }),
      failed: z.number().int().optional().meta({ description: 'Mails given up on.' }),
    }),
    licenceKey: z.object({
      ok: z.boolean(),
      problem: z
        .string()
        .optional()
        .meta({ description: 'Why licences cannot be signed, e.g. `not_configured`.' }),
    }),
  })
  .meta({
    id: 'HealthReport',
    examples: [
      {
        status: 'ok',
        database: { ok: true },
        outbox: { ok: true, waiting: 0, oldestWaitingSeconds: 0, failed: 0 },
        licenceKey: { ok: true },
      },
    ],
  });

/** A request accepted with nothing more to say than that. */
export const okSchema = z.object({ ok: z.literal(true) });

/** `GET /api/inbox/new-count` */
export const newCountSchema = z.object({ newCount: z.number().int() });

/** An answer the back office reads as a whole; its fields are typed in shared/ for the pages. */
export const objectAnswer = (description: string) => z.looseObject({}).meta({ description });

/** `GET /api/auth/session` */
export const sessionInfoSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    companyId: z.string().nullable(),
    language: z.enum(languages),
  })
  .meta({ id: 'SessionInfo' }) satisfies z.ZodType<SessionInfo>;

/** `POST /api/auth/sign-in` and the passkey sign-in: the session and its access token. */
export const signedInSchema = sessionInfoSchema
  .extend({
    accessToken: z.string().meta({ description: 'Send it as `Authorization: Bearer <accessToken>`.' }),
  })
  .meta({ id: 'SignedIn' }) satisfies z.ZodType<SignedIn>;

/** A sentence for the person, when there is nothing else to say (`POST /api/auth/password-reset`). */
export const messageSchema = z.object({ message: z.string() });
