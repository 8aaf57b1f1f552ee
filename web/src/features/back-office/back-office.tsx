import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { FeatureMessages } from '@/i18n/feature-messages';
import { QueryProvider } from '@/lib/query-provider';
import { useLanguage } from '@/i18n/language-store';
import { backOfficeKey } from '@/features/back-office/common/api';
import { BackOfficeHeader } from './back-office-header';
import { backOfficeMessages } from './back-office-messages';
import { SetupChecklist } from '@/features/back-office/setup';
import styles from '@/features/back-office/common/back-office.module.css';

/**
 * The signed-in side of `/user`, loaded as a chunk of its own once someone has signed in: the layout of every
 * view (who is signed in, the sections, the setup checklist) around the view of the address, a child route of
 * `/user` loaded when visited (web/src/app/route-table.ts).
 */
export default function BackOffice() {
  return (
    <FeatureMessages messages={backOfficeMessages}>
      <QueryProvider>
        <BackOfficeLayout />
      </QueryProvider>
    </FeatureMessages>
  );
}

function BackOfficeLayout() {
  const queryClient = useQueryClient();
  // Signing out (or being signed out) unmounts the back office: what it fetched leaves memory with it.
  useEffect(() => () => queryClient.removeQueries({ queryKey: backOfficeKey }), [queryClient]);
  // The server's answers carry sentences in the language asked (why invoices cannot be issued, say): when the
  // owner switches language, what is cached is read again in the new one, rather than shown half in the old.
  const language = useLanguage();
  const answeredIn = useRef(language);
  useEffect(() => {
    if (answeredIn.current === language) return;
    answeredIn.current = language;
    void queryClient.invalidateQueries({ queryKey: backOfficeKey });
  }, [language, queryClient]);
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
