import { dateInFrance } from '@shared/date-in-france';
import { formatAmount } from '@shared/i18n/price';
import type { OrderDetail, PaymentMeans } from '@shared/order-schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-store';
import { paymentMeans } from './order-labels';
import { FormActions } from '@/features/back-office/common/form-actions';
import { FieldNotes, useFieldNotes } from '@/features/back-office/common/field-notes';
import styles from '@/features/back-office/common/records.module.css';

/**
 * Mark as paid: the day the money arrived (today unless told, never in the future nor before the order) and
 * how it was paid, both printed on the receipt mailed with the licence. Days are counted in France, as the server
 * counts them, so that a browser in another time zone, or near midnight, offers the day the server accepts. The
 * server refuses a day outside the order's life and says so at the field.
 */
export function MarkPaidPanel({
  order,
  busy,
  refusedDay,
  onSubmit,
  onEdit,
  onClose,
}: {
  order: OrderDetail;
  busy: boolean;
  /** The server refused the day. */
  refusedDay: boolean;
  onSubmit: (payment: { paidOn: string; means: PaymentMeans; amountCents: number }) => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const dateId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const today = dateInFrance(new Date());
  const ordered = dateInFrance(new Date(order.receivedAt));
  const [paidOn, setPaidOn] = useState(today);
  const [means, setMeans] = useState<PaymentMeans>('sepa_credit_transfer');
  const due = order.balance?.dueCents ?? 0;
  // Written as the owner writes amounts in their language (60,00 in French); both separators are read.
  const [amount, setAmount] = useState(() => formatAmount(due, language));
  const [invalidAmount, setInvalidAmount] = useState(false);
  const amountId = useId();
  const [invalid, setInvalid] = useState(false);
  const showError = invalid || refusedDay;
  const dayNotes = useFieldNotes(showError);
  const amountNotes = useFieldNotes(invalidAmount);
  useEffect(() => heading.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = /^\d{1,8}([.,]\d{1,2})?$/.test(amount.trim())
      ? Math.round(Number(amount.trim().replace(',', '.')) * 100)
      : 0;
    setInvalidAmount(cents < 1);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > today || paidOn < ordered) {
      setInvalid(true);
      return;
    }
    if (cents < 1) return;
    onSubmit({ paidOn, means, amountCents: cents });
  }

  return (
    <form noValidate className={styles.panel} aria-labelledby="mark-paid-title" onSubmit={submit}>
      <h3 id="mark-paid-title" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        <FormattedMessage id="orders.paid.title" />
      </h3>
      <div className={styles.formField}>
        <label htmlFor={dateId}>
          <FormattedMessage id="orders.paid.day" />
        </label>
        <input
          id={dateId}
          type="date"
          required
          min={ordered}
          max={today}
          value={paidOn}
          aria-invalid={showError}
          aria-describedby={dayNotes.describedBy}
          onChange={(event) => {
            setPaidOn(event.target.value);
            setInvalid(false);
            onEdit();
          }}
        />
        <FieldNotes
          ids={dayNotes}
          hint={<FormattedMessage id="orders.paid.dayHint" />}
          error={
            showError && (
              <FormattedMessage
                id="orders.paid.dayInvalid"
                values={{
                  ordered: intl.formatDate(`${ordered}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
                }}
              />
            )
          }
        />
      </div>
      <div className={styles.formField}>
        <label htmlFor={amountId}>
          <FormattedMessage id="orders.paid.amount" />
        </label>
        <input
          id={amountId}
          inputMode="decimal"
          required
          value={amount}
          aria-invalid={invalidAmount}
          aria-describedby={amountNotes.describedBy}
          onChange={(event) => {
            setAmount(event.target.value);
            setInvalidAmount(false);
          }}
        />
        <FieldNotes
          ids={amountNotes}
          hint={<FormattedMessage id="orders.paid.amountHint" />}
          error={invalidAmount && <FormattedMessage id="orders.paid.amountInvalid" />}
        />
      </div>
      <fieldset className={styles.means}>
        <legend>
          <FormattedMessage id="orders.paid.means" />
        </legend>
        {paymentMeans.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="means"
              value={value}
              checked={means === value}
              onChange={() => setMeans(value)}
            />
            <FormattedMessage id={`orders.means.${value}`} />
          </label>
        ))}
      </fieldset>
      <p className="muted">
        <FormattedMessage id="orders.paid.note" />
      </p>
      <FormActions
        act={<FormattedMessage id="orders.paid.submit" />}
        busy={busy}
        cancel={<FormattedMessage id="orders.preview.close" />}
        onCancel={onClose}
      />
    </form>
  );
}
