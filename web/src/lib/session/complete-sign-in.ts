import { useCallback } from 'react';
import type { SignedIn } from '@shared/auth-schemas';
import { useLanguage } from '@/i18n/language-store';
import { useMainStore } from './main-store';
import { forgetSessionEnd } from './session-end';

/**
 * What every way of signing in (password, passkey, invitation, password reset) does with the server's answer:
 * the spec's login action. The spec keeps `language` under the key the language switch also uses: storing
 * the language the interface shows now keeps the next visit in it, rather than switching to the account's.
 */
export function useCompleteSignIn(): (session: SignedIn) => void {
  const language = useLanguage();
  const login = useMainStore((state) => state.login);
  return useCallback(
    (session: SignedIn) => {
      forgetSessionEnd();
      login({ ...session, language });
    },
    [language, login],
  );
}
