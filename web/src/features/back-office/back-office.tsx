import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { FeatureMessages } from '@/i18n/feature-messages';
import { QueryProvider } from '@/lib/query-provider';
import { backOfficeKey } from './back-office-api';
import { BackOfficeHeader } from './back-office-header';
import { backOfficeMessages } from './back-office-messages';
import { InboxView } from './inbox-view';
import { MessageView } from './message-view';
import styles from './back-office.module.css';

/**
 * The signed-in side of `/user`, loaded as a chunk of its own once someone has signed in: the inbox, or
 * one message under `/user/messages/:id`.
 */
export default function BackOffice() {
  return (
    <FeatureMessages messages={backOfficeMessages}>
      <QueryProvider>
        <BackOfficeViews />
      </QueryProvider>
    </FeatureMessages>
  );
}

function BackOfficeViews() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  // Signing out (or being signed out) unmounts the back office: what it fetched leaves memory with it.
  useEffect(() => () => queryClient.removeQueries({ queryKey: backOfficeKey }), [queryClient]);
  return (
    <div className={`${styles.page} container`}>
      <BackOfficeHeader />
      {id ? <MessageView key={id} id={id} /> : <InboxView />}
    </div>
  );
}
