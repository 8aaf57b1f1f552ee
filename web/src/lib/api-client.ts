import type { ApiErrorBody } from '@shared/api-error';

/** The server answered with an error status; `fields` maps a form field to the reason it was refused. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
    /** The answer's stable `error` code (`invalid_credentials`, `session_expired`…), when it has one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, connection reset, time-out). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

export async function postJson<T>(
  path: string,
  body: unknown,
  options: { idempotencyKey?: string; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...options.headers,
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await fetchResponse(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: options.signal,
  });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) throw apiErrorFrom(response, data, text);
  return data as T;
}

/** `fetch`, with a request that got no answer thrown as a NetworkError. */
export async function fetchResponse(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    throw new NetworkError(error);
  }
}

/** The ApiError for an error answer, from its `{error, message, fields}` body and Retry-After header. */
export function apiErrorFrom(response: Response, data: unknown, text = ''): ApiError {
  const payload = (data ?? {}) as Partial<ApiErrorBody>;
  const retryAfter = Number(response.headers.get('Retry-After') ?? payload.retryAfterSeconds);
  return new ApiError(
    response.status,
    payload.message ?? payload.error ?? (text || response.statusText),
    payload.fields,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    payload.error,
  );
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
