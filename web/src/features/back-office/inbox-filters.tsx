import type { InboxFilter } from '@shared/inbox-schemas';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageKinds, messageStatuses } from './inbox-filter';
import { kindLabel, statusLabel } from './message-labels';
import styles from './back-office.module.css';

/**
 * Kind, status and search are one filter, kept in the address: what the form shows is what applies. Kind and
 * status apply at once, with the search box as it stands; the search when it is submitted (not a request per
 * key typed) or as soon as the box is emptied. **Clear filters** clears all three.
 */
export function InboxFilters({
  filter,
  onChange,
}: {
  filter: InboxFilter;
  onChange: (change: Partial<InboxFilter>) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState(filter.q ?? '');
  // The address changed under the form (back, forward, a link): the box shows the search that applies.
  const [appliedQuery, setAppliedQuery] = useState(filter.q);
  if (appliedQuery !== filter.q) {
    setAppliedQuery(filter.q);
    if ((filter.q ?? '') !== query.trim()) setQuery(filter.q ?? '');
  }
  const searchBox = useRef<HTMLInputElement>(null);
  const typed = () => query.trim() || undefined;
  const filtered = Boolean(filter.kind || filter.status || filter.q || query.trim());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: typed() });
  }

  function clear() {
    setQuery('');
    onChange({ kind: undefined, status: undefined, q: undefined });
    searchBox.current?.focus();
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
          onChange={(event) =>
            onChange({ kind: messageKinds.find((kind) => kind === event.target.value), q: typed() })
          }
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
            onChange({
              status: messageStatuses.find((status) => status === event.target.value),
              q: typed(),
            })
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
            ref={searchBox}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // An emptied box searches for nothing any more: the list shows so at once.
              if (!event.target.value.trim() && filter.q) onChange({ q: undefined });
            }}
          />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="backOffice.search.submit" />
          </button>
        </div>
      </div>
      <div className={styles.clearFilters}>
        <button type="button" className="button button--ghost" onClick={clear} disabled={!filtered}>
          <FormattedMessage id="backOffice.filters.clear" />
        </button>
      </div>
    </form>
  );
}
