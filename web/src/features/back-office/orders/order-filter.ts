import type { OrderListFilter, OrderListView, OrderStatus } from '@shared/order-schemas';

// Kept here rather than imported: the shared list lives beside the server's schemas, which the browser skips.
export const orderStatuses = [
  'new',
  'invoiced',
  'paid',
  'licence_sent',
  'licence_revoked',
  'refunded',
  'cancelled',
] as const satisfies readonly OrderStatus[];

const isListView = (value: string | null): value is OrderListView =>
  value === 'overdue' || orderStatuses.some((status) => status === value);

/** The list's filter as the address keeps it (`#/user/orders?status=invoiced&page=2`). */
export function orderFilterFromSearch(search: URLSearchParams): OrderListFilter {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isListView(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as query parameters, defaults left out: the same string for the address and the API. */
export function searchFromOrderFilter(filter: OrderListFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}
