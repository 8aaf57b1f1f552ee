import { createStore, type StoreApi } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { accessTokenKey } from './session-storage-keys';

/** Session state 'main' (spec §3). */
export interface MainState {
  authenticated: boolean;
  userId: string | null;
  username: string | null;
  role: string | null;
  language: string;
  companyId: string | null;
  accessToken: string | null;
}

interface LoginDetails {
  userId: string;
  username: string;
  role: string;
  language: string;
  /** The server has no companies yet and answers null: stored as an empty string under `company_id`. */
  companyId: string | null;
  accessToken: string;
}

export interface MainActions {
  login(details: LoginDetails): void;
  logout(): void;
  /** The signed-in person changed their name (the back office's header shows it). */
  rename(username: string): void;
}

export type MainStore = StoreApi<MainState & MainActions>;

const signedOut: Omit<MainState, 'language' | 'companyId'> = {
  authenticated: false,
  userId: null,
  username: null,
  role: null,
  accessToken: null,
};

/** Start-up restores the session from a stored access token; companyId and language are not restored. */
export function restoreMainState(storage: Pick<Storage, 'getItem'>): MainState {
  const accessToken = storage.getItem(accessTokenKey);
  const base: MainState = { ...signedOut, language: 'en', companyId: null };
  if (!accessToken) return base;
  return {
    ...base,
    authenticated: true,
    userId: storage.getItem('user_id'),
    username: storage.getItem('name'),
    role: storage.getItem('role'),
    accessToken,
  };
}

export function createMainStore(storage: Storage): MainStore {
  return createStore<MainState & MainActions>()((set) => ({
    ...restoreMainState(storage),
    login(details) {
      set({ authenticated: true, ...details });
      storage.setItem('user_id', details.userId);
      storage.setItem('name', details.username);
      storage.setItem('role', details.role);
      storage.setItem('company_id', details.companyId ?? '');
      storage.setItem(accessTokenKey, details.accessToken);
      storage.setItem('language', details.language);
    },
    logout() {
      set({ ...signedOut });
      storage.clear();
    },
    rename(username) {
      set({ username });
      storage.setItem('name', username);
    },
  }));
}

// The server-side prerender (web/src/prerender) has no local storage: it renders the signed-out state.
export const mainStore: MainStore = createMainStore(import.meta.env.SSR ? emptyStorage() : localStorage);

function emptyStorage(): Storage {
  return {
    length: 0,
    getItem: () => null,
    key: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  };
}

export function useMainStore<T>(selector: (state: MainState & MainActions) => T): T {
  return useStore(mainStore, selector);
}

const signedOutState = createMainStore(emptyStorage()).getState();

/**
 * `useMainStore` for what every visitor's first screen shows (the top bar's account link): the server
 * prerenders it signed out, so the app hydrates that markup signed out too, then renders the stored session
 * (docs/decisions/006).
 */
export function useMainStoreAfterHydration<T>(selector: (state: MainState & MainActions) => T): T {
  return useSyncExternalStore(
    mainStore.subscribe,
    () => selector(mainStore.getState()),
    () => selector(signedOutState),
  );
}
