import { useEffect, useRef, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import type { PublicSettings } from '@shared/public-settings';
import { useLanguage } from '@/i18n/language-store';
import { SettingsContext } from '@/lib/settings';
import { type AppRouter, createAppRouter } from './router';
import { shellIntl } from './shell-intl';

export function App({
  settings,
  router: givenRouter,
  onReady,
}: {
  settings: PublicSettings;
  router?: AppRouter;
  /** Called once the app's first render is on the page (hydrated or created). */
  onReady?: () => void;
}) {
  const language = useLanguage();
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const ready = useRef(onReady);

  useEffect(() => {
    ready.current?.();
  }, []);

  useEffect(() => {
    // Writing the same value again still makes the browser recompute every element's style (`:lang()`).
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);

  return (
    <SettingsContext.Provider value={settings}>
      <RawIntlProvider value={shellIntl(language)}>
        <RouterProvider router={router} />
      </RawIntlProvider>
    </SettingsContext.Provider>
  );
}
