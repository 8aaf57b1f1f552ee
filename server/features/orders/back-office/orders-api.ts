import { z } from 'zod';
import { objectAnswer } from '../../../../shared/api-answers';
import {
  buyerCorrectionSchema,
  markPaidSchema,
  orderListFilterSchema,
  paymentRemindersSchema,
  refundSchema,
  reissueLicenceSchema,
  writeOffSchema,
} from '../../../../shared/order-schemas';
import {
  matchPaymentSchema,
  paymentsPageQuerySchema,
  statementImportQuerySchema,
} from '../../../../shared/payment-schemas';
import {
  backOfficeErrors,
  rateLimited,
  type RouteDescriptions,
} from '../../../http/api-description/route-description';
import { paymentParams } from '../bank-statements/received-payments-routes';
import { payLinkPageQuery, payParams, payQuery } from '../card-payments/card-payment-routes';
import { creditNoteParams, tokenParams } from '../tracking/order-tracking-routes';
import { documentParams, licenceParams, orderParams } from './orders-routes';

const orderDetail = { description: 'The order as it now stands.', schema: objectAnswer('OrderDetail') };
const noOrder = { 404: 'No such order.', ...backOfficeErrors };
const action = (summary: string, extra: Record<number, string> = {}): RouteDescriptions[string] => ({
  summary,
  security: 'session',
  params: orderParams,
  answers: { 200: orderDetail },
  errors: {
    409: "The order's status does not allow it now (`order_status_conflict`, with `status`), or licences cannot be signed, or the buyer's invoicing details are incomplete.",
    ...extra,
    ...noOrder,
  },
});
const notTracked = { 404: 'No order has this link.', ...rateLimited };
const pdf = z.string().meta({ format: 'binary' });

export const backOfficeOrdersApi: RouteDescriptions = {
  'GET /api/orders': {
    summary: 'Licence orders by view (status or overdue), newest first',
    security: 'session',
    querystring: orderListFilterSchema,
    answers: { 200: { description: 'A page of orders.', schema: objectAnswer('OrderListPage') } },
    errors: { 400: 'A filter is invalid.', ...backOfficeErrors },
  },
  'GET /api/orders/:id': {
    summary: 'One order: buyer, invoicing, documents, licences, payment and history',
    security: 'session',
    params: orderParams,
    answers: { 200: orderDetail },
    errors: noOrder,
  },
  'POST /api/orders/:id/send-invoice': action('Issue the invoice (Factur-X PDF) and mail it to the buyer'),
  'POST /api/orders/:id/mark-paid': {
    ...action('Record the payment (its day and means), sign the licence and mail it with a receipt', {
      400: 'The date or the means is invalid (a day after today, or before the invoice).',
    }),
    body: markPaidSchema,
  },
  'POST /api/orders/:id/refund': {
    ...action('Refund a paid order: a credit note cancels its invoice, the licence revoked or kept', {
      400: 'A field is invalid.',
    }),
    body: refundSchema,
  },
  'GET /api/orders/:id/receipt.pdf': {
    summary: "The receipt of the order's payment",
    security: 'session',
    params: orderParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: { 404: 'No such order, or no payment is recorded.', ...backOfficeErrors },
  },
  'GET /api/orders/:id/invoice-preview.pdf': {
    summary: 'The invoice as Send invoice would issue it now, marked as a preview (no number is taken)',
    security: 'session',
    params: orderParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: {
      409: "The order is already invoiced, or the buyer's invoicing details are incomplete.",
      ...noOrder,
    },
  },
  'POST /api/orders/:id/cancel': action('Cancel the order (a credit note if it was invoiced)'),
  'POST /api/orders/:id/revoke-licence': action('Revoke the licence (refund)'),
  'POST /api/orders/:id/reissue-licence': {
    ...action('Re-issue the licence for another processor (the old one is revoked)', {
      400: 'The MAC address is invalid.',
    }),
    body: reissueLicenceSchema,
  },
  'PUT /api/orders/:id/buyer': {
    ...action("Correct the buyer's invoicing details before the invoice", { 400: 'A field is invalid.' }),
    body: buyerCorrectionSchema,
  },
  'POST /api/orders/:id/payment-reminders': {
    ...action("Turn the order's payment reminders on or off", { 400: 'The body is not `{"on": boolean}`.' }),
    body: paymentRemindersSchema,
  },
  'GET /api/orders/:id/documents/:documentId': {
    summary: "One of the order's documents (invoice or credit note, Factur-X PDF)",
    security: 'session',
    params: documentParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: { 404: 'No such document.', ...backOfficeErrors },
  },
  'GET /api/orders/:id/licences/:licenceId': {
    summary: "One of the order's licences, as the driver reads it",
    security: 'session',
    params: licenceParams,
    answers: { 200: { description: 'The licence text.', schema: z.string(), contentType: 'text/plain' } },
    errors: { 404: 'No such licence.', ...backOfficeErrors },
  },

  'POST /api/orders/:id/write-off': {
    ...action(
      'Waive the small difference a payment left due (at most 5.00 EUR), saying why: the order is paid',
      {
        409: 'More than 5.00 EUR due, or nothing received yet (`write_off_refused`).',
      },
    ),
    body: writeOffSchema,
  },

  'POST /api/bank-statements': {
    summary: 'Import a camt.053 bank statement: credits matched with open invoices, the rest listed',
    security: 'session',
    querystring: statementImportQuerySchema,
    body: z.string().meta({ description: 'The camt.053 file (001.02 and later).' }),
    consumes: ['application/xml', 'text/xml'],
    answers: {
      200: {
        description: '`{matched, partial, unmatched, alreadyImported}`.',
        schema: objectAnswer('BankStatementImportResult'),
      },
    },
    errors: {
      409: 'The statement pays an invoice and licences cannot be signed now: nothing was imported.',
      413: 'The file is larger than 10 MB.',
      415: 'No XML body.',
      400: 'The file name is too long or holds control characters.',
      422: 'Not a camt.053 statement, or malformed (`statement_<reason>`): an impossible date, an amount over 21,474,836.47, a control character in a text once decoded.',
      ...backOfficeErrors,
    },
  },
  'GET /api/received-payments': {
    summary: 'Received payments left for the owner to match or set aside (50 a page), and the open invoices',
    security: 'session',
    querystring: paymentsPageQuerySchema,
    answers: { 200: { description: 'What waits.', schema: objectAnswer('ReceivedPaymentsPage') } },
    errors: { 400: 'The page key is invalid.', ...backOfficeErrors },
  },
  'GET /api/payments-ledger': {
    summary: 'The payments ledger: statements imported, and every payment received with what became of it',
    security: 'session',
    querystring: paymentsPageQuerySchema,
    answers: { 200: { description: 'The ledger.', schema: objectAnswer('PaymentsLedger') } },
    errors: { 400: 'The page key is invalid.', ...backOfficeErrors },
  },
  'POST /api/received-payments/:id/match': {
    summary: 'Match a received payment with an order (marks it paid when the amount is due)',
    security: 'session',
    params: paymentParams,
    body: matchPaymentSchema,
    answers: {
      200: {
        description: 'The invoice, and whether it is paid or what is still due.',
        schema: objectAnswer('MatchPaymentResult'),
      },
    },
    errors: {
      400: 'The order id is invalid.',
      404: 'No such payment waits.',
      409: 'The payment or the order was settled meanwhile, licences cannot be signed now, the payment is not in euros (`payment_not_in_euros`), or its day is before the order or after today (`payment_day_refused`).',
      ...backOfficeErrors,
    },
  },
  'POST /api/received-payments/:id/dismiss': {
    summary: 'Set a received payment aside (not for an invoice)',
    security: 'session',
    params: paymentParams,
    answers: {
      200: { description: 'Done: it stays in the ledger, set aside.', schema: objectAnswer('Empty') },
    },
    errors: { 404: 'No such payment waits.', 409: 'The payment was settled meanwhile.', ...backOfficeErrors },
  },
};

