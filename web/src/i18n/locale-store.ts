import { create } from 'zustand';
import type { Language } from '@shared/language';
import { initialLocale, LANGUAGE_STORAGE_KEY } from './locale';

interface LocaleState {
  locale: Language;
  /** The visitor's explicit choice: remembered, and it wins over the browser language from then on. */
  chooseLocale(locale: Language): void;
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

export const useLocaleStore = create<LocaleState>((set) => ({
  // The server-side prerender sets the language itself (web/src/prerender).
  locale: import.meta.env.SSR ? 'en' : initialLocale(localStorage, browserLanguages()),
  chooseLocale(locale) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    set({ locale });
  },
}));

function useStoredLocale(): Language {
  return useLocaleStore((state) => state.locale);
}

/** React reads a store's initial state on the server; the prerender sets the language per render instead. */
function usePrerenderLocale(): Language {
  return useLocaleStore.getState().locale;
}

export const useLocale: () => Language = import.meta.env.SSR ? usePrerenderLocale : useStoredLocale;
