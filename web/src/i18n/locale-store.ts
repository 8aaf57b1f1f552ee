import { create } from 'zustand';
import type { Locale } from './bilingual';
import { initialLocale, LANGUAGE_STORAGE_KEY } from './locale';

interface LocaleState {
  locale: Locale;
  /** The visitor's explicit choice: remembered, and it wins over the browser language from then on. */
  chooseLocale(locale: Locale): void;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initialLocale(localStorage, browserLanguages()),
  chooseLocale(locale) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    set({ locale });
  },
}));

export const useLocale = (): Locale => useLocaleStore((state) => state.locale);
