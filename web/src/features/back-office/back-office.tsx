import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import type { FeatureMessagesModule } from '@/i18n/catalogue';
import { useLocale } from '@/i18n/locale-store';
import { QueryProvider } from '@/lib/query-provider';
import { backOfficeKey } from './back-office-api';
import { BackOfficeHeader } from './back-office-header';
import { backOfficeMessages } from './back-office-messages';
import { SetupChecklist } from './setup/setup-checklist';
import styles from './back-office.module.css';

/**
 * The signed-in side of `/user`, loaded as a chunk of its own once someone has signed in: the layout of every
 * view (who is signed in, the sections, the setup checklist) around the view of the address, a child route of
 * `/user` loaded when visited (web/src/app/route-table.ts).
 */
export default function BackOffice() {
  return (
    <BackOfficeMessages>
      <QueryProvider>
        <BackOfficeLayout />
      </QueryProvider>
    </BackOfficeMessages>
  );
}

function BackOfficeLayout() {
  const queryClient = useQueryClient();
  // Signing out (or being signed out) unmounts the back office: what it fetched leaves memory with it.
  useEffect(() => () => queryClient.removeQueries({ queryKey: backOfficeKey }), [queryClient]);
  return (
    <div className={`${styles.page} container`}>
      <BackOfficeHeader />
      <SetupChecklist />
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="backOffice.loading" />
          </p>
        }
      >
        <Outlet />
      </Suspense>
    </div>
  );
}

/**
 * The layout's messages (the sections, the setup checklist) added to those of the page, as `FeatureMessages`
 * does for route chunks; each view's own come with its chunk (web/src/app/router.tsx). Not
 * `FeatureMessages` itself: sharing it with this chunk would move it out of the first download into a chunk
 * of its own, which every page would then pay for.
 */
const ownMessages: FeatureMessagesModule = backOfficeMessages;

function BackOfficeMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const locale = useLocale();
  const messages = useMemo(() => ({ ...parent.messages, ...ownMessages[locale] }), [parent.messages, locale]);
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={messages}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
