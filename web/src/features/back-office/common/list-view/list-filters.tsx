import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import type { ListSearchState } from './use-list-search';
import styles from '@/features/back-office/common/back-office.module.css';

export interface SelectFilter<F> {
  field: keyof F & string;
  label: MessageId;
  /** The first option, no filter. */
  allLabel: MessageId;
  options: readonly { value: string; label: string }[];
}

/**
 * A list's filters as one form, kept in the address by the list: what the form shows is what applies. A
 * choice applies at once, with the search box as it stands; the search when it is submitted (not a request per
 * key typed) or as soon as the box is emptied. **Clear filters** clears them all.
 */
export function ListFilters<F extends { q?: string }>({
  idPrefix,
  label,
  list,
  selects = [],
  searchHint,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The form's accessible name. */
  label: MessageId;
  /** The list's filter in the address, which the form shows and changes. */
  list: Pick<ListSearchState<F>, 'filter' | 'apply'>;
  selects?: SelectFilter<F>[];
  /** What the search box looks in (`q`), as its placeholder says it. */
  searchHint: MessageId;
}) {
  const intl = useIntl();
  const { filter, apply: onChange } = list;
  const search = { field: 'q', label: 'backOffice.search', hint: searchHint } as const;
  const value = (field: keyof F & string) => {
    const current = filter[field];
    return typeof current === 'string' ? current : undefined;
  };
  const applied = value(search.field);
  const [query, setQuery] = useState(applied ?? '');
  // The address changed under the form (back, forward, a link): the box shows the search that applies.
  const [appliedQuery, setAppliedQuery] = useState(applied);
  if (appliedQuery !== applied) {
    setAppliedQuery(applied);
    if ((applied ?? '') !== query.trim()) setQuery(applied ?? '');
  }
  const searchBox = useRef<HTMLInputElement>(null);
  const typed = () => query.trim() || undefined;
  const change = (entries: [string, string | undefined][]) =>
    onChange(Object.fromEntries(entries) as Partial<F>);
  const filtered = Boolean(selects.some((select) => value(select.field)) || applied || query.trim());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change([[search.field, typed()]]);
  }

  function clear() {
    setQuery('');
    change([
      ...selects.map((select) => [select.field, undefined] as [string, undefined]),
      [search.field, undefined],
    ]);
    searchBox.current?.focus();
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: label })}
      className={styles.filters}
      onSubmit={submit}
    >
      {selects.map((select) => (
        <div key={select.field} className={styles.filterField}>
          <label htmlFor={`${idPrefix}-${select.field}`}>
            <FormattedMessage id={select.label} />
          </label>
          <select
            id={`${idPrefix}-${select.field}`}
            value={value(select.field) ?? ''}
            onChange={(event) =>
              change([
                [select.field, select.options.find((option) => option.value === event.target.value)?.value],
                [search.field, typed()],
              ])
            }
          >
            <option value="">{intl.formatMessage({ id: select.allLabel })}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={`${styles.filterField} ${styles.searchField}`}>
        <label htmlFor={`${idPrefix}-search`}>
          <FormattedMessage id={search.label} />
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${idPrefix}-search`}
            type="search"
            maxLength={200}
            placeholder={intl.formatMessage({ id: search.hint })}
            ref={searchBox}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // An emptied box searches for nothing any more: the list shows so at once.
              if (!event.target.value.trim() && applied) change([[search.field, undefined]]);
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
