import { type Language, languages } from './language';
import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/**
 * The payloads of the back office's account endpoints (`/api/auth/*`, `/api/team/*`). Only the server imports
 * this module at run time; the browser imports its types.
 */

const email = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((value) => value.toLowerCase());

// The password rules (length, common passwords) are checked by the server with a reason per rule; here only
// what keeps a request sane.
const password = z
  .string()
  .min(1, 'is required')
  .max(1000, 'is too long')
  .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);

/** A secret from a mailed link: 256 random bits, base64url. */
export const linkSecret = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid link');

export const roles = ['owner', 'staff'] as const;
export type Role = (typeof roles)[number];

export const signInSchema = z.strictObject({ email, password });
export const passwordResetRequestSchema = z.strictObject({ email });
export const passwordResetSchema = z.strictObject({ token: linkSecret, password });
/** A person's name, as the team and the history show it. */
const personName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120, 'must be at most 120 characters')
  .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);

export const invitationAcceptSchema = z.strictObject({ token: linkSecret, name: personName, password });

/** `PUT /api/account/name`: the signed-in person's own name. */
export const nameChangeSchema = z.strictObject({ name: personName });
/** `PUT /api/account/password`: the current password, then the new one. */
export const passwordChangeSchema = z.strictObject({ currentPassword: password, newPassword: password });

/** One of the signed-in person's sessions (`GET /api/account/sessions`): a browser where they are signed in. */
export interface AccountSession {
  id: string;
  /** The browser's User-Agent when it last used the session (null before its first use). */
  userAgent: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session of the browser asking. */
  current: boolean;
}
/**
 * `POST /api/team/invitations`: the address, the role, and the language the invitation is written in (by
 * default the language the inviter is working in: the request's Accept-Language).
 */
export const invitationSchema = z.strictObject({
  email,
  role: z.enum(roles, 'must be owner or staff'),
  language: z.enum(languages, 'must be en or fr').optional(),
});

/** What a sign-in answers: the fields of the session state `main` (spec), with an opaque access token. */
export interface SignedIn {
  userId: string;
  username: string;
  email: string;
  role: Role;
  companyId: string | null;
  accessToken: string;
  language: Language;
}

/** The signed-in user, as `GET /api/auth/session` answers. */
export type SessionInfo = Omit<SignedIn, 'accessToken'>;

/**
 * A passkey's answer to a challenge (WebAuthn's JSON form). Only its outline is checked here; the server's
 * WebAuthn library checks the rest and refuses anything malformed.
 */
export const passkeyAnswerSchema = z.strictObject({
  challengeId: z.uuid(),
  response: z.looseObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/),
    rawId: z.string().max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type PasskeyAnswer = z.infer<typeof passkeyAnswerSchema>;
