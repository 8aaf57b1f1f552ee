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

export interface NetatmoTokens {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  scope?: string[] | string;
  [key: string]: unknown;
}

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
    // fetch rejects with a TypeError (network) or a DOMException (abort), both with a message.
    throw new ProviderError(`Netatmo could not be reached (${(error as Error).message})`, 0);
  }
  const data = parseJson(text);
  if (!response.ok) {
    const reason =
      typeof data?.error === 'string'
        ? [data.error, typeof data.error_description === 'string' ? data.error_description : '']
            .filter(Boolean)
            .join(': ')
        : `HTTP ${response.status}`;
    throw new ProviderError(reason, response.status);
  }
  if (typeof data?.access_token !== 'string' || typeof data.refresh_token !== 'string') {
    throw new ProviderError('Netatmo answered without tokens', response.status);
  }
  // Checked just above: both tokens are strings; the other fields are passed on as Netatmo sent them.
  return data as NetatmoTokens;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    // Checked on this line: a non-null object; each field is checked where it is read.
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
