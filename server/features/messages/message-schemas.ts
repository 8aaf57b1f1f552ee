import type { MessageKind } from '../../../shared/message-payloads';
import { contactSchema, licenceOrderSchema, type MessagePayload } from '../../../shared/message-schemas';
import { unprintableBuyerFields } from '../orders';
import { fieldsOf } from '../../lib/validation';

export type ParsedMessage =
  | { ok: true; payload: MessagePayload; kind: MessageKind }
  | { ok: false; error: string; fields: Record<string, string> };

/**
 * Validates a request body. Refusals name each field and why, so the form can say what to fix; fields
 * that should not be there are refused too (strict objects).
 */
export function parseMessage(body: unknown): ParsedMessage {
  // Checked on this line to be a non-null object; only read, as unknown.
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  if (type !== 'contact' && type !== 'driver') {
    return {
      ok: false,
      error: 'Invalid message',
      fields: { type: 'must be "contact" or "driver"' },
    };
  }
  const result = (type === 'contact' ? contactSchema : licenceOrderSchema).safeParse(body);
  if (!result.success) return { ok: false, error: 'Invalid message', fields: fieldsOf(result.error) };
  const payload: MessagePayload = result.data;
  // The order's invoice prints the buyer as typed: what its font cannot print is refused, not lost.
  const unprintable = payload.type === 'driver' ? unprintableBuyerFields(payload) : null;
  if (unprintable) return { ok: false, error: 'Invalid message', fields: unprintable };
  const kind: MessageKind =
    payload.type === 'driver' ? 'licence_order' : payload.name === '' ? 'info_request' : 'contact';
  return { ok: true, payload, kind };
}
