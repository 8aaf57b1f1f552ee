import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import type { PublicSettings } from '@shared/public-settings';
import { shellCatalogue } from '@/app/message-catalogue';
import { useLocale } from '@/i18n/locale-store';
import { SettingsContext } from '@/lib/settings';
import { type AppRouter, createAppRouter } from './router';

export function App({ settings, router: givenRouter }: { settings: PublicSettings; router?: AppRouter }) {
  const locale = useLocale();
  const [router] = useState(() => givenRouter ?? createAppRouter());

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <SettingsContext.Provider value={settings}>
      <IntlProvider
        locale={locale === 'fr' ? 'fr-FR' : 'en-GB'}
        defaultLocale="en-GB"
        messages={shellCatalogue[locale]}
        onError={reportIntlError}
      >
        <RouterProvider router={router} />
      </IntlProvider>
    </SettingsContext.Provider>
  );
}

/** A missing message renders its id (react-intl's fallback); say so while developing, stay quiet in production. */
function reportIntlError(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
