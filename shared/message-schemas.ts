import { z } from 'zod';
import { driverTitleKeys } from './driver-catalogue';
import { fieldLimits, MAC_ADDRESS_PATTERN, normaliseMac } from './message-payloads';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

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

export const licenceOrderSchema = z.strictObject({
  type: z.literal('driver'),
  driverName: z.enum(driverTitleKeys, 'must be one of the store’s drivers'),
  company: required(oneLine(fieldLimits.company)),
  firstName: required(oneLine(fieldLimits.firstName)),
  lastName: required(oneLine(fieldLimits.lastName)),
  address: required(multiline(fieldLimits.address)),
  email,
  mac: macAddressSchema,
  hp: honeypot,
});

export type ContactPayload = z.infer<typeof contactSchema>;
export type LicenceOrderPayload = z.infer<typeof licenceOrderSchema>;
export type MessagePayload = ContactPayload | LicenceOrderPayload;
