import type { OrderListFilter, OrderListPage } from '@shared/order-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ListFilters } from '@/features/back-office/common/list-view/list-filters';
import { PagedResults } from '@/features/back-office/common/list-view/list-results';
import { ListTabs } from '@/features/back-office/common/list-view/list-tabs';
import { type ListSearchState, useListSearch } from '@/features/back-office/common/list-view/use-list-search';
import { orderSearch, orderStatuses } from './order-filter';
import { orderStatusLabel } from './order-labels';
import { OrderRow } from './order-row';
import { useOrderList } from './api';
import styles from '@/features/back-office/common/records.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { ordersMessages } from './orders-messages';
import { usePreloadView } from '@/features/back-office/common/preload-view';

/** The order view's chunk, the one each row opens (the router asks for the same module). */
const loadOrderView = () => import('./order-page');

/**
 * `/user/orders`: the licence orders, newest first, by status and search, with the filters kept in the address.
 */
export default withMessages(ordersMessages, OrdersContent);

function OrdersContent() {
  const list = useListSearch(orderSearch);
  const { filter } = list;
  const orders = useOrderList(filter);
  usePreloadView(loadOrderView, orders.data !== undefined);

  return (
    <section aria-labelledby="orders-title">
      <div className={styles.titleRow}>
        <ViewTitle title="orders.title" description="orders.description" id="orders-title" />
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
        <StatusTabs list={list} counts={orders.data.countsByStatus} overdue={orders.data.overdueCount} />
      )}
      <ListFilters idPrefix="orders" label="orders.filters" list={list} searchHint="orders.search.hint" />
      <PagedResults
        query={orders}
        labelledBy="orders-title"
        count={(page) => <FormattedMessage id="orders.total" values={{ count: page.total }} />}
        empty={
          <FormattedMessage id={filter.q ? 'backOffice.empty' : `orders.empty.${filter.status ?? 'all'}`} />
        }
        renderItem={(order) => <OrderRow key={order.id} order={order} listSearch={list.search} />}
        onPage={list.goToPage}
      />
    </section>
  );
}

/** One link per status with how many orders stand at it, whatever the filter; a new filter starts at page 1. */
function StatusTabs({
  list,
  counts,
  overdue,
}: {
  list: ListSearchState<OrderListFilter>;
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
    {
      status: 'overdue' as const,
      label: intl.formatMessage({ id: 'orders.status.overdue' }),
      count: overdue,
    },
  ];
  return (
    <ListTabs
      label={intl.formatMessage({ id: 'orders.statuses' })}
      pathname={paths.userOrders.path}
      className={styles.tabs}
      tabs={tabs.map(({ status, label, count }) => ({
        key: status ?? 'all',
        label: <FormattedMessage id="orders.tab" values={{ status: label, count }} />,
        search: list.searchFor({ status }),
        current: list.filter.status === status,
      }))}
    />
  );
}
