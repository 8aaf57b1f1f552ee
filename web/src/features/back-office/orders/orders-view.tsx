import type { OrderListFilter, OrderListPage } from '@shared/order-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { Pagination } from '../inbox-pagination';
import { orderFilterFromSearch, orderStatuses, searchFromOrderFilter } from './order-filter';
import { orderStatusLabel } from './order-labels';
import { OrderRow } from './order-row';
import { useOrderList } from './orders-api';
import backOffice from '../back-office.module.css';
import styles from './orders.module.css';

/** `/user/orders`: the licence orders, newest first, by status, with the filter kept in the address. */
export function OrdersView() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const filter = orderFilterFromSearch(search);
  const orders = useOrderList(filter);
  const heading = useHeadingFocus();
  const goToPage = (page: number) =>
    void navigate({ search: `?${searchFromOrderFilter({ ...filter, page })}` });

  return (
    <section aria-labelledby="orders-title">
      <PageMeta title="orders.title" description="orders.description" />
      <div className={styles.titleRow}>
        <h1 id="orders-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="orders.title" />
        </h1>
        <span className={styles.buttons}>
          <span>
            <Link to={paths.userPayments.path}>
              <FormattedMessage id="payments.link" />
            </Link>
            {Boolean(orders.data?.paymentsToCheck) && (
              <span className={styles.overdue}>
                {' '}
                <FormattedMessage id="payments.toCheck" values={{ count: orders.data?.paymentsToCheck }} />
              </span>
            )}
          </span>
          <Link to={paths.userInvoices.path}>
            <FormattedMessage id="register.link" />
          </Link>
        </span>
      </div>
      {orders.data && (
        <StatusTabs filter={filter} counts={orders.data.countsByStatus} overdue={orders.data.overdueCount} />
      )}
      <p role="status" className={backOffice.total}>
        {orders.data && <FormattedMessage id="orders.total" values={{ count: orders.data.total }} />}
        {orders.isPending && <FormattedMessage id="backOffice.loading" />}
      </p>
      {orders.isError && !orders.data && (
        <div className={backOffice.loadError} role="alert">
          <p>
            <FormattedMessage id="backOffice.loadFailed" />
          </p>
          <button type="button" className="button button--ghost" onClick={() => void orders.refetch()}>
            <FormattedMessage id="backOffice.retry" />
          </button>
        </div>
      )}
      {orders.data && (
        <>
          {orders.data.items.length === 0 ? (
            <p className={backOffice.empty}>
              <FormattedMessage id={`orders.empty.${filter.status ?? 'all'}`} />
            </p>
          ) : (
            <ol className={backOffice.list} aria-labelledby="orders-title">
              {orders.data.items.map((order) => (
                <OrderRow key={order.id} order={order} listSearch={search.toString()} />
              ))}
            </ol>
          )}
          <Pagination
            page={orders.data.page}
            pages={Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize))}
            onPage={goToPage}
          />
        </>
      )}
    </section>
  );
}

/** One link per status with how many orders stand at it, whatever the filter; a new filter starts at page 1. */
function StatusTabs({
  filter,
  counts,
  overdue,
}: {
  filter: OrderListFilter;
  counts: OrderListPage['countsByStatus'];
  overdue: number;
}) {
  const intl = useIntl();
  const all = orderStatuses.reduce((sum, status) => sum + counts[status], 0);
  const tabs = [
    { status: undefined, label: intl.formatMessage({ id: 'orders.status.all' }), count: all },
    ...orderStatuses.map((status) => ({
      status,
      label: intl.formatMessage({ id: orderStatusLabel(status) }),
      count: counts[status],
    })),
    // Invoiced orders past their due date: a view of their own, beside the statuses.
    {
      status: 'overdue' as const,
      label: intl.formatMessage({ id: 'orders.status.overdue' }),
      count: overdue,
    },
  ];
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'orders.statuses' })}
      className={`${backOffice.views} ${styles.tabs}`}
    >
      {tabs.map(({ status, label, count }) => (
        <Link
          key={status ?? 'all'}
          to={{ pathname: paths.userOrders.path, search: status ? `?status=${status}` : '' }}
          aria-current={filter.status === status ? 'page' : undefined}
          className={backOffice.viewLink}
        >
          <FormattedMessage id="orders.tab" values={{ status: label, count }} />
        </Link>
      ))}
    </nav>
  );
}
