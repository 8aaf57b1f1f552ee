/**
 * The one way the browser talks to the server. Every feature calls it through a small API module of its
 * own (`messages-api.ts`, `netatmo-api.ts`...), so a page never reads a status or parses an error body.
 */

/**
 * The server answered with an error status. `code` is the answer's machine-readable `error`; `message` its
 * human-readable text; `fields` maps a form field to the reason it was refused.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string,
    details: { code?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** The request never got an answer (offline, connection reset, time-out); the message is the browser's. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error && cause.message ? cause.message : 'network error', { cause });
    this.name = 'NetworkError';
  }
}

export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

export interface RequestOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestJson<T>('GET', path, undefined, options);
}

export function postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return requestJson<T>('POST', path, body, options);
}

async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let text: string;
  const response = await fetchResponse(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw errorFromAnswer(response, text);
  return (text ? parseJson(text) : undefined) as T;
}

/** `fetch`, with a request that got no answer thrown as a NetworkError (for callers that read the body). */
export async function fetchResponse(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    throw new NetworkError(error);
  }
}

/**
 * The API answers errors as `{error, message, fields}`; OAuth 2.0 endpoints keep RFC 6749's
 * `{error, error_description}`; a proxy or an older server may answer plain text or nothing at all.
 */
export function errorFromAnswer(response: Response, text: string): ApiError {
  const { code, message, fields } = readErrorAnswer(text);
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    message ?? code ?? (response.statusText || `HTTP ${response.status}`),
    {
      code,
      fields,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    },
  );
}

function readErrorAnswer(text: string): { code?: string; message?: string; fields?: Record<string, string> } {
  const data = text ? parseJson(text) : undefined;
  if (!isRecord(data)) return { message: text.trim() || undefined };
  return {
    code: nonEmptyString(data.error),
    message: nonEmptyString(data.message) ?? nonEmptyString(data.error_description),
    fields: isRecord(data.fields) ? stringEntries(data.fields) : undefined,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function stringEntries(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
