import { useEffect, useReducer } from 'react';
import type { Language } from '@shared/language';
import { useLanguage, useLanguageStore } from '@/i18n/language-store';

/**
 * Long page copy split by language, so a page ships only the visitor's language before its first paint.
 * The page module awaits `preload()` at its top level (the router waits for it like for the page itself);
 * switching language fetches the other file and re-renders when it arrives.
 */
export function localizedContent<T>(loaders: Record<Language, () => Promise<T>>) {
  const cache: Partial<Record<Language, T>> = {};
  const load = async (language: Language): Promise<T> => {
    const cached = cache[language];
    if (cached) return cached;
    const content = await loaders[language]();
    cache[language] = content;
    return content;
  };
  return {
    // The server-side prerender renders both languages from one module instance.
    preload: () =>
      import.meta.env.SSR
        ? Promise.all([load('en'), load('fr')])
        : load(useLanguageStore.getState().language),
    useContent(): T {
      const language = useLanguage();
      const [, rerender] = useReducer((count: number) => count + 1, 0);
      useEffect(() => {
        if (!cache[language]) void load(language).then(rerender);
      }, [language]);
      const content = cache[language] ?? cache.en ?? cache.fr;
      if (!content) throw new Error('localizedContent: preload() was not awaited');
      return content;
    },
  };
}
