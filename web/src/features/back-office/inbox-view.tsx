import type { InboxFilter } from '@shared/inbox-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { useInboxPage } from './back-office-api';
import { ExportCsvButton } from './export-csv-button';
import { filterFromSearch, searchFromFilter } from './inbox-filter';
import { InboxFilters } from './inbox-filters';
import { Pagination } from './inbox-pagination';
import { InboxRow } from './inbox-row';
import styles from './back-office.module.css';

/** The list of what arrived (or of the spam), newest first, with its filters kept in the address. */
export function InboxView() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const filter = filterFromSearch(search);
  // Not useSearchParams: it would add code to the router chunk that every page loads.
  const setSearch = (next: URLSearchParams) => void navigate({ search: `?${next}` });
  const inbox = useInboxPage(filter);
  // Arrived here from a message just deleted: said once, politely.
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted === true;

  // Any change of filter starts again at the first page.
  const applyFilter = (change: Partial<InboxFilter>) =>
    setSearch(searchFromFilter({ ...filter, page: 1, ...change }));
  const goToPage = (page: number) => setSearch(searchFromFilter({ ...filter, page }));

  return (
    <section aria-labelledby="inbox-title">
      <PageMeta
        title={filter.view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox'}
        description="backOffice.description"
      />
      <h1 id="inbox-title">
        <FormattedMessage id={filter.view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox'} />
      </h1>
      <p role="status" className={styles.deletedNote}>
        {deleted && <FormattedMessage id="backOffice.deleted" />}
      </p>
      <ViewSwitch filter={filter} />
      {filter.view === 'spam' && (
        <p className="muted">
          <FormattedMessage id="backOffice.spamNote" />
        </p>
      )}
      <InboxFilters filter={filter} onChange={applyFilter} />
      <div className={styles.listBar}>
        <p role="status" className={styles.total}>
          {inbox.data &&
            (inbox.data.total === 0 ? (
              <FormattedMessage id="backOffice.total.none" />
            ) : (
              <FormattedMessage id="backOffice.total" values={{ count: inbox.data.total }} />
            ))}
          {inbox.isPending && <FormattedMessage id="backOffice.loading" />}
        </p>
        <ExportCsvButton filter={filter} />
      </div>
      {inbox.isError && !inbox.data && (
        <div className={styles.loadError} role="alert">
          <p>
            <FormattedMessage id="backOffice.loadFailed" />
          </p>
          <button type="button" className="button button--ghost" onClick={() => void inbox.refetch()}>
            <FormattedMessage id="backOffice.retry" />
          </button>
        </div>
      )}
      {inbox.data && (
        <>
          {inbox.data.items.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="backOffice.empty" />
            </p>
          ) : (
            <ol className={styles.list} aria-labelledby="inbox-title">
              {inbox.data.items.map((item) => (
                <InboxRow key={item.id} item={item} listSearch={search.toString()} />
              ))}
            </ol>
          )}
          <Pagination
            page={inbox.data.page}
            pages={Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize))}
            onPage={goToPage}
          />
        </>
      )}
    </section>
  );
}

function ViewSwitch({ filter }: { filter: InboxFilter }) {
  const intl = useIntl();
  const views = ['inbox', 'spam'] as const;
  return (
    <nav aria-label={intl.formatMessage({ id: 'backOffice.views' })} className={styles.views}>
      {views.map((view) => (
        <Link
          key={view}
          to={{ pathname: paths.user.path, search: view === 'spam' ? '?view=spam' : '' }}
          aria-current={filter.view === view ? 'page' : undefined}
          className={styles.viewLink}
        >
          <FormattedMessage id={view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox'} />
        </Link>
      ))}
    </nav>
  );
}
