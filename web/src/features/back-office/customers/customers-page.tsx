import type { CustomerListItem } from '@shared/customer-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserText } from '@/components/user-text';
import { paths } from '@/lib/paths';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { formatEuros } from '@/features/back-office/common/format';
import { ListFilters } from '@/features/back-office/common/list-view/list-filters';
import { PagedResults } from '@/features/back-office/common/list-view/list-results';
import { useListSearch } from '@/features/back-office/common/list-view/use-list-search';
import records from '@/features/back-office/common/records.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { useCustomerList } from './api';
import { customerSearch } from './customer-filter';
import { customersMessages } from './customers-messages';
import styles from './customers.module.css';

/**
 * `/user/customers`: one entry per buyer (their SIREN or VAT number, else their e-mail address), the most recently
 * active first, searched by name, company, e-mail, SIREN or VAT number; the search kept in the address.
 */
export default withMessages(customersMessages, CustomersContent);

function CustomersContent() {
  const list = useListSearch(customerSearch);
  const { filter } = list;
  const customers = useCustomerList(filter);

  return (
    <section aria-labelledby="customers-title">
      <ViewTitle title="customers.title" description="customers.description" id="customers-title" />
      <ListFilters
        idPrefix="customers"
        label="customers.filters"
        list={list}
        searchHint="customers.search.hint"
      />
      <PagedResults
        query={customers}
        labelledBy="customers-title"
        count={(page) => <FormattedMessage id="customers.total" values={{ count: page.total }} />}
        empty={<FormattedMessage id={filter.q ? 'backOffice.empty' : 'customers.empty'} />}
        renderItem={(customer) => (
          <CustomerRow key={customer.key} customer={customer} listSearch={list.search} />
        )}
        onPage={list.goToPage}
      />
    </section>
  );
}

/** One customer: who (company first when there is one), how to reach them, what they did and when last. */
function CustomerRow({ customer, listSearch }: { customer: CustomerListItem; listSearch: string }) {
  const intl = useIntl();
  const title = customer.company || customer.name || customer.email;
  const person = customer.company ? customer.name : '';
  return (
    <li className={`${backOffice.item} ${records.item}`}>
      <div className={backOffice.itemMeta}>
        <span lang={customer.language} className={styles.language}>
          <FormattedMessage id={`backOffice.language.${customer.language}`} />
        </span>
        <time dateTime={customer.lastActivityAt} className={backOffice.time}>
          <FormattedMessage
            id="customers.lastActivity"
            values={{ date: intl.formatDate(customer.lastActivityAt, { dateStyle: 'medium' }) }}
          />
        </time>
      </div>
      <h2 className={backOffice.itemFrom}>
        <Link to={paths.userCustomer.to(customer.key)} state={{ listSearch }} className={backOffice.itemLink}>
          <UserText>{title}</UserText>
        </Link>
        {person && (
          <span className={backOffice.company}>
            {' · '}
            <UserText>{person}</UserText>
          </span>
        )}
      </h2>
      <p className={records.itemLine}>
        {title !== customer.email && (
          <span className={styles.email}>
            <UserText>{customer.email}</UserText>
          </span>
        )}
        {customer.siren && <span>SIREN {customer.siren}</span>}
        {!customer.siren && customer.vatNumber && <span>{customer.vatNumber}</span>}
      </p>
      <p className={records.itemLine}>
        <span>
          <FormattedMessage id="customers.counts.orders" values={{ count: customer.orders }} />
        </span>
        {customer.quotes !== null && (
          <span>
            <FormattedMessage id="customers.counts.quotes" values={{ count: customer.quotes }} />
          </span>
        )}
        <span>
          <FormattedMessage id="customers.counts.messages" values={{ count: customer.messages }} />
        </span>
        {customer.invoicedCents !== 0 && (
          <span>
            <FormattedMessage
              id="customers.invoiced"
              values={{ amount: formatEuros(intl, customer.invoicedCents) }}
            />
          </span>
        )}
      </p>
    </li>
  );
}
