import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { CopyButton, type CopyMessages } from './copy-button';
import { Detail } from './customer-page';
import styles from './customer-page.module.css';

/** What a transfer needs: the amount, to whom, the reference to quote, and by when. */
export interface TransferDetails {
  invoiceNumber: string;
  amountCents: number;
  dueDate: string;
  beneficiary: string;
  iban: string;
  bic: string;
  paymentLink: string | null;
}

/** The words of the transfer details, from the page's own catalogue. */
export interface TransferMessages {
  amount: MessageId;
  beneficiary: MessageId;
  iban: MessageId;
  bic: MessageId;
  reference: MessageId;
  dueDate: MessageId;
  /** The QR code's text alternative: "QR code for a SEPA bank transfer of {amount} to {beneficiary}…". */
  qr: MessageId;
  /** The payment link's button, when there is one. */
  link: MessageId;
  copy: CopyMessages;
}

/**
 * The bank transfer's details, each to copy where it has to be typed, beside its EPC QR code (`qrCodeUrl`: an
 * address or a `data:` URL of the SVG), and the payment link if the seller has one.
 */
export function TransferDetailsBlock({
  payment,
  qrCodeUrl,
  messages,
}: {
  payment: TransferDetails;
  qrCodeUrl: string;
  messages: TransferMessages;
}) {
  const intl = useIntl();
  const amount = intl.formatNumber(payment.amountCents / 100, { style: 'currency', currency: 'EUR' });
  const dueDate = customerDay(intl, payment.dueDate);
  return (
    <>
      <div className={styles.payment}>
        <dl>
          <Detail label={messages.amount}>{amount}</Detail>
          <Detail label={messages.beneficiary}>{payment.beneficiary}</Detail>
          <CopyableDetail
            label={messages.iban}
            text={payment.iban}
            shown={groupedIban(payment.iban)}
            messages={messages.copy}
          />
          <Detail label={messages.bic}>
            <span className={styles.code}>{payment.bic}</span>
          </Detail>
          <CopyableDetail label={messages.reference} text={payment.invoiceNumber} messages={messages.copy} />
          <Detail label={messages.dueDate}>
            <time dateTime={payment.dueDate}>{dueDate}</time>
          </Detail>
        </dl>
        <img
          src={qrCodeUrl}
          width={180}
          height={180}
          alt={intl.formatMessage(
            { id: messages.qr },
            { amount, beneficiary: payment.beneficiary, reference: payment.invoiceNumber },
          )}
        />
      </div>
      {payment.paymentLink && (
        <a className="button button--primary" href={payment.paymentLink} rel="noopener noreferrer">
          <FormattedMessage id={messages.link} />
        </a>
      )}
    </>
  );
}

/** A code the customer types into their bank's form (the IBAN, the reference), with a button that copies it. */
function CopyableDetail({
  label,
  text,
  shown = text,
  messages,
}: {
  label: MessageId;
  text: string;
  /** As it is shown, when it is easier to read than to copy (an IBAN in groups). */
  shown?: string;
  messages: CopyMessages;
}) {
  const intl = useIntl();
  return (
    <Detail label={label}>
      <span className={styles.code}>{shown}</span>{' '}
      <CopyButton text={text} name={intl.formatMessage({ id: label })} messages={messages} />
    </Detail>
  );
}

/**
 * A due date as the customer reads it (`20 December 2026`): a calendar day (2026-12-20) is read as midnight UTC,
 * so it is shown in UTC and stays that day everywhere.
 */
export function customerDay(intl: ReturnType<typeof useIntl>, day: string): string {
  return intl.formatDate(day, {
    dateStyle: 'long',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(day) && { timeZone: 'UTC' }),
  });
}

/** An IBAN in groups of four characters, as banks print it, so it can be read out and typed. */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
