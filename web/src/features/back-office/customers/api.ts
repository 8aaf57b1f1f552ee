import type { CustomerDetail, CustomerListFilter, CustomerListPage } from '@shared/customer-schemas';
import { recordKeys, useApiQuery } from '@/features/back-office/common/api';
import { customerSearch } from './customer-filter';

const customers = recordKeys('customers', 'customer', '/api/customers');

export const useCustomerList = (filter: CustomerListFilter) =>
  useApiQuery<CustomerListPage>(
    [...customers.list, filter],
    `/api/customers?${customerSearch.write(filter)}`,
    { keepPrevious: true },
  );

/** One customer, by the key the list gave; none asked for while `key` is null. */
export const useCustomer = (key: string | null) =>
  useApiQuery<CustomerDetail>(customers.key(key ?? ''), customers.path(key ?? ''), { enabled: key !== null });

/**
 * A customer as a lead for a new quote, in the shape of the inbox message a quote can answer: their language,
 * e-mail address and details (`newQuoteValues` in the quotes area reads them).
 */
export function customerLead({ language, buyer }: CustomerDetail) {
  const { buyerType, email, ...fields } = buyer;
  return {
    locale: language,
    email,
    // A private buyer's company stays out: the quote form takes a company as a business.
    fields: buyerType === 'business' ? fields : { ...fields, company: '' },
  };
}
