import { memo } from 'react';
import type { OrderListItem } from '@shared/order-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/language-store';
import { formatMac } from '@/lib/mac-address';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { formatEuros } from '@/features/back-office/common/format';
import { OrderStatusBadge } from './order-status-badge';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';
import { UserText } from '@/components/user-text';

/** One order of the list: status, when, who, what for which processor, and its invoice; the card opens it. */
export const OrderRow = memo(function OrderRow({
  order,
  listSearch,
}: {
  order: OrderListItem;
  listSearch: string;
}) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <li
      className={`${backOffice.item} ${styles.item}`}
      data-overdue={order.invoiceOverdue || order.paymentOverdue}
    >
      <div className={backOffice.itemMeta}>
        <OrderStatusBadge status={order.status} />
        {order.invoiceOverdue && (
          <span className={styles.overdue}>
            <span aria-hidden="true">⚠ </span>
            <FormattedMessage id="orders.overdue" />
          </span>
        )}
        {order.paymentOverdue && order.dueDate && (
          <span className={styles.overdue}>
            <span aria-hidden="true">⚠ </span>
            <FormattedMessage
              id="orders.paymentOverdue.since"
              values={{
                date: intl.formatDate(`${order.dueDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
              }}
            />
          </span>
        )}
        <time dateTime={order.receivedAt} className={backOffice.time}>
          {intl.formatDate(order.receivedAt, dateTimeFormat)}
        </time>
      </div>
      <h2 className={backOffice.itemFrom}>
        <Link to={paths.userOrder.to(order.id)} state={{ listSearch }} className={backOffice.itemLink}>
          <UserText>{order.customerName}</UserText>
        </Link>
        {order.company && (
          <span className={backOffice.company}>
            {' · '}
            <UserText>{order.company}</UserText>
          </span>
        )}
      </h2>
      <p className={styles.itemLine}>
        <span>
          <FormattedMessage id="orders.number" values={{ number: order.number }} />
        </span>
        <span>{order.driverTitle[language]}</span>
        <span className={backOffice.mac}>{formatMac(order.mac)}</span>
        <span>
          <FormattedMessage
            id="orders.field.priceValue"
            values={{ amount: formatEuros(intl, order.priceExclVatCents) }}
          />
        </span>
        <span>
          {order.invoiceNumber ? (
            <FormattedMessage id="orders.invoiceNumber" values={{ number: order.invoiceNumber }} />
          ) : (
            <FormattedMessage id="orders.noInvoice" />
          )}
        </span>
      </p>
    </li>
  );
});
