/**
 * The one shape of every JSON error answer of the API (OAuth 2.0 endpoints keep the shape RFC 6749 prescribes).
 * `error` is a stable code for programs, `message` a sentence for people, `fields` maps each refused field of
 * the request to the reason, `requestId` ties a server fault to its log line.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
  retryAfterSeconds?: number;
}
