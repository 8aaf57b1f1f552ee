import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { sendApiError } from './api-errors';

/** Zod's issues as `fields`: each refused field of the request, with the first reason. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'is not a field of this request';
      continue;
    }
    const field = issue.path.length ? String(issue.path[0]) : 'body';
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
): z.infer<T> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendApiError(reply, 400, {
    error: 'invalid_request',
    message: 'Some fields are missing or invalid.',
    fields: fieldsOf(parsed.error),
  });
  return null;
}
