import type { z } from 'zod';

/** One answer of a route: when it is given, and its body (JSON unless `contentType` says otherwise). */
interface AnswerDescription {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * What `GET /api/openapi.json` says about one route, from the same zod schemas the route parses its request
 * with. `errors` are the refusals in the API's error shape (`{error, message, fields}`), by status.
 */
export interface RouteDescription {
  summary: string;
  description?: string;
  /** `session`: a back-office access token (`Authorization: Bearer`); `metrics`: METRICS_TOKEN. */
  security?: 'session' | 'metrics';
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The request body's media types when it is not JSON. */
  consumes?: string[];
  answers: Record<number, AnswerDescription>;
  errors?: Record<number, string>;
}

/** A route group's descriptions, keyed by `METHOD /url` as Fastify registers the route. */
export type RouteDescriptions = Record<string, RouteDescription>;

/** Every route refuses too many requests from one address; most say so here once. */
export const rateLimited = { 429: 'Too many requests from this address (see Retry-After).' };

/** The refusals of every back-office route, besides its own. */
export const backOfficeErrors = {
  401: 'No valid access token (sign in again).',
  ...rateLimited,
};
