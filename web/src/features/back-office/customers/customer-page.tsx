import type { CustomerDetail } from '@shared/customer-schemas';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { Link, useParams } from 'react-router';
import { UserText } from '@/components/user-text';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { paths } from '@/lib/paths';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { Detail } from '@/features/back-office/common/detail';
import { BuyerAddress } from '@/features/back-office/common/buyer-address';
import { formatEuros } from '@/features/back-office/common/format';
import { RecordView, useBackToList, withMessages } from '@/features/back-office/common/view-page';
import records from '@/features/back-office/common/records.module.css';
import { useCustomer } from './api';
import { customersMessages } from './customers-messages';
import styles from './customers.module.css';

/**
 * `/user/customers/:key`: one customer's details and language, and everything they did, newest first: orders,
 * invoices and credit notes, quotes, payments and messages, each linked to its own view; and Write a quote,
 * which opens the quote editor with their details and language.
 */
export default withMessages(customersMessages, CustomerContent);

function CustomerContent() {
  const { key = '' } = useParams();
  const customer = useCustomer(key);
  const backTo = useBackToList(paths.userCustomers.path);
  return (
    <RecordView
      query={customer}
      title="customers.customer.title"
      description="customers.description"
      back={{ to: backTo, label: 'customers.back' }}
      notFound="customers.notFound"
    >
      {(found) => <CustomerDetails key={key} customer={found} />}
    </RecordView>
  );
}

