import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from '../../shared/storable-text';
import { isApiPath, sendApiError } from './api-errors';

/**
 * Zod's issues as `fields`: each refused field of the request, with the first reason. `nested` names a field
 * inside an object or a list by its path (`buyer.siren`, `lines.2.quantity`) rather than by its top field.
 */
export function fieldsOf(error: z.ZodError, options: { nested?: boolean } = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const at = options.nested ? issue.path.map(String) : [];
      for (const key of issue.keys) fields[[...at, key].join('.')] ??= 'is not a field of this request';
      continue;
    }
    const path = options.nested ? issue.path : issue.path.slice(0, 1);
    const field = path.length ? path.map(String).join('.') : 'body';
    fields[field] ??=
      issue.code !== 'invalid_type'
        ? issue.message
        : issue.message.endsWith('received undefined')
          ? 'is required'
          : `must be a ${issue.expected}`;
  }
  return fields;
}

/** Parses a request part with `schema`, or answers 400 naming each refused field and returns null. */
export function parseOrRefuse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  reply: FastifyReply,
  options: { nested?: boolean } = {},
): z.infer<T> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendApiError(reply, 400, {
    error: 'invalid_request',
    message: 'Some fields are missing or invalid.',
    fields: fieldsOf(parsed.error, options),
  });
  return null;
}

/**
 * Every path parameter of every route goes through the rule of one-line body fields before any route reads it:
 * one that is not storable text (a NUL, a control or direction character, a lone surrogate) answers 400 naming
 * the parameter, or Not found for a page. Each route then checks the shape it expects (an id, a token).
 */
export function refuseUnstorablePathParams(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const fields: Record<string, string> = {};
    // Fastify's path parameters are an object of strings; each value is checked to be one.
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && !isStorableText(value)) fields[name] = UNSTORABLE_TEXT_REASON;
    }
    if (Object.keys(fields).length === 0) return;
    if (!isApiPath(request.url)) return reply.callNotFound();
    return sendApiError(reply, 400, {
      error: 'invalid_request',
      message: 'Some fields are missing or invalid.',
      fields,
    });
  });
}
