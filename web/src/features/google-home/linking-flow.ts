import { ApiError } from '@/lib/api-client';
import type { LinkingCallback } from './google-home-api';

/** The status line's messages, in the order the flow shows them. */
export type LinkingStatus =
  'initializing' | 'checking' | 'gettingToken' | 'completing' | 'redirecting' | 'completed' | 'toGoogle';

export type LinkingError =
  { kind: 'missingCode' } | { kind: 'failed'; text: string } | { kind: 'exception'; message: string };

interface LinkingParams {
  authCode: string | null;
  redirectUri: string | null;
  state: string | null;
}

/** The signed-in Google user, as much of it as the flow needs. */
interface SignedInUser {
  getIdToken(): Promise<string>;
}

/** Firebase Authentication, behind the three calls the flow makes (loaded only when needed). */
export interface LinkingAuth {
  redirectResultUser(): Promise<SignedInUser | null>;
  currentUser(): Promise<SignedInUser | null>;
  signInWithGoogleRedirect(): Promise<void>;
}

export interface LinkingDeps {
  params: LinkingParams;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  loadAuth(): Promise<LinkingAuth>;
  /** Rejects with an `ApiError` when the server refuses the callback. */
  completeLinking(callback: LinkingCallback): Promise<void>;
  navigate(url: string): void;
  delay(ms: number): Promise<void>;
  onStatus(status: LinkingStatus): void;
}

export type LinkingOutcome = 'redirected' | 'completed' | 'signing-in' | { error: LinkingError };

const KEYS = { authCode: 'authCode', redirectUri: 'redirectUri', state: 'state' } as const;
const START_DELAY_MS = 500;

/**
 * Spec §4's account-linking flow: wait 500 ms, find the authorization code (link, else session storage),
 * take the user back from Google's sign-in (or the already signed-in user, or start the sign-in), post
 * the callback, then send the browser back to Google with `code` and `state`.
 */
export async function runLinkingFlow(deps: LinkingDeps): Promise<LinkingOutcome> {
  const { storage } = deps;
  deps.onStatus('initializing');
  await deps.delay(START_DELAY_MS);
  try {
    const fromLink = deps.params.authCode;
    const authCode = fromLink ?? storage.getItem(KEYS.authCode);
    const redirectUri = fromLink ? deps.params.redirectUri : storage.getItem(KEYS.redirectUri);
    const state = fromLink ? deps.params.state : storage.getItem(KEYS.state);
    if (!authCode) return { error: { kind: 'missingCode' } };

    deps.onStatus('checking');
    const auth = await deps.loadAuth();
    let user = await auth.redirectResultUser();
    if (user) {
      deps.onStatus('gettingToken');
    } else {
      user = await auth.currentUser();
      if (!user) {
        storage.setItem(KEYS.authCode, authCode);
        storage.setItem(KEYS.redirectUri, redirectUri ?? '');
        storage.setItem(KEYS.state, state ?? '');
        deps.onStatus('toGoogle');
        await auth.signInWithGoogleRedirect();
        return 'signing-in';
      }
      deps.onStatus('gettingToken');
    }
    const firebaseToken = await user.getIdToken();
    for (const key of Object.values(KEYS)) storage.removeItem(key);

    deps.onStatus('completing');
    try {
      await deps.completeLinking({ authCode, firebaseToken, redirectUri: redirectUri ?? '' });
    } catch (error) {
      if (error instanceof ApiError) return { error: { kind: 'failed', text: error.message } };
      throw error;
    }

    if (redirectUri) {
      const target = new URL(redirectUri);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') {
        throw new Error('the redirect address is not a web address');
      }
      target.searchParams.set('code', authCode);
      target.searchParams.set('state', state ?? '');
      deps.onStatus('redirecting');
      deps.navigate(target.toString());
      return 'redirected';
    }
    deps.onStatus('completed');
    return 'completed';
  } catch (error) {
    return { error: { kind: 'exception', message: error instanceof Error ? error.message : String(error) } };
  }
}
