import { objectAnswer } from '../../../shared/api-answers';
import { customerListFilterSchema, customerParams } from '../../../shared/customer-schemas';
import { backOfficeErrors, type RouteDescriptions } from '../../http/api-description/route-description';

export const customersApi: RouteDescriptions = {
  'GET /api/customers': {
    summary:
      'Customers (grouped by SIREN or VAT number, else e-mail address), most recently active first, searched by name, company, e-mail, SIREN or VAT number',
    security: 'session',
    querystring: customerListFilterSchema,
    answers: { 200: { description: 'A page of customers.', schema: objectAnswer('CustomerListPage') } },
    errors: { 400: 'A filter is invalid.', ...backOfficeErrors },
  },
  'GET /api/customers/:key': {
    summary:
      'One customer: their details and language from their latest record, their orders, invoices and credit notes, quotes, payments and messages',
    security: 'session',
    params: customerParams,
    answers: { 200: { description: 'The customer.', schema: objectAnswer('CustomerDetail') } },
    errors: { 404: 'No record has this customer key.', ...backOfficeErrors },
  },
};