function CustomerDetails({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const heading = useHeadingFocus(customer.key);
  const title = customer.company || customer.name || customer.email;
  const { buyer } = customer;
  // A contact message gives no postal address: the page then says only what is known.
  const hasAddress = Boolean(buyer.address.trim() || buyer.city.trim());
  const languageName = intl.formatMessage({ id: `backOffice.language.${customer.language}` });
  const otherEmails = customer.emails.filter((email) => email !== customer.email.toLowerCase());

  return (
    <>
      <header className={`${backOffice.messageHeader} ${styles.titleRow}`}>
        <div>
          <p className="eyebrow">
            <FormattedMessage id="customers.customer.title" />
          </p>
          <h1 ref={heading} tabIndex={-1}>
            <UserText>{title}</UserText>
          </h1>
        </div>
        {customer.quotes !== null && (
          <div className={styles.writeQuote}>
            <Link
              className="button button--primary"
              to={paths.userQuoteNew.forCustomer(customer.key)}
              aria-describedby="customer-quote-hint"
            >
              <FormattedMessage id="customers.writeQuote" />
            </Link>
            <p id="customer-quote-hint">
              <FormattedMessage id="customers.writeQuote.hint" values={{ language: customer.language }} />
            </p>
          </div>
        )}
      </header>
      {hasAddress ? (
        <div className={records.customer}>
          <BuyerAddress
            company={customer.company}
            name={customer.name}
            street={buyer.address.split(/\r?\n/).filter(Boolean)}
            postcode={buyer.postcode}
            city={buyer.city}
            country={buyer.country}
            email={customer.email}
          >
            {customer.siren && <p>SIREN {customer.siren}</p>}
            {customer.vatNumber && (
              <p>
                <FormattedMessage id="customers.field.vatNumber" /> {customer.vatNumber}
              </p>
            )}
          </BuyerAddress>
        </div>
      ) : null}
      <dl className={backOffice.details}>
        {!hasAddress && customer.company && customer.name && (
          <Detail label="customers.field.contact">
            <UserText>{customer.name}</UserText>
          </Detail>
        )}
        {!hasAddress && (
          <Detail label="customers.field.email">
            <a href={`mailto:${customer.email}`}>
              <UserText>{customer.email}</UserText>
            </a>
          </Detail>
        )}
        {otherEmails.length > 0 && (
          <Detail label="customers.field.otherEmails">
            <UserText>{otherEmails.join('\n')}</UserText>
          </Detail>
        )}
        {!hasAddress && customer.siren && <Detail label="customers.field.siren">{customer.siren}</Detail>}
        {!hasAddress && customer.vatNumber && (
          <Detail label="customers.field.vatNumber">{customer.vatNumber}</Detail>
        )}
        <Detail label="customers.field.language">
          <FormattedMessage id="customers.field.language.value" values={{ language: languageName }} />
        </Detail>
        <Detail label="customers.field.invoiced">{formatEuros(intl, customer.invoicedCents)}</Detail>
        <Detail label="customers.field.lastActivity">
          <time dateTime={customer.lastActivityAt}>
            {intl.formatDate(customer.lastActivityAt, { dateStyle: 'long' })}
          </time>
        </Detail>
      </dl>
      <TitledSection id="customer-history" title="customers.history" className={styles.history}>
        <History customer={customer} />
      </TitledSection>
    </>
  );
}

function History({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const language = useLanguage();
  const date = (iso: string) => (
    <time dateTime={iso} className={styles.muted}>
      {intl.formatDate(iso, { dateStyle: 'medium' })}
    </time>
  );
  const day = (isoDay: string) => (
    <time dateTime={isoDay} className={styles.muted}>
      {intl.formatDate(`${isoDay}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
    </time>
  );
  const euros = (cents: number) => <span className={styles.amount}>{formatEuros(intl, cents)}</span>;

  return (
    <>
      <Section id="orders" title="customers.section.orders" none="customers.none.orders">
        {customer.orders.map((order) => (
          <li key={order.id} className={styles.entry}>
            <Link to={paths.userOrder.to(order.id)}>
              <FormattedMessage id="customers.order" values={{ number: order.number }} />
            </Link>
            <span className={`${backOffice.status} ${records.status}`} data-status={order.status}>
              <FormattedMessage id={`customers.order.status.${order.status}`} />
            </span>
            <span>{order.driverTitle[language]}</span>
            {date(order.receivedAt)}
          </li>
        ))}
      </Section>
      <Section id="documents" title="customers.section.documents" none="customers.none.documents">
        {customer.documents.map((document) => (
          <li key={document.id} className={styles.entry}>
            <Link
              to={
                document.orderId
                  ? paths.userOrder.to(document.orderId)
                  : paths.userQuote.to(document.quoteId ?? '')
              }
            >
              <FormattedMessage
                id={`customers.document.${document.kind}`}
                values={{ number: document.number }}
              />
            </Link>
            {date(document.issuedAt)}
            {euros(document.totalInclVatCents)}
          </li>
        ))}
      </Section>
      {customer.quotes && (
        <Section id="quotes" title="customers.section.quotes" none="customers.none.quotes">
          {customer.quotes.map((quote) => (
            <li key={quote.id} className={styles.entry}>
              <Link to={paths.userQuote.to(quote.id)}>
                {quote.number ? (
                  <FormattedMessage id="customers.quote" values={{ number: quote.number }} />
                ) : (
                  <FormattedMessage id="customers.quote.draft" />
                )}
              </Link>
              <span className={backOffice.status}>
                <FormattedMessage id={`customers.quote.status.${quote.status}`} />
              </span>
              {date(quote.updatedAt)}
              {euros(quote.grossCents)}
            </li>
          ))}
        </Section>
      )}
      <Section id="payments" title="customers.section.payments" none="customers.none.payments">
        {customer.payments.map((payment) => {
          const { invoiceNumber } = payment;
          return (
            <li key={payment.id} className={styles.entry}>
              <Link to={payment.orderId ? paths.userOrder.to(payment.orderId) : paths.userPayments.path}>
                {payment.source === 'owner' && payment.means ? (
                  <FormattedMessage id={`customers.payment.means.${payment.means}`} />
                ) : (
                  <FormattedMessage id={`customers.payment.source.${payment.source}`} />
                )}
              </Link>
              {invoiceNumber && (
                <span>
                  <FormattedMessage id="customers.payment.forInvoice" values={{ number: invoiceNumber }} />
                </span>
              )}
              {day(payment.bookedOn)}
              <span className={styles.amount}>
                {intl.formatNumber(payment.amountCents / 100, {
                  style: 'currency',
                  currency: payment.currency,
                })}
              </span>
            </li>
          );
        })}
      </Section>
      <Section id="messages" title="customers.section.messages" none="customers.none.messages">
        {customer.messages.map((message) => (
          <li key={message.id} className={styles.entry}>
            <Link to={paths.userMessage.to(message.id)}>
              <FormattedMessage id={`customers.message.kind.${message.kind}`} />
            </Link>
            <span className={backOffice.status} data-status={message.status}>
              <FormattedMessage id={`customers.message.status.${message.status}`} />
            </span>
            {date(message.receivedAt)}
            {message.excerpt && (
              <span className={styles.muted}>
                <UserText>{message.excerpt}</UserText>
              </span>
            )}
          </li>
        ))}
      </Section>
    </>
  );
}

/** One kind of record: its heading, and its list, or a line saying there is none. */
function Section({
  id,
  title,
  none,
  children,
}: {
  id: string;
  title: MessageId;
  none: MessageId;
  children: ReactNode[];
}) {
  const headingId = `customer-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id={title} /> <span className={styles.muted}>({children.length})</span>
      </h3>
      {children.length > 0 ? (
        <ul aria-labelledby={headingId}>{children}</ul>
      ) : (
        <p className={styles.none}>
          <FormattedMessage id={none} />
        </p>
      )}
    </section>
  );
}