export const orderTrackingAndPaymentsApi: RouteDescriptions = {
  'GET /api/order-tracking/:token': {
    summary: "The customer's order page: status, invoice, how to pay, licence",
    description: 'The token of the link mailed to the customer is the only credential.',
    params: tokenParams,
    answers: {
      200: { description: 'The order as the customer sees it.', schema: objectAnswer('CustomerOrderView') },
    },
    errors: notTracked,
  },
  'GET /api/order-tracking/:token/invoice.pdf': {
    summary: "The order's invoice (Factur-X PDF)",
    params: tokenParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: notTracked,
  },
  'GET /api/order-tracking/:token/credit-notes/:number.pdf': {
    summary: "A credit note cancelling the order's invoice (Factur-X PDF)",
    params: creditNoteParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: notTracked,
  },
  'GET /api/order-tracking/:token/receipt.pdf': {
    summary: "The receipt of the order's payment, once paid",
    params: tokenParams,
    answers: { 200: { description: 'The PDF.', schema: pdf, contentType: 'application/pdf' } },
    errors: notTracked,
  },
  'GET /api/order-tracking/:token/payment-qr.svg': {
    summary: 'The transfer as an EPC QR code (SEPA credit transfer) for a banking app',
    params: tokenParams,
    answers: { 200: { description: 'An SVG drawing.', schema: z.string(), contentType: 'image/svg+xml' } },
    errors: notTracked,
  },
  'GET /api/order-tracking/:token/licence': {
    summary: "The order's licence, once paid",
    params: tokenParams,
    answers: { 200: { description: 'The licence text.', schema: z.string(), contentType: 'text/plain' } },
    errors: notTracked,
  },

  'GET /api/payments/card/:token': {
    summary: 'Pay the invoice by card: to a Stripe Checkout page',
    description:
      "The order page's token (its Pay by card button) comes back to the order page; the invoice's Pay by card token to its payment page (`/status`).",
    params: payParams,
    querystring: payQuery,
    answers: {
      302: {
        description:
          'Back to the order page or the payment page (nothing to pay by card, card payment is off, or no such link: the order page says so).',
      },
      303: { description: 'To Stripe Checkout, or back if it could not open.' },
    },
    errors: rateLimited,
  },
  'GET /api/payments/card/:token/status': {
    summary: "The invoice's Pay by card link's page: what is due and a button to pay it, or that it is paid",
    description:
      'Only the invoice’s Pay by card token opens it, and it shows nothing else of the order (no documents, no licence).',
    params: payParams,
    querystring: payLinkPageQuery,
    answers: {
      200: { description: 'The page.', schema: z.string(), contentType: 'text/html' },
    },
    errors: { 404: 'No invoice has this link.', ...rateLimited },
  },
  'POST /api/payments/stripe/webhook': {
    summary: "Stripe's events (checkout.session.completed): the order is marked paid once per event",
    description: 'Signed by Stripe (`Stripe-Signature` header over the body as sent).',
    body: objectAnswer('A Stripe event.'),
    answers: {
      200: {
        description: 'Handled (or ignored): what was done.',
        schema: z.object({ received: z.literal(true), outcome: z.string() }),
      },
    },
    errors: {
      400: 'The signature does not match, or is not dated within five minutes of now (`invalid_signature`); or the signed body is not an event that can be read (`invalid_event`). Nothing was done.',
      404: 'Card payments are not configured.',
      503: 'Licences cannot be signed now: Stripe sends the event again later.',
      ...rateLimited,
    },
  },
};
