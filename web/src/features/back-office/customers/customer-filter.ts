import type { CustomerListFilter } from '@shared/customer-schemas';
import {
  type ListSearch,
  listSearch,
  pageNumber,
  searchText,
} from '@/features/back-office/common/list-view/list-search';

/** The list's filter as the address keeps it (`#/user/customers?q=gerard&page=2`), and the API reads it. */
export const customerSearch: ListSearch<CustomerListFilter> = listSearch({ q: searchText, page: pageNumber });
