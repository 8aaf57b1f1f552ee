import { z } from 'zod';
import { objectAnswer } from '../../../shared/api-answers';
import {
  acceptQuoteSchema,
  createQuoteSchema,
  declineQuoteSchema,
  updateQuoteSchema,
} from '../../../shared/quote-schemas';
import {
  backOfficeErrors,
  rateLimited,
  type RouteDescriptions,
} from '../../http/api-description/route-description';
import { publicInvoiceParams, quoteInvoiceParams, quoteParams, quoteTokenParams } from './quotes-routes';

const details = { description: 'The quote as it now stands.', schema: objectAnswer('QuoteDetails') };
const noQuote = {
  404: 'No such quote.',
  403: 'Only the owner and colleagues allowed to handle money.',
  ...backOfficeErrors,
};
const noLink = { 404: 'No quote has this link.', ...rateLimited };
const answered = {
  description: 'The quote as answered: number, status, who accepted it and when.',
  schema: objectAnswer('QuoteAnswer'),
};
const pdf = {
  200: {
    description: 'The Factur-X PDF, as issued.',
    schema: z.string().meta({ format: 'binary' }),
    contentType: 'application/pdf',
  },
};
const closed = {
  409: 'The quote can no longer be answered (`quote_closed`, with `reason`: revised, expired, accepted or declined).',
};

export const quotesApi: RouteDescriptions = {
  'GET /api/quotes': {
    summary: 'Installation quotes, most recently changed first, with what each waits for',
    security: 'session',
    answers: { 200: { description: 'The quotes.', schema: z.array(objectAnswer('QuoteListItem')) } },
    errors: noQuote,
  },
  'POST /api/quotes': {
    summary: 'Write a quote (a draft), from scratch or answering an inbox message',
    security: 'session',
    body: createQuoteSchema,
    answers: { 201: details },
    errors: {
      400: 'A field is invalid (named in `fields`, e.g. `buyer.siren`, `lines.0.quantity`).',
      ...noQuote,
    },
  },
  'GET /api/quotes/:id': {
    summary: 'One quote: terms, totals per VAT rate, deposit, status and answer',
    security: 'session',
    params: quoteParams,
    answers: { 200: details },
    errors: noQuote,
  },
  'PUT /api/quotes/:id': {
    summary:
      'Change a draft, or revise a sent quote (a new version; the link of the old one no longer works)',
    security: 'session',
    params: quoteParams,
    body: updateQuoteSchema,
    answers: { 200: details },
    errors: {
      400: 'A field is invalid.',
      409: 'The customer answered the quote (`quote_status_conflict`, with `status`).',
      ...noQuote,
    },
  },
  'POST /api/quotes/:id/send': {
    summary:
      'Send the quote: its number, its PDF kept as sent, and the customer mailed the link to accept it',
    security: 'session',
    params: quoteParams,
    answers: {
      200: {
        description: 'Its number and status.',
        schema: z.object({ number: z.string(), status: z.literal('sent') }),
      },
    },
    errors: {
      400: 'A line’s VAT rate is not one the seller charges, or the validity date has passed.',
      409: 'The quote is not a draft (`quote_status_conflict`), or the seller’s legal details are still the samples.',
      ...noQuote,
    },
  },
  'GET /api/public/quotes/:token': {
    summary: 'The quote a customer’s link opens, and whether it can still be answered',
    params: quoteTokenParams,
    answers: { 200: { description: 'The quote as sent.', schema: objectAnswer('PublicQuoteView') } },
    errors: noLink,
  },
  'GET /api/public/quotes/:token/pdf': {
    summary: 'The PDF of the quote a customer’s link opens, as sent',
    params: quoteTokenParams,
    answers: {
      200: {
        description: 'The PDF.',
        schema: z.string().meta({ format: 'binary' }),
        contentType: 'application/pdf',
      },
    },
    errors: noLink,
  },
  'POST /api/public/quotes/:token/accept': {
    summary: 'Accept the quote: the name typed and "I accept this quote" ticked',
    params: quoteTokenParams,
    body: acceptQuoteSchema,
    answers: { 200: answered },
    errors: { 400: 'The name is missing or the box is not ticked.', ...closed, ...noLink },
  },
  'POST /api/public/quotes/:token/decline': {
    summary: 'Decline the quote, with an optional reason',
    params: quoteTokenParams,
    body: declineQuoteSchema,
    answers: { 200: answered },
    errors: { 400: 'The reason is too long.', ...closed, ...noLink },
  },
  'POST /api/quotes/:id/final-invoice': {
    summary:
      'The work is done: issue the final invoice (every line, the deposit invoice deducted) and mail it to the customer',
    security: 'session',
    params: quoteParams,
    answers: { 200: details },
    errors: {
      409: 'The quote is not accepted, the final invoice was already issued (`quote_status_conflict`), or the seller’s legal details are still the samples.',
      ...noQuote,
    },
  },
  'POST /api/quotes/:id/invoices/:number/credit-note': {
    summary: 'Cancel one of the project’s unpaid invoices with a credit note',
    security: 'session',
    params: quoteInvoiceParams,
    answers: {
      200: { description: 'The credit note’s number.', schema: z.object({ number: z.string() }) },
    },
    errors: { 409: 'The invoice is paid or already cancelled (`quote_status_conflict`).', ...noQuote },
  },
  'GET /api/quotes/:id/invoices/:number/pdf': {
    summary: 'A project invoice or credit note as issued (Factur-X PDF)',
    security: 'session',
    params: quoteInvoiceParams,
    answers: pdf,
    errors: noQuote,
  },
  'GET /api/public/quotes/:token/invoices/:number/pdf': {
    summary: 'A project invoice or credit note, from the customer’s project page',
    params: publicInvoiceParams,
    answers: pdf,
    errors: noLink,
  },
  'POST /api/public/quotes/:token/pay': {
    summary: 'Pay what is due on the project by card: a Stripe Checkout session for the open invoice',
    params: quoteTokenParams,
    answers: {
      200: { description: 'Where to pay (Stripe Checkout).', schema: z.object({ url: z.string() }) },
    },
    errors: {
      409: 'Card payment is off (`card_payment_off`) or nothing is due (`nothing_due`).',
      ...noLink,
    },
  },
};
