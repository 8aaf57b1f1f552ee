import { useEffect } from 'react';
import type { Language } from '@shared/language';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { useLanguageStore } from '@/i18n/language-store';

/**
 * The order page speaks the language the customer ordered in, which their mails use too, rather than the one
 * their browser asks for; a language chosen with the site's switch still wins, and is not overwritten.
 */
export function useCustomerLanguage(language: Language | undefined) {
  useEffect(() => {
    if (!language || chosenWithTheSwitch()) return;
    useLanguageStore.setState({ language });
  }, [language]);
}

function chosenWithTheSwitch(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (some private modes): no choice can have been kept.
    return false;
  }
}
