import type { InboxFilter } from '@shared/inbox-schemas';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageKinds, messageStatuses } from './inbox-filter';
import { kindLabel, statusLabel } from './message-labels';
import styles from './back-office.module.css';

/** Kind and status apply at once; the search when it is submitted (not a request per key typed). */
export function InboxFilters({
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
