import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { mainStore } from './main-store';

/** Why the server refused a session (the `error` code of its 401 answers). */
const sessionEndReasons = [
  'unauthenticated',
  'session_unknown',
  'session_expired',
  'session_signed_out',
  'session_password_changed',
  'session_account_removed',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

function toReason(code: string | undefined): SessionEndReason {
  return sessionEndReasons.find((reason) => reason === code) ?? 'unauthenticated';
}

/** Why the browser was last signed out by the server; the sign-in form says it until the next sign-in. */
const sessionEndStore = createStore<{ reason: SessionEndReason | null }>()(() => ({ reason: null }));

/** A 401 from the API: sign the browser out (the spec's logout action) and remember why. */
export function endSession(code: string | undefined): void {
  if (!mainStore.getState().authenticated) return;
  mainStore.getState().logout();
  sessionEndStore.setState({ reason: toReason(code) });
}

export function forgetSessionEnd(): void {
  sessionEndStore.setState({ reason: null });
}

export function useSessionEndReason(): SessionEndReason | null {
  return useStore(sessionEndStore, (state) => state.reason);
}
