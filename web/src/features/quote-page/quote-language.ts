import { useEffect } from 'react';
import type { Language } from '@shared/language';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { useLanguageStore } from '@/i18n/language-store';

/**
 * The quote page speaks the quote's language, the one its e-mail and PDF are written in, rather than the one
 * the browser asks for; a language chosen with the site's switch still wins, and is not overwritten.
 */
export function useQuoteLanguage(language: Language | undefined) {
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
