import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { type LinkingAuth, type LinkingDeps, type LinkingStatus, runLinkingFlow } from './linking-flow';

const user = (token = 'id-token') => ({ getIdToken: vi.fn(async () => token) });

function setup(overrides: Partial<LinkingDeps> & { auth?: Partial<LinkingAuth> } = {}) {
  const statuses: LinkingStatus[] = [];
  const store = new Map<string, string>();
  const auth: LinkingAuth = {
    redirectResultUser: vi.fn(async () => null),
    currentUser: vi.fn(async () => null),
    signInWithGoogleRedirect: vi.fn(async () => undefined),
    ...overrides.auth,
  };
  const deps: LinkingDeps = {
    params: {
      authCode: 'code-1',
      redirectUri: 'https://oauth-redirect.googleusercontent.com/r/p',
      state: 'st',
    },
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    loadAuth: vi.fn(async () => auth),
    completeLinking: vi.fn(async () => undefined),
    navigate: vi.fn(),
    delay: vi.fn(async () => undefined),
    onStatus: (status) => statuses.push(status),
    ...overrides,
  };
  return { deps, auth, store, statuses };
}

describe('account-linking flow', () => {
  it('waits 500 ms, then reports a missing code without loading Firebase', async () => {
    const { deps, statuses } = setup({ params: { authCode: null, redirectUri: null, state: null } });
    expect(await runLinkingFlow(deps)).toEqual({ error: { kind: 'missingCode' } });
    expect(deps.delay).toHaveBeenCalledWith(500);
    expect(deps.loadAuth).not.toHaveBeenCalled();
    expect(statuses).toEqual(['initializing']);
  });

  it('saves the values and starts the Google sign-in when nobody is signed in', async () => {
    const { deps, auth, store, statuses } = setup({
      params: { authCode: 'code-1', redirectUri: 'https://x.example/r', state: null },
    });
    expect(await runLinkingFlow(deps)).toBe('signing-in');
    expect(auth.signInWithGoogleRedirect).toHaveBeenCalled();
    expect(Object.fromEntries(store)).toEqual({
      authCode: 'code-1',
      redirectUri: 'https://x.example/r',
      state: '',
    });
    expect(statuses).toEqual(['initializing', 'checking', 'toGoogle']);
  });

  it('back from Google: takes the values from session storage, posts the callback, redirects with code and state', async () => {
    const signedIn = user('token-9');
    const { deps, store, statuses } = setup({
      params: { authCode: null, redirectUri: null, state: null },
      auth: { redirectResultUser: async () => signedIn },
    });
    store.set('authCode', 'saved-code');
    store.set('redirectUri', 'https://oauth-redirect.googleusercontent.com/r/p');
    store.set('state', 'saved state');
    expect(await runLinkingFlow(deps)).toBe('redirected');
    expect(store.size).toBe(0);
    expect(deps.completeLinking).toHaveBeenCalledWith({
      authCode: 'saved-code',
      firebaseToken: 'token-9',
      redirectUri: 'https://oauth-redirect.googleusercontent.com/r/p',
    });
    expect(deps.navigate).toHaveBeenCalledWith(
      'https://oauth-redirect.googleusercontent.com/r/p?code=saved-code&state=saved+state',
    );
    expect(statuses).toEqual(['initializing', 'checking', 'gettingToken', 'completing', 'redirecting']);
  });

  it('reuses an already signed-in user', async () => {
    const { deps, auth } = setup({ auth: { currentUser: async () => user() } });
    expect(await runLinkingFlow(deps)).toBe('redirected');
    expect(auth.signInWithGoogleRedirect).not.toHaveBeenCalled();
  });

  it('completes without a redirect target', async () => {
    const { deps, statuses } = setup({
      params: { authCode: 'c', redirectUri: null, state: null },
      auth: { currentUser: async () => user() },
    });
    expect(await runLinkingFlow(deps)).toBe('completed');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(statuses.at(-1)).toBe('completed');
  });

  it("reports the server's text when the callback is refused, and exceptions by message", async () => {
    const refused = setup({
      auth: { currentUser: async () => user() },
      completeLinking: vi.fn(async () =>
        Promise.reject(new ApiError(400, 'This linking request is invalid.')),
      ),
    });
    expect(await runLinkingFlow(refused.deps)).toEqual({
      error: { kind: 'failed', text: 'This linking request is invalid.' },
    });
    expect(refused.deps.navigate).not.toHaveBeenCalled();

    const broken = setup({ loadAuth: async () => Promise.reject(new Error('network down')) });
    expect(await runLinkingFlow(broken.deps)).toEqual({
      error: { kind: 'exception', message: 'network down' },
    });

    const unreachable = setup({
      auth: { currentUser: async () => user() },
      completeLinking: async () => Promise.reject(new NetworkError(new TypeError('Failed to fetch'))),
    });
    expect(await runLinkingFlow(unreachable.deps)).toEqual({
      error: { kind: 'exception', message: 'Failed to fetch' },
    });
  });
});
