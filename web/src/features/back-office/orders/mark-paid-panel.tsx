import { dateInFrance } from '@shared/date-in-france';
import { formatAmount } from '@shared/i18n/price';
import type { OrderDetail, PaymentMeans } from '@shared/order-schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-store';
import { paymentMeans } from './order-labels';
import { FormActions } from '@/features/back-office/common/form-actions';
import { LabelledField } from '@/features/back-office/common/labelled-field';
import { RadioChoices } from '@/features/back-office/common/radio-choices';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const today = dateInFrance(new Date());
  const ordered = dateInFrance(new Date(order.receivedAt));
  const [paidOn, setPaidOn] = useState(today);
  const [means, setMeans] = useState<PaymentMeans>('sepa_credit_transfer');
  const due = order.balance?.dueCents ?? 0;
  // Written as the owner writes amounts in their language (60,00 in French); both separators are read.
  const [amount, setAmount] = useState(() => formatAmount(due, language));
  const [invalidAmount, setInvalidAmount] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const showError = invalid || refusedDay;
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
      <LabelledField
        label="orders.paid.day"
        className={styles.formField}
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
      >
        {(control) => (
          <input
            {...control}
            type="date"
            required
            min={ordered}
            max={today}
            value={paidOn}
            aria-invalid={showError}
            onChange={(event) => {
              setPaidOn(event.target.value);
              setInvalid(false);
              onEdit();
            }}
          />
        )}
      </LabelledField>
      <LabelledField
        label="orders.paid.amount"
        className={styles.formField}
        hint={<FormattedMessage id="orders.paid.amountHint" />}
        error={invalidAmount && <FormattedMessage id="orders.paid.amountInvalid" />}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            required
            value={amount}
            aria-invalid={invalidAmount}
            onChange={(event) => {
              setAmount(event.target.value);
              setInvalidAmount(false);
            }}
          />
        )}
      </LabelledField>
      <RadioChoices
        legend="orders.paid.means"
        name="means"
        choices={paymentMeans}
        value={means}
        label={(value) => `orders.means.${value}`}
        onChange={setMeans}
      />
      <p className="muted">
        <FormattedMessage id="orders.paid.note" />
      </p>
      <FormActions act="orders.paid.submit" busy={busy} cancel="orders.preview.close" onCancel={onClose} />
    </form>
  );
}
