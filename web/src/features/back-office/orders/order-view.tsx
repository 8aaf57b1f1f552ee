import type { OrderDetail } from '@shared/order-schemas';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import type { MessageId } from '@/i18n/catalogue';
import { useLocale } from '@/i18n/locale-store';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ApiError } from '@/lib/api-client';
import { formatMac } from '@/lib/mac-address';
import { findDriver } from '@shared/driver-catalogue';
import { dateTimeFormat } from '../message-labels';
import { OrderActions } from './order-actions';
import { OrderFiles } from './order-files';
import { describeOrderEvent, formatEuros } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';
import { useOrder } from './orders-api';
import backOffice from '../back-office.module.css';
import styles from './orders.module.css';

/** `/user/orders/:id`: one order with its customer, what was bought, its documents, history and next steps. */
export function OrderView({ id }: { id: string }) {
  const order = useOrder(id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;
  const backTo = { pathname: paths.userOrders.path, search: listSearch ? `?${listSearch}` : '' };

  return (
    <article className={backOffice.message}>
      <PageMeta title="orders.order.title" description="orders.description" />
      <Link to={backTo} className={backOffice.back}>
        <FormattedMessage id="orders.back" />
      </Link>
      {order.isPending && (
        <p role="status">
          <FormattedMessage id="backOffice.loading" />
        </p>
      )}
      {order.isError && !order.data && (
        <div className={backOffice.loadError} role="alert">
          <p>
            <FormattedMessage
              id={
                order.error instanceof ApiError && order.error.status === 404
                  ? 'orders.notFound'
                  : 'backOffice.loadFailed'
              }
            />
          </p>
        </div>
      )}
      {order.data && <OrderDetails order={order.data} />}
    </article>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const heading = useHeadingFocus(order.id);
  const { customer } = order;

  return (
    <>
      <header className={backOffice.messageHeader}>
        <p className="eyebrow">
          <FormattedMessage id="orders.number" values={{ number: order.number }} />
        </p>
        <h1 ref={heading} tabIndex={-1}>
          {order.customerName}
        </h1>
      </header>
      {!order.invoicing.available && order.allowedActions.includes('send-invoice') && (
        <div className={styles.warning}>
          <p>
            <strong>
              <FormattedMessage id="orders.invoicingUnavailable" />
            </strong>{' '}
            {order.invoicing.reason}
          </p>
          <p>
            <Link to={paths.userSetup.to('seller')}>
              <FormattedMessage id="orders.invoicingUnavailable.link" />
            </Link>
          </p>
        </div>
      )}
      {!order.licenceSigning.available && (
        <div className={styles.warning}>
          <p>
            <strong>
              <FormattedMessage id="orders.signingUnavailable" />
            </strong>{' '}
            {order.licenceSigning.reason}
          </p>
        </div>
      )}
      <dl className={backOffice.details}>
        <Detail label="orders.field.status">
          <OrderStatusBadge status={order.status} />
        </Detail>
        <Detail label="orders.field.receivedAt">
          <time dateTime={order.receivedAt}>{intl.formatDate(order.receivedAt, dateTimeFormat)}</time>
        </Detail>
        <Detail label="orders.field.driver">{findDriver(order.driver)?.title[locale] ?? order.driver}</Detail>
        <Detail label="orders.field.price">
          <FormattedMessage
            id="orders.field.priceValue"
            values={{ amount: formatEuros(intl, order.priceExclVatCents) }}
          />
        </Detail>
        <Detail label="orders.field.mac">
          <span className={backOffice.mac}>{formatMac(order.mac)}</span>
        </Detail>
        <Detail label="orders.field.invoice">
          {order.invoiceNumber ?? <FormattedMessage id="orders.noInvoice" />}
        </Detail>
        <Detail label="orders.field.language">
          <FormattedMessage id={`backOffice.language.${order.locale}`} />
        </Detail>
      </dl>
      <section aria-labelledby="order-customer" className={`${styles.section} ${styles.customer}`}>
        <h2 id="order-customer">
          <FormattedMessage id="orders.customer" />
        </h2>
        <address>
          {customer.company && (
            <p>
              <strong>{customer.company}</strong>
            </p>
          )}
          <p>
            {customer.firstName} {customer.lastName}
          </p>
          <p>{customer.address}</p>
          <p>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </p>
        </address>
        {order.messageId && (
          <p>
            <Link to={paths.userMessage.to(order.messageId)}>
              <FormattedMessage id="orders.inboxMessage" />
            </Link>
          </p>
        )}
      </section>
      <OrderActions order={order} />
      <OrderFiles order={order} />
      <section aria-labelledby="order-timeline" className={`${styles.section} ${backOffice.history}`}>
        <h2 id="order-timeline">
          <FormattedMessage id="orders.timeline" />
        </h2>
        <ol>
          {order.timeline.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{intl.formatDate(event.at, dateTimeFormat)}</time>{' '}
              {describeOrderEvent(intl, event)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Detail({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div className={backOffice.detail}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
