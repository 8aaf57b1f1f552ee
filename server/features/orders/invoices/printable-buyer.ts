import type { FastifyReply } from 'fastify';
import { sendApiError } from '../../../lib/api-errors';
import { unprintableCharacters } from './invoice-fonts';

/** The buyer's fields that its invoices print. */
const printedFields = ['company', 'firstName', 'lastName', 'address', 'postcode', 'city', 'email'] as const;

/**
 * The buyer's fields holding characters its invoices cannot print, each with why (null when there is none):
 * the invoice must print the buyer as typed, so a letter the font lacks is refused rather than lost.
 */
export function unprintableBuyerFields(
  buyer: Partial<Record<(typeof printedFields)[number], string>>,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const field of printedFields) {
    const characters = unprintableCharacters(buyer[field] ?? '');
    if (characters.length)
      fields[field] =
        `contains characters an invoice cannot print (${characters.join(' ')}): write it in Latin, Greek or Cyrillic letters`;
  }
  return Object.keys(fields).length ? fields : null;
}

export function refuseUnprintable(reply: FastifyReply, fields: Record<string, string>) {
  return sendApiError(reply, 400, {
    error: 'invalid_request',
    message: 'Some fields are missing or invalid.',
    fields,
  });
}
