import { useEffect } from 'react';
import type { Language } from '@shared/language';
import { LANGUAGE_STORAGE_KEY } from './language';
import { useLanguageStore } from './language-store';

/**
 * A page reached from a customer's mail (their order, their quote) speaks the language that mail and its
 * documents are written in, rather than the one the browser asks for; a language chosen with the site's switch
 * still wins, and is not overwritten.
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
