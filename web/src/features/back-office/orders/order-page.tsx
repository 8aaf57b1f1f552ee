import type { OrderDetail } from '@shared/order-schemas';
import { MAX_WRITE_OFF_CENTS } from '@shared/payment-schemas';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/i18n/language-store';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { formatMac } from '@/lib/mac-address';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { OrderActions } from './order-actions';
import { OrderBuyer } from './order-buyer';
import { OrderFiles } from './order-files';
import { describeOrderEvent } from './order-labels';
import { formatEuros } from '@/features/back-office/common/format';
import { OrderStatusBadge } from './order-status-badge';
import { useOrder, usePaymentReminders, useWriteOff } from './api';
import { LabelledField } from '@/features/back-office/common/labelled-field';
import { SetupNotice } from '@/features/back-office/common/setup-notice';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';
import { UserText } from '@/components/user-text';
import {
  RecordView,
  useBackToList,
  withMessages,
  withRecordId,
} from '@/features/back-office/common/view-page';
import { Detail } from '@/features/back-office/common/detail';
import { ordersMessages } from './orders-messages';

/**
 * `/user/orders/:id`: one order with its customer, what was bought, its documents, history and next steps.
 */
export default withMessages(ordersMessages, withRecordId(OrderView));

function OrderView({ id }: { id: string }) {
  const order = useOrder(id);
  const backTo = useBackToList(paths.userOrders.path);
  return (
    <RecordView
      query={order}
      title="orders.order.title"
      description="orders.description"
      back={{ to: backTo, label: 'orders.back' }}
      notFound="orders.notFound"
    >
      {(order) => <OrderDetails order={order} />}
    </RecordView>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const language = useLanguage();
  const heading = useHeadingFocus(order.id);
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <>
      <header className={backOffice.messageHeader}>
        <p className="eyebrow">
          <FormattedMessage id="orders.number" values={{ number: order.number }} />
        </p>
        <h1 ref={heading} tabIndex={-1}>
          <UserText>{order.customerName}</UserText>
        </h1>
      </header>
      {!order.invoiceIssuing.available && order.allowedActions.includes('send-invoice') && (
        <SetupNotice
          className={styles.warning}
          title="orders.invoicingUnavailable"
          setting={{ item: 'seller', link: 'orders.invoicingUnavailable.link' }}
        >
          {order.invoiceIssuing.reason}
        </SetupNotice>
      )}
      {!order.licenceSigning.available && (
        <SetupNotice className={styles.warning} title="orders.signingUnavailable">
          {order.licenceSigning.reason}
        </SetupNotice>
      )}
      <dl className={backOffice.details}>
        <Detail label="orders.field.status">
          <OrderStatusBadge status={order.status} />
        </Detail>
        <Detail label="orders.field.receivedAt">
          <time dateTime={order.receivedAt}>{intl.formatDate(order.receivedAt, dateTimeFormat)}</time>
        </Detail>
        <Detail label="orders.field.driver">{order.driverTitle[language]}</Detail>
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
        {order.dueDate && !order.payment && order.status === 'invoiced' && (
          <Detail label="orders.field.dueDate">
            <time dateTime={order.dueDate}>{day(order.dueDate)}</time>
            {order.paymentOverdue && (
              <span className={styles.overdue}>
                {' '}
                <span aria-hidden="true">⚠ </span>
                <FormattedMessage id="orders.paymentOverdue" />
              </span>
            )}
          </Detail>
        )}
        {order.status === 'invoiced' && order.balance && order.balance.receivedCents > 0 && (
          <Detail label="orders.field.balance">
            <FormattedMessage
              id="orders.balance"
              values={{
                received: formatEuros(intl, order.balance.receivedCents),
                total: formatEuros(intl, order.balance.totalInclVatCents),
                due: formatEuros(intl, order.balance.dueCents),
              }}
            />
          </Detail>
        )}
        {order.payment && order.payment.writtenOffCents > 0 && (
          <Detail label="orders.field.balance">
            <FormattedMessage
              id="orders.balance.writtenOff"
              values={{ writtenOff: formatEuros(intl, order.payment.writtenOffCents) }}
            />
          </Detail>
        )}
        {order.payment && (
          <Detail label="orders.field.payment">
            <FormattedMessage
              id={`orders.field.paymentValue.${order.payment.means}`}
              values={{ date: day(order.payment.paidOn) }}
            />
          </Detail>
        )}
        <Detail label="orders.field.language">
          <FormattedMessage id={`backOffice.language.${order.locale}`} />
        </Detail>
      </dl>
      <OrderBuyer order={order} />
      <OrderActions order={order} />
      {order.canAct &&
        order.status === 'invoiced' &&
        order.balance &&
        order.balance.receivedCents > 0 &&
        order.balance.dueCents > 0 &&
        order.balance.dueCents <= MAX_WRITE_OFF_CENTS && <WriteOff order={order} />}
      {order.status === 'invoiced' && order.paymentReminders.days.length > 0 && (
        <PaymentReminders order={order} />
      )}
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

/** The customer's payment reminders of an unpaid invoice: on by default, the owner can stop them. */
function PaymentReminders({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const reminders = usePaymentReminders(order.id);
  const { on, days, lastSentDay } = order.paymentReminders;
  // What the owner just chose, shown at once while the server records it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const listed = days.length === 1 ? null : intl.formatList(days.map(String), { type: 'conjunction' });
  return (
    <section aria-labelledby="order-reminders" className={`${styles.section} ${styles.reminders}`}>
      <h2 id="order-reminders">
        <FormattedMessage id="orders.reminders" />
      </h2>
      <label>
        <input
          type="checkbox"
          checked={chosen ?? on}
          disabled={reminders.isPending || !order.canAct}
          onChange={(event) => {
            setChosen(event.target.checked);
            reminders.mutate(event.target.checked, { onSettled: () => setChosen(null) });
          }}
        />
        <span>
          {listed === null ? (
            <FormattedMessage id="orders.reminders.switch" values={{ days: days[0] }} />
          ) : (
            <FormattedMessage id="orders.reminders.switchMany" values={{ days: listed }} />
          )}
        </span>
      </label>
      <p className={styles.hint}>
        {!on ? (
          <FormattedMessage id="orders.reminders.off" />
        ) : lastSentDay > 0 ? (
          <FormattedMessage id="orders.reminders.last" values={{ day: lastSentDay }} />
        ) : (
          <FormattedMessage id="orders.reminders.none" />
        )}
      </p>
      {reminders.isError && (
        <p role="alert" className={styles.fieldError}>
          <FormattedMessage id="orders.reminders.failed" />
        </p>
      )}
    </section>
  );
}

/** A small difference left after a payment: the owner waives it, saying why, and the invoice is settled. */
function WriteOff({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const writeOff = useWriteOff(order.id);
  const [reason, setReason] = useState('');
  const hintId = useId();
  const due = formatEuros(intl, order.balance?.dueCents ?? 0);
  return (
    <form
      className={styles.panel}
      aria-labelledby="write-off-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) writeOff.mutate(reason.trim());
      }}
    >
      <h2 id="write-off-title" className={styles.panelTitle}>
        <FormattedMessage id="orders.writeOff.title" />
      </h2>
      <p id={hintId} className="muted">
        <FormattedMessage
          id="orders.writeOff.hint"
          values={{ max: formatEuros(intl, MAX_WRITE_OFF_CENTS) }}
        />
      </p>
      <LabelledField label="orders.writeOff.reason" className={styles.formField}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={200}
            value={reason}
            aria-describedby={hintId}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </LabelledField>
      <button
        type="submit"
        className="button button--primary"
        disabled={writeOff.isPending || !reason.trim()}
      >
        <FormattedMessage id="orders.writeOff.submit" values={{ due }} />
      </button>
      {writeOff.isError && (
        <p role="alert" className={styles.fieldError}>
          <FormattedMessage id="orders.writeOff.failed" />
        </p>
      )}
    </form>
  );
}
