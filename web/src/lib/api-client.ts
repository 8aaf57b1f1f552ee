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
  /** This request's `Accept-Language`, where it is not the client's (a form sent in the language it was shown in). */
  language?: string;
}

/**
 * Who is asking, for requests that need a session: `token` is read as each request leaves (no token, no
 * `Authorization` header); `onUnauthorized` hears the `error` code of a 401 answer before the request throws.
 */
interface ApiAuth {
  token: () => string | null | undefined;
  onUnauthorized: (code: string | undefined) => void;
}

export interface ApiClientOptions {
  auth?: ApiAuth;
  /** The page's language, sent as `Accept-Language` with every request: the language the server answers in. */
  language?: () => string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A file sent as the request's body itself (a bank statement as `application/xml`, a product's document), with
 * its content type.
 */
interface FileBody {
  data: Blob;
  type: string;
}

/**
 * The requests of one kind of caller. `T` is the answer's shape as the caller's API module declares it: the
 * client reads the JSON and does not check it (the server's answers are checked by its own schemas), so the
 * one unchecked step between the wire and a type sits here rather than in each module.
 */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /** Sends a file as the body (POST or PUT) and reads the JSON answer. */
  sendFile<T>(method: 'POST' | 'PUT', path: string, file: FileBody, options?: RequestOptions): Promise<T>;
  /** A download: the answer's body as a blob. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

export function createApiClient({ auth, language }: ApiClientOptions = {}): ApiClient {
  async function send(
    method: Method,
    path: string,
    body: BodyInit | undefined,
    contentType: string | undefined,
    options: RequestOptions,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const answerLanguage = options.language ?? language?.();
    if (answerLanguage) headers['Accept-Language'] = answerLanguage;
    Object.assign(headers, options.headers);
    if (contentType) headers['Content-Type'] = contentType;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const token = auth?.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetchResponse(path, { method, headers, body, signal: options.signal });
    if (response.ok) return response;
    const error = errorFromAnswer(response, await readText(response));
    if (error.status === 401) auth?.onUnauthorized(error.code);
    throw error;
  }
  async function json<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? undefined : 'application/json',
      options,
    );
    const text = await readText(response);
    return (text ? parseJson(text) : undefined) as T;
  }
  return {
    get: (path, options) => json('GET', path, undefined, options),
    post: (path, body, options) => json('POST', path, body, options),
    put: (path, body, options) => json('PUT', path, body, options),
    delete: (path, options) => json('DELETE', path, undefined, options),
    async sendFile<T>(method: 'POST' | 'PUT', path: string, file: FileBody, options: RequestOptions = {}) {
      const response = await send(method, path, file.data, file.type, options);
      const text = await readText(response);
      return (text ? parseJson(text) : undefined) as T;
    },
    async getBlob(path, options = {}) {
      const response = await send('GET', path, undefined, undefined, options);
      try {
        return await response.blob();
      } catch (error) {
        throw new NetworkError(error);
      }
    },
  };
}

/** The public pages' requests: no session. */
const anonymous = createApiClient();

export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return anonymous.get<T>(path, options);
}

export function postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return anonymous.post<T>(path, body, options);
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
}

/** `fetch`, with a request that got no answer thrown as a NetworkError (for callers that read the body). */
async function fetchResponse(path: string, init: RequestInit): Promise<Response> {
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
function errorFromAnswer(response: Response, text: string): ApiError {
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
