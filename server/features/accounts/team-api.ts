import { objectAnswer } from '../../../shared/api-answers';
import { invitationSchema } from '../../../shared/auth-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';
import { billingSchema, idParams } from './team-routes';

const ownerOnly = { 403: 'Only an owner may manage the team.', ...backOfficeErrors };

export const teamApi: RouteDescriptions = {
  'GET /api/team': {
    summary: 'The accounts and the invitations waiting (owner only)',
    security: 'session',
    answers: { 200: { description: 'The team.', schema: objectAnswer('The accounts and invitations.') } },
    errors: ownerOnly,
  },
  'POST /api/team/invitations': {
    summary: 'Invite a colleague or another owner: a single-use link is mailed',
    security: 'session',
    body: invitationSchema,
    answers: { 201: { description: 'Invited.', schema: objectAnswer('The invitation.') } },
    errors: { 400: 'A field is invalid.', 409: 'An account already uses this address.', ...ownerOnly },
  },
  'DELETE /api/team/invitations/:id': {
    summary: 'Withdraw an invitation',
    security: 'session',
    params: idParams,
    answers: { 204: { description: 'Withdrawn: its link no longer works.' } },
    errors: { 404: 'No such invitation is waiting.', ...ownerOnly },
  },
  'PUT /api/team/users/:id/billing': {
    summary: 'Allow a colleague to handle money (invoices, payments, refunds, licences) or not',
    security: 'session',
    params: idParams,
    body: billingSchema,
    answers: { 204: { description: 'Changed.' } },
    errors: {
      400: 'A field is invalid.',
      404: 'No such account.',
      409: 'An owner always handles money.',
      ...ownerOnly,
    },
  },
  'DELETE /api/team/users/:id': {
    summary: 'Remove an account',
    security: 'session',
    params: idParams,
    answers: {
      204: {
        description:
          'Removed: its sessions stop working, and so do the links waiting for its address and the invitations it sent.',
      },
    },
    errors: { 404: 'No such account.', 409: 'An owner cannot remove their own account.', ...ownerOnly },
  },
};
