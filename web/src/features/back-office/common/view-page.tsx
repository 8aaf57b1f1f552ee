import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, type To, useLocation, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import type { FeatureMessagesModule, MessageId } from '@/i18n/catalogue';
import { FeatureMessages } from '@/i18n/feature-messages';
import { ApiError } from '@/lib/api-client';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import styles from '@/features/back-office/common/back-office.module.css';

/**
 * A view's route page: the view rendered inside its area's messages, which come with its chunk
 * (docs/decisions/005).
 */
export function withMessages(messages: FeatureMessagesModule, View: ComponentType): ComponentType {
  return function ViewWithMessages() {
    return (
      <FeatureMessages messages={messages}>
        <View />
      </FeatureMessages>
    );
  };
}

/** A record's route page (`/user/orders/:id`): the view of the record its address names, new for each record. */
export function withRecordId(View: ComponentType<{ id: string }>): ComponentType {
  return function RecordRoute() {
    const { id = '' } = useParams();
    return <View key={id} id={id} />;
  };
}

/**
 * A view's title, in the document head and as its heading, which takes the focus when the view appears; after
 * the way back to the list it belongs to, where it has one.
 */
export function ViewTitle({
  title,
  description = 'backOffice.description',
  id,
  back,
}: {
  title: MessageId;
  description?: MessageId;
  /** For a section or a list the heading names. */
  id?: string;
  back?: { to: To; label: MessageId };
}) {
  const heading = useHeadingFocus();
  return (
    <>
      <PageMeta title={title} description={description} />
      {back && (
        <Link to={back.to} className={styles.back}>
          <FormattedMessage id={back.label} />
        </Link>
      )}
      <h1 id={id} ref={heading} tabIndex={-1}>
        <FormattedMessage id={title} />
      </h1>
    </>
  );
}

/** The way back to the list a record was opened from (`listPath`), with the search the list had then. */
export function useBackToList(listPath: string): To {
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  return { pathname: listPath, search: listSearch ? `?${listSearch}` : '' };
}

/**
 * A record's page (an order, a message): the way back to its list, then the record once read, or what says it
 * is on its way, was not found (`notFound`) or could not be read.
 */
export function RecordView<T>({
  query,
  title,
  description,
  back,
  notFound,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  title: MessageId;
  description: MessageId;
  back: { to: To; label: MessageId };
  notFound: MessageId;
  children: (record: T) => ReactNode;
}) {
  return (
    <article className={styles.message}>
      <PageMeta title={title} description={description} />
      <Link to={back.to} className={styles.back}>
        <FormattedMessage id={back.label} />
      </Link>
      {query.isPending && <Loading />}
      {query.isError && !query.data && (
        <LoadFailed
          message={
            query.error instanceof ApiError && query.error.status === 404 ? notFound : 'backOffice.loadFailed'
          }
        />
      )}
      {query.data && children(query.data)}
    </article>
  );
}
