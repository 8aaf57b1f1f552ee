import { z } from 'zod';
import { driverTitleKeys } from '../../../shared/driver-catalogue';
import {
  fieldLimits,
  MAC_ADDRESS_PATTERN,
  type MessageKind,
  type MessagePayload,
  normaliseMac,
} from '../../../shared/message-payloads';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');
const email = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(fieldLimits.email, `must be at most ${fieldLimits.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));
const honeypot = z.string().max(fieldLimits.hp).default('');

/** Contact form, or the app information request when `name` is empty (spec section 3). */
export const contactSchema = z.strictObject({
  type: z.literal('contact'),
  name: text(fieldLimits.name),
  email,
  message: required(fieldLimits.message),
  hp: honeypot,
});

export const licenceOrderSchema = z.strictObject({
  type: z.literal('driver'),
  driverName: z.enum(driverTitleKeys, 'must be one of the store’s drivers'),
  company: required(fieldLimits.company),
  firstName: required(fieldLimits.firstName),
  lastName: required(fieldLimits.lastName),
  address: required(fieldLimits.address),
  email,
  mac: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(
      new RegExp(`^${MAC_ADDRESS_PATTERN}$`),
      'must be six pairs of hexadecimal digits separated by ":" or "-", e.g. 00:0F:FF:12:34:56',
    )
    .transform(normaliseMac),
  hp: honeypot,
});

export type ParsedMessage =
  | { ok: true; payload: MessagePayload; kind: MessageKind }
  | { ok: false; error: string; fields: Record<string, string> };

/**
 * Validates a request body. Refusals name each field and why, so the form can say what to fix; fields
 * that should not be there are refused too (strict objects).
 */
export function parseMessage(body: unknown): ParsedMessage {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  if (type !== 'contact' && type !== 'driver') {
    return {
      ok: false,
      error: 'Invalid message',
      fields: { type: 'must be "contact" or "driver"' },
    };
  }
  const result = (type === 'contact' ? contactSchema : licenceOrderSchema).safeParse(body);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) fields[key] = 'is not a field of this message';
        continue;
      }
      const field = issue.path.length ? String(issue.path[0]) : 'body';
      fields[field] ??= issue.code === 'invalid_type' ? `must be a ${issue.expected}` : issue.message;
    }
    return { ok: false, error: 'Invalid message', fields };
  }
  const payload = result.data as MessagePayload;
  const kind: MessageKind =
    payload.type === 'driver' ? 'licence_order' : payload.name === '' ? 'info_request' : 'contact';
  return { ok: true, payload, kind };
}

/** The visitor's language from `Content-Language` (sent by our forms), else `Accept-Language`. */
export function messageLocale(contentLanguage?: string, acceptLanguage?: string): 'en' | 'fr' {
  const first = (contentLanguage || acceptLanguage || '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-') || first.startsWith('fr;') ? 'fr' : 'en';
}
