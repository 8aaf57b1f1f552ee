import { create } from 'zustand';
import type { Language } from '@shared/language';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './language';

interface LanguageState {
  language: Language;
  /** The visitor's explicit choice: remembered, and it wins over the browser language from then on. */
  chooseLanguage(language: Language): void;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // The server chose the page's language from Accept-Language and sent its first screen in it (decision 006):
  // the app follows it, even where navigator.languages disagrees with that header.
  const negotiated =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.negotiatedLang;
  if (negotiated) return [negotiated];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export const useLanguageStore = create<LanguageState>((set) => ({
  // The server-side prerender sets the language itself (web/src/prerender).
  language: import.meta.env.SSR ? 'en' : initialLanguage(localStorage, browserLanguages()),
  chooseLanguage(language) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    set({ language });
  },
}));

function useStoredLanguage(): Language {
  return useLanguageStore((state) => state.language);
}

/** React reads a store's initial state on the server; the prerender sets the language per render instead. */
function usePrerenderLanguage(): Language {
  return useLanguageStore.getState().language;
}

export const useLanguage: () => Language = import.meta.env.SSR ? usePrerenderLanguage : useStoredLanguage;
