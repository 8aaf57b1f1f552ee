import { z } from 'zod';
import { errorMessage } from '../../lib/thrown-errors';

/** Netatmo answered with an error, or with something that is not a token. `message` is its reason. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export class ProviderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Netatmo did not answer within ${timeoutMs / 1000} s`);
    this.name = 'ProviderTimeoutError';
  }
}

/**
 * The tokens as Netatmo answers them: both tokens are strings; the other fields (`expires_in`, `scope`…) are
 * passed on to the driver as Netatmo sent them.
 */
export const netatmoTokensSchema = z.looseObject({ access_token: z.string(), refresh_token: z.string() });
export type NetatmoTokens = z.infer<typeof netatmoTokensSchema>;

/** An OAuth 2.0 error answer: its code, and its description when it has one. */
const netatmoErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional().catch(undefined),
});

/** The authorization-code exchange at Netatmo's token endpoint (form-encoded, as OAuth 2.0 requires). */
export async function exchangeCode(input: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  code: string;
  scope: string;
  timeoutMs: number;
}): Promise<NetatmoTokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: input.clientId,
    client_secret: input.clientSecret,
    code: input.code,
    redirect_uri: input.redirectUri,
    scope: input.scope,
  });
  let response: Response;
  let text: string;
  try {
    response = await fetch(input.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(input.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ProviderTimeoutError(input.timeoutMs);
    }
    throw new ProviderError(`Netatmo could not be reached (${errorMessage(error)})`, 0);
  }
  const data = parseJson(text);
  if (!response.ok) {
    const failure = netatmoErrorSchema.safeParse(data);
    const reason = failure.success
      ? [failure.data.error, failure.data.error_description].filter(Boolean).join(': ')
      : `HTTP ${response.status}`;
    throw new ProviderError(reason, response.status);
  }
  const tokens = netatmoTokensSchema.safeParse(data);
  if (!tokens.success) throw new ProviderError('Netatmo answered without tokens', response.status);
  return tokens.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
