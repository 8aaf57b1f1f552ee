import type { InboxFilter, InboxItem } from '@shared/inbox-schemas';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { type Locale } from '@/i18n/bilingual';
import { useLocale } from '@/i18n/locale-store';
import { usePageMeta } from '@/lib/use-page-meta';
import { findDriver } from '@shared/driver-catalogue';
import { downloadInboxCsv, useInboxPage } from './back-office-api';
import { filterFromSearch, messageKinds, messageStatuses, searchFromFilter } from './inbox-filter';
import { dateTimeFormat, kindLabel, statusLabel } from './message-labels';
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
  usePageMeta(
    filter.view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox',
    'backOffice.description',
  );

  // Any change of filter starts again at the first page.
  const applyFilter = (change: Partial<InboxFilter>) =>
    setSearch(searchFromFilter({ ...filter, page: 1, ...change }));
  const goToPage = (page: number) => setSearch(searchFromFilter({ ...filter, page }));

  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">
        <FormattedMessage id={filter.view === 'spam' ? 'backOffice.view.spam' : 'backOffice.view.inbox'} />
      </h1>
      <ViewSwitch filter={filter} />
      {filter.view === 'spam' && (
        <p className="muted">
          <FormattedMessage id="backOffice.spamNote" />
        </p>
      )}
      <InboxFilters key={filter.q ?? ''} filter={filter} onChange={applyFilter} />
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
        <ExportButton filter={filter} />
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

function InboxFilters({
  filter,
  onChange,
}: {
  filter: InboxFilter;
  onChange: (change: Partial<InboxFilter>) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState(filter.q ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: query.trim() || undefined });
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'backOffice.filters' })}
      className={styles.filters}
      onSubmit={submit}
    >
      <div className={styles.filterField}>
        <label htmlFor="inbox-kind">
          <FormattedMessage id="backOffice.filter.kind" />
        </label>
        <select
          id="inbox-kind"
          value={filter.kind ?? ''}
          onChange={(event) => onChange({ kind: messageKinds.find((kind) => kind === event.target.value) })}
        >
          <option value="">{intl.formatMessage({ id: 'backOffice.filter.kind.all' })}</option>
          {messageKinds.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage({ id: kindLabel(kind) })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor="inbox-status">
          <FormattedMessage id="backOffice.filter.status" />
        </label>
        <select
          id="inbox-status"
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({ status: messageStatuses.find((status) => status === event.target.value) })
          }
        >
          <option value="">{intl.formatMessage({ id: 'backOffice.filter.status.all' })}</option>
          {messageStatuses.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: statusLabel(status) })}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.filterField} ${styles.searchField}`}>
        <label htmlFor="inbox-search">
          <FormattedMessage id="backOffice.search" />
        </label>
        <div className={styles.searchRow}>
          <input
            id="inbox-search"
            type="search"
            maxLength={200}
            placeholder={intl.formatMessage({ id: 'backOffice.search.hint' })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="backOffice.search.submit" />
          </button>
        </div>
      </div>
    </form>
  );
}

function InboxRow({ item, listSearch }: { item: InboxItem; listSearch: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li className={styles.item} data-status={item.status}>
      <div className={styles.itemMeta}>
        <span className={styles.kind}>
          <FormattedMessage id={kindLabel(item.kind)} />
        </span>
        <span className={styles.status} data-status={item.status}>
          <FormattedMessage id={statusLabel(item.status)} />
        </span>
        <time dateTime={item.receivedAt} className={styles.time}>
          {intl.formatDate(item.receivedAt, dateTimeFormat)}
        </time>
      </div>
      <h2 className={styles.itemFrom}>
        <Link to={paths.userMessage.to(item.id)} state={{ listSearch }} className={styles.itemLink}>
          {item.from}
        </Link>
        {item.company && <span className={styles.company}> · {item.company}</span>}
      </h2>
      <p className={styles.firstLine}>{firstLine(item, locale, intl)}</p>
    </li>
  );
}

/** What the row says of the content: a message's first line, or an order's driver and MAC address. */
function firstLine(item: InboxItem, locale: Locale, intl: ReturnType<typeof useIntl>): string {
  if (item.kind !== 'licence_order') return item.firstLine;
  const driver = item.driver ? (findDriver(item.driver)?.title[locale] ?? item.driver) : '';
  return intl.formatMessage({ id: 'backOffice.orderLine' }, { driver, mac: item.mac ?? '' });
}

function ExportButton({ filter }: { filter: InboxFilter }) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function exportCsv() {
    setState('pending');
    try {
      await downloadInboxCsv(filter);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className={styles.export}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void exportCsv()}
        disabled={state === 'pending'}
      >
        <FormattedMessage id="backOffice.export" />
      </button>
      <p role="alert" className={styles.inlineError}>
        {state === 'failed' && <FormattedMessage id="backOffice.export.failed" />}
      </p>
    </div>
  );
}

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'backOffice.pagination' })} className={styles.pagination}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <FormattedMessage id="backOffice.previous" />
      </button>
      <p>
        <FormattedMessage id="backOffice.page" values={{ page, pages }} />
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="backOffice.next" />
      </button>
    </nav>
  );
}
