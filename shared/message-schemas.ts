import { z } from 'zod';
import {
  buyerTypes,
  compactIdentifier,
  isCountryCode,
  isEuCountry,
  isValidSiren,
  vatNumberExamples,
  vatNumberProblem,
} from './buyer-details';
import { fieldLimits, MAC_ADDRESS_PATTERN, normaliseMac } from './message-fields';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';
import { productKeySchema } from './product-schemas';

/**
 * The payloads of `POST /api/messages` (spec section 3), validated by the server; their types are what the
 * forms send. Only the server imports this module at run time (the browser imports its types), so zod stays out
 * of the browser bundle.
 */

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);
const multiline = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value, { multiline: true }), UNSTORABLE_TEXT_REASON);
const required = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => value.length > 0, 'is required');
const email = required(oneLine(fieldLimits.email)).pipe(z.email('must be a valid e-mail address'));
// The honeypot is filled by bots (and sometimes by a browser's autofill): such a message is kept for the Spam
// view, so what it holds must be storable too.
const honeypot = z
  .string()
  .max(fieldLimits.hp)
  .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON)
  .default('');

/** Contact form, or the app information request when `name` is empty. */
export const contactSchema = z.strictObject({
  type: z.literal('contact'),
  name: oneLine(fieldLimits.name),
  email,
  message: required(multiline(fieldLimits.message)),
  hp: honeypot,
});

/** A home processor's MAC address as typed (any form of MAC_ADDRESS_PATTERN), normalised to `00:0F:FF:12:34:56`. */
export const macAddressSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(
    new RegExp(`^${MAC_ADDRESS_PATTERN}$`),
    'must be twelve hexadecimal digits, as 00:0F:FF:12:34:56, 00-0F-FF-12-34-56, 000FFF123456 or 000F.FF12.3456',
  )
  .transform(normaliseMac);

/** A SIREN as typed ("123 456 782"): 9 digits once spaces are removed, with a valid check digit. */
const sirenSchema = z
  .string()
  .max(20, 'must be 9 digits')
  .transform(compactIdentifier)
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .refine(isValidSiren, 'is not a SIREN: its check digit does not match (check for a typing error)'),
  );

/** An EU VAT number as typed, compacted and upper-cased; its country's format is checked with the country. */
const vatNumberSchema = z
  .string()
  .max(24, 'must be an EU VAT number, e.g. DE123456789')
  .transform(compactIdentifier)
  .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,13}$/, 'must be an EU VAT number, e.g. DE123456789'));

/**
 * What an invoice needs to know about the buyer, beside the specification's fields (issue 21): all optional,
 * so the specification's payload stays accepted (the buyer is then in France and its postcode and town are
 * read from the address). What is given is checked: the country is an ISO code; a French postcode has five
 * digits; a SIREN is French and its check digit right; a VAT number is of the buyer's EU country.
 */
export const buyerDetailsFields = {
  postcode: oneLine(fieldLimits.postcode).optional(),
  city: oneLine(fieldLimits.city).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code, e.g. FR')
    .optional(),
  buyerType: z.enum(buyerTypes, 'must be "business" or "individual"').optional(),
  siren: z.union([z.literal(''), sirenSchema]).optional(),
  vatNumber: z.union([z.literal(''), vatNumberSchema]).optional(),
};

type BuyerDetailsInput = {
  company: string;
  address: string;
  postcode?: string;
  city?: string;
  country?: string;
  buyerType?: (typeof buyerTypes)[number];
  siren?: string;
  vatNumber?: string;
};

/** The checks across the buyer's fields (each field's own checks are in `buyerDetailsFields`). */
export function checkBuyerDetails(buyer: BuyerDetailsInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const structured = buyer.country !== undefined || buyer.postcode !== undefined || buyer.city !== undefined;
  const country = buyer.country ?? 'FR';
  if (structured && !buyer.city) issue('city', 'is required');
  if (structured && country === 'FR' && !/^\d{5}$/.test(buyer.postcode ?? ''))
    issue('postcode', 'must be a French postcode of 5 digits');
  if (buyer.buyerType !== 'individual' && !buyer.company) issue('company', 'is required');
  if (buyer.siren && country !== 'FR')
    issue('siren', 'is French: give a VAT number for a business elsewhere');
  if (buyer.vatNumber) {
    const problem = vatNumberProblem(buyer.vatNumber, country);
    if (problem === 'not_eu') issue('vatNumber', 'is for a business in the European Union only');
    else if (problem && isEuCountry(country))
      issue('vatNumber', `must be a VAT number of the buyer’s country, e.g. ${vatNumberExamples[country]}`);
  }
  if (buyer.buyerType === 'individual' && (buyer.siren || buyer.vatNumber))
    issue('buyerType', 'must be "business" when a SIREN or a VAT number is given');
}

export const licenceOrderSchema = z
  .strictObject({
    type: z.literal('driver'),
    // The server then checks that the store sells it (a published product).
    driverName: productKeySchema,
    // Required but for an individual buyer (checkBuyerDetails).
    company: oneLine(fieldLimits.company),
    firstName: required(oneLine(fieldLimits.firstName)),
    lastName: required(oneLine(fieldLimits.lastName)),
    address: required(multiline(fieldLimits.address)),
    ...buyerDetailsFields,
    email,
    mac: macAddressSchema,
    hp: honeypot,
  })
  .superRefine(checkBuyerDetails);

/**
 * A message's payload as stored (`messages.payload`), read back for the inbox: what one of the schemas above
 * accepted, but read leniently, so that a row written by an earlier version still shows. Each known field is
 * text or absent (another value is dropped); the other fields are kept, as the inbox shows them all.
 */
const storedText = z.string().optional().catch(undefined);
export const storedMessagePayloadSchema = z.looseObject({
  type: storedText,
  name: storedText,
  email: storedText,
  message: storedText,
  company: storedText,
  firstName: storedText,
  lastName: storedText,
  address: storedText,
  driverName: storedText,
  mac: storedText,
});

export type ContactPayload = z.infer<typeof contactSchema>;
export type LicenceOrderPayload = z.infer<typeof licenceOrderSchema>;
export type MessagePayload = ContactPayload | LicenceOrderPayload;
