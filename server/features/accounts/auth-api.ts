import { z } from 'zod';
import {
  messageSchema,
  objectAnswer,
  okSchema,
  sessionInfoSchema,
  signedInSchema,
} from '../../../shared/api-answers';
import {
  invitationAcceptSchema,
  linkSecret,
  passkeyAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
} from '../../../shared/auth-schemas';
import {
  backOfficeErrors,
  rateLimited,
  type RouteDescriptions,
} from '../../http/api-description/route-description';

const invalidLink = 'The link is invalid, already used or expired.';
const webAuthnOptions = objectAnswer('WebAuthn options for the browser (navigator.credentials).');

export const authApi: RouteDescriptions = {
  'POST /api/auth/sign-in': {
    summary: 'Sign in with e-mail address and password',
    body: signInSchema,
    answers: { 200: { description: 'Signed in.', schema: signedInSchema } },
    errors: {
      400: 'A field is missing or invalid.',
      401: 'The e-mail address or the password is wrong.',
      429: 'Too many requests, or too many failed sign-ins (`sign_in_locked`, `sign_in_paused`).',
    },
  },
  'POST /api/auth/sign-out': {
    summary: 'Sign out: the access token stops working',
    security: 'session',
    answers: { 204: { description: 'Signed out.' } },
    errors: backOfficeErrors,
  },
  'GET /api/auth/session': {
    summary: 'Who is signed in',
    security: 'session',
    answers: { 200: { description: 'The signed-in user.', schema: sessionInfoSchema } },
    errors: backOfficeErrors,
  },
  'POST /api/auth/password-reset': {
    summary: 'Mail a link to choose a new password (the same answer whether or not the account exists)',
    body: passwordResetRequestSchema,
    answers: { 202: { description: 'Accepted.', schema: messageSchema } },
    errors: { 400: 'The address is missing or invalid.', ...rateLimited },
  },
  'POST /api/auth/password-reset/complete': {
    summary: 'Choose a new password with the mailed link',
    body: passwordResetSchema,
    answers: { 200: { description: 'Changed.', schema: objectAnswer('The account.') } },
    errors: { 400: 'A field is invalid, or the password is too weak.', 410: invalidLink, ...rateLimited },
  },
  'GET /api/auth/invitations/:token': {
    summary: 'The invitation a mailed link opens',
    params: z.object({ token: linkSecret }),
    answers: {
      200: { description: 'Whom it invites, and as what.', schema: objectAnswer('The invitation.') },
    },
    errors: { 410: invalidLink, ...rateLimited },
  },
  'POST /api/auth/invitations/accept': {
    summary: 'Accept an invitation: create the account with its password',
    body: invitationAcceptSchema,
    answers: { 201: { description: 'Created.', schema: objectAnswer('The account.') } },
    errors: { 400: 'A field is invalid, or the password is too weak.', 410: invalidLink, ...rateLimited },
  },
  'POST /api/auth/passkeys/options': {
    summary: 'Start adding a passkey',
    security: 'session',
    answers: { 200: { description: 'Registration options.', schema: webAuthnOptions } },
    errors: backOfficeErrors,
  },
  'POST /api/auth/passkeys': {
    summary: "Add a passkey: the authenticator's answer",
    security: 'session',
    body: passkeyAnswerSchema,
    answers: { 201: { description: 'Added.', schema: okSchema } },
    errors: { 400: 'The answer did not verify.', ...backOfficeErrors },
  },
  'GET /api/auth/passkeys': {
    summary: "The signed-in user's passkeys",
    security: 'session',
    answers: { 200: { description: 'Their passkeys.', schema: objectAnswer('{passkeys}') } },
    errors: backOfficeErrors,
  },
  'DELETE /api/auth/passkeys/:id': {
    summary: 'Remove a passkey',
    security: 'session',
    params: z.object({ id: z.string().max(1400) }),
    answers: { 204: { description: 'Removed.' } },
    errors: { 404: 'No such passkey.', ...backOfficeErrors },
  },
  'POST /api/auth/passkey-sign-in/options': {
    summary: 'Start signing in with a passkey',
    answers: { 200: { description: 'Authentication options.', schema: webAuthnOptions } },
    errors: rateLimited,
  },
  'POST /api/auth/passkey-sign-in': {
    summary: "Sign in with a passkey: the authenticator's answer",
    body: passkeyAnswerSchema,
    answers: { 200: { description: 'Signed in.', schema: signedInSchema } },
    errors: { 400: 'A field is missing or invalid.', 401: 'The passkey did not verify.', ...rateLimited },
  },
};
