import { postJson } from '@/lib/api-client';

const NETATMO_TOKEN_ENDPOINT = '/api/netatmo/token';

/** The weather-station scope the driver asks Netatmo for (spec §9). */
const SCOPE = 'read_station';

/**
 * Hands Netatmo's authorization code to the server, which exchanges it (the client secret stays there) and
 * keeps the tokens under `state` for the driver. Rejects with an `ApiError` carrying the server's reason.
 */
export function exchangeNetatmoCode(link: { code: string; state: string }): Promise<{ ok: boolean }> {
  return postJson<{ ok: boolean }>(NETATMO_TOKEN_ENDPOINT, {
    code: link.code,
    scope: SCOPE,
    state: link.state,
  });
}
