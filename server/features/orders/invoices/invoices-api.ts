import { z } from 'zod';
import { objectAnswer } from '../../../../shared/api-answers';
import { registerPeriodSchema } from '../../../../shared/invoice-register-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../../http/api-description/route-description';

const errors = { 400: 'The period is invalid.', ...backOfficeErrors };

export const invoicesApi: RouteDescriptions = {
  'GET /api/invoices/register': {
    summary: 'The invoice register of a period: every invoice and credit note, with totals',
    security: 'session',
    querystring: registerPeriodSchema,
    answers: { 200: { description: 'The register.', schema: objectAnswer('InvoiceRegister') } },
    errors,
  },
  'GET /api/invoices/register.csv': {
    summary: 'The invoice register of a period as CSV, for the accountant',
    security: 'session',
    querystring: registerPeriodSchema,
    answers: { 200: { description: 'CSV, UTF-8.', schema: z.string(), contentType: 'text/csv' } },
    errors,
  },
  'GET /api/invoices/register.zip': {
    summary: "The period's register and every invoice PDF (Factur-X) in one ZIP file",
    security: 'session',
    querystring: registerPeriodSchema,
    answers: {
      200: {
        description: 'A ZIP file.',
        schema: z.string().meta({ format: 'binary' }),
        contentType: 'application/zip',
      },
    },
    errors,
  },
};
