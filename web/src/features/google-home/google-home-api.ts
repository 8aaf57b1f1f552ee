import { postJson } from '@/lib/api-client';

const LINKING_CALLBACK_ENDPOINT = '/GoogleHome/auth/callback';

/** What the linking page tells the server once the user signed in with Google. */
export interface LinkingCallback {
  authCode: string;
  firebaseToken: string;
  redirectUri: string;
}

/**
 * Binds the authorization code Google Home is waiting for to the signed-in user. Rejects with an `ApiError`
 * whose message is the server's reason, in the page's language.
 */
export async function completeAccountLinking(callback: LinkingCallback): Promise<void> {
  await postJson<{ ok: boolean }>(LINKING_CALLBACK_ENDPOINT, callback);
}
