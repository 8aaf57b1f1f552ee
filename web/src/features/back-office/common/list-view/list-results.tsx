import { type ReactNode, useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadFailed } from './load-state';
import { Pagination } from './pagination';
import styles from '@/features/back-office/common/back-office.module.css';

/** What react-query's result gives a list: its data once it has arrived, and a way to ask again. */
export interface ListQuery<P> {
  data: P | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type ListResultsProps<P, T> = {
  query: ListQuery<P>;
  /** The id of the heading that names the list. */
  labelledBy: string;
  items: (data: P) => T[];
  /** What the count says, once the list has arrived. */
  count: (data: P) => ReactNode;
  /** Beside the count (the export). */
  actions?: ReactNode;
  empty: ReactNode;
  renderItem: (item: T, index: number, items: T[]) => ReactNode;
  listClassName?: string;
  /** The page shown and the number of pages, for a list the server sends page by page. */
  paging?: { page: (data: P) => { page: number; pages: number }; onPage: (page: number) => void };
  /** Under the list (what an action on a row said). */
  after?: ReactNode;
};

/**
 * A list's results: how many (announced as they change), beside the list's own actions; the error with a
 * retry; the items, or what an empty list means; the pages.
 *
 * A new page of results is shown in a render of its own that can wait (`useDeferredValue`): the answer arrives
 * through the query's store, whose renders React cannot interrupt, often while the person is still typing or
 * has just pressed a key; that render keeps the rows shown (each row skips rendering when its item has not
 * changed), and the new rows follow in one the browser can paint through (issue 38: interaction to next paint).
 */
export function ListResults<P, T>({
  query,
  labelledBy,
  items,
  count,
  actions,
  empty,
  renderItem,
  listClassName,
  paging,
  after,
}: ListResultsProps<P, T>) {
  const data = useDeferredValue(query.data);
  const shown = data === undefined ? [] : items(data);
  const status = (
    <p role="status" className={styles.total}>
      {data !== undefined && count(data)}
      {query.isPending && <FormattedMessage id="backOffice.loading" />}
    </p>
  );
  return (
    <>
      {actions ? (
        <div className={styles.listBar}>
          {status}
          {actions}
        </div>
      ) : (
        status
      )}
      {query.isError && data === undefined && <LoadFailed onRetry={() => void query.refetch()} />}
      {data !== undefined && (
        <>
          {shown.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <ol className={listClassName ?? styles.list} aria-labelledby={labelledBy}>
              {shown.map((item, index) => renderItem(item, index, shown))}
            </ol>
          )}
          {after}
          {paging && <Pagination {...paging.page(data)} onPage={paging.onPage} />}
        </>
      )}
    </>
  );
}

/** A page of a list the server sends page by page. */
interface ServerPage<T> {
  items: T[];
  page: number;
  total: number;
  pageSize: number;
}

/** The page shown and how many there are, for a list the server sends page by page. */
function pageOf<T>(data: ServerPage<T>) {
  return { page: data.page, pages: Math.max(1, Math.ceil(data.total / data.pageSize)) };
}

/** A list the server sends page by page: its items, and its pages, turned by `onPage` (in the list's address). */
export function PagedResults<T>({
  onPage,
  ...props
}: Omit<ListResultsProps<ServerPage<T>, T>, 'items' | 'paging'> & { onPage: (page: number) => void }) {
  return <ListResults {...props} items={(data) => data.items} paging={{ page: pageOf, onPage }} />;
}
