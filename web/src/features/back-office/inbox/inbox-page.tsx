import { withMessages } from '@/features/back-office/common/view-page';
import { inboxMessages } from './inbox-messages';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { MessageId } from '@/i18n/catalogue';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { useInboxPage } from './api';
import { ListFilters } from '@/features/back-office/common/list-view/list-filters';
import { PagedResults } from '@/features/back-office/common/list-view/list-results';
import { ListTabs } from '@/features/back-office/common/list-view/list-tabs';
import { useListSearch } from '@/features/back-office/common/list-view/use-list-search';
import { kindLabel, statusLabel } from './message-labels';
import { ExportCsvButton } from './export-csv-button';
import { inboxSearch, messageKinds, messageStatuses } from './inbox-filter';
import { InboxRow } from './inbox-row';
import { ActionNote } from '@/features/back-office/common/action-note';
import { usePreloadView } from '@/features/back-office/common/preload-view';
import styles from '@/features/back-office/common/back-office.module.css';

/** The message view's chunk, the one each row opens (the router asks for the same module). */
const loadMessageView = () => import('./message-page');

/** `/user/messages`: what arrived (or the spam), newest first, with its filters kept in the address. */
export default withMessages(inboxMessages, InboxPageView);

function InboxPageView() {
  const intl = useIntl();
  const location = useLocation();
  const list = useListSearch(inboxSearch);
  const { filter } = list;
  const inbox = useInboxPage(filter);
  usePreloadView(loadMessageView, inbox.data !== undefined);
  // Arrived here from a message just deleted: said once, politely.
  /** A filter by kind or by status: every value the inbox knows, named in the page's language. */
  const select = <V extends string>(
    field: 'kind' | 'status',
    values: readonly V[],
    label: (value: V) => MessageId,
  ) => ({
    field,
    label: `backOffice.filter.${field}` as const,
    allLabel: `backOffice.filter.${field}.all` as const,
    options: values.map((value) => ({ value, label: intl.formatMessage({ id: label(value) }) })),
  });
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;
  const title = filter.view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox';

  return (
    <section aria-labelledby="inbox-title">
      <PageMeta title={title} description="backOffice.description" />
      <h1 id="inbox-title">
        <FormattedMessage id={title} />
      </h1>
      <ActionNote role="status" className={styles.deletedNote} message={deleted && 'backOffice.deleted'} />
      <ListTabs
        label={intl.formatMessage({ id: 'backOffice.views' })}
        pathname={paths.userMessages.path}
        tabs={(['inbox', 'spam'] as const).map((view) => ({
          key: view,
          label: <FormattedMessage id={view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox'} />,
          // Another view starts without the filters of this one.
          search: list.searchFor({ view, kind: undefined, status: undefined, q: undefined }),
          current: filter.view === view,
        }))}
      />
      {filter.view === 'spam' && (
        <p className="muted">
          <FormattedMessage id="backOffice.spamNote" />
        </p>
      )}
      <ListFilters
        idPrefix="inbox"
        label="backOffice.filters"
        list={list}
        selects={[select('kind', messageKinds, kindLabel), select('status', messageStatuses, statusLabel)]}
        searchHint="backOffice.search.hint"
      />
      <PagedResults
        query={inbox}
        labelledBy="inbox-title"
        count={(page) =>
          page.total === 0 ? (
            <FormattedMessage id="backOffice.total.none" />
          ) : (
            <FormattedMessage id="backOffice.total" values={{ count: page.total }} />
          )
        }
        actions={<ExportCsvButton filter={filter} />}
        empty={<FormattedMessage id="backOffice.empty" />}
        renderItem={(item) => <InboxRow key={item.id} item={item} listSearch={list.search} />}
        onPage={(page) =>
          list.goToPage(
            page,
            page === 1
              ? {}
              : page > filter.page
                ? { after: inbox.data?.nextCursor ?? undefined }
                : { before: inbox.data?.previousCursor ?? undefined },
          )
        }
      />
    </section>
  );
}
