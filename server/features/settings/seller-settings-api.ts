import { objectAnswer } from '../../../shared/api-answers';
import { sellerDetailsSchema } from '../../../shared/seller-details';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';

const ownerOnly = { 403: 'Only an owner may see or change the seller’s details.', ...backOfficeErrors };
const settingsAnswer = objectAnswer(
  'The details in force and where they come from (`source`: `file`, `database` or `sample`), what the back office holds when the file wins (`stored`), the payment term, and the latest changes (who, when, which fields).',
);

export const sellerSettingsApi: RouteDescriptions = {
  'GET /api/settings/seller': {
    summary:
      'The seller’s legal and bank details printed on invoices, and which source is in force (owner only)',
    security: 'session',
    answers: { 200: { description: 'The seller’s details.', schema: settingsAnswer } },
    errors: ownerOnly,
  },
  'PUT /api/settings/seller': {
    summary:
      'Set the seller’s legal and bank details: in force at once for the next documents, the change recorded (owner only)',
    security: 'session',
    body: sellerDetailsSchema,
    answers: { 200: { description: 'Saved: the details now in force.', schema: settingsAnswer } },
    errors: {
      400: 'A field is invalid (named by its path, e.g. `iban`, `siret`, `latePaymentPenaltyRate.fr`).',
      409: 'The site config file’s `legal` key is set and wins: change the details there.',
      ...ownerOnly,
    },
  },
};
