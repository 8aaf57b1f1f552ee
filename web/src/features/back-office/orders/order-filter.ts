import type { OrderListFilter, OrderStatus } from '@shared/order-schemas';
import {
  type ListSearch,
  listSearch,
  oneOf,
  pageNumber,
  searchText,
} from '@/features/back-office/common/list-view/list-search';

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

/**
 * The list's filter as the address keeps it (`#/user/orders?status=invoiced&q=durand&page=2`), and the API
 * reads it.
 */
export const orderSearch: ListSearch<OrderListFilter> = listSearch({
  // Invoiced orders past their due date: a view of their own, beside the statuses.
  status: oneOf([...orderStatuses, 'overdue'] as const),
  q: searchText,
  page: pageNumber,
});
