import type { PaymentDetails } from '@shared/order-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerSection, Detail } from '@/components/customer-page/customer-page';
import { CopyButton } from './copy-button';
import { customerDateFormat } from './order-progress';
import styles from './order-tracking-page.module.css';

/** While the invoice is unpaid: the bank transfer's details, its EPC QR code, and the payment link if any. */
export function PaymentDetailsSection({
  payment,
  qrCodeUrl,
  payByCard,
  overdue,
}: {
  payment: PaymentDetails;
  qrCodeUrl: string;
  /** Where Pay by card goes, when card payment is on. */
  payByCard: string | null;
  overdue: boolean;
}) {
  const intl = useIntl();
  const amount = intl.formatNumber(payment.amountCents / 100, { style: 'currency', currency: 'EUR' });
  const dueDate = intl.formatDate(payment.dueDate, {
    ...customerDateFormat,
    // A calendar day (2026-12-20) is read as midnight UTC: shown in UTC, it stays that day everywhere.
    ...(/^\d{4}-\d{2}-\d{2}$/.test(payment.dueDate) && { timeZone: 'UTC' }),
  });
  return (
    <CustomerSection id="order-payment" title="orderTracking.payment">
      {overdue && (
        <p className={styles.overdue}>
          <FormattedMessage id="orderTracking.payment.overdue" values={{ date: dueDate }} />
        </p>
      )}
      {payByCard && (
        <>
          <p>
            <FormattedMessage id="orderTracking.payment.cardIntro" />
          </p>
          <p>
            <a className="button button--primary" href={payByCard}>
              <FormattedMessage id="orderTracking.payment.card" />
            </a>
          </p>
        </>
      )}
      <p>
        <FormattedMessage
          id={payByCard ? 'orderTracking.payment.transferIntro' : 'orderTracking.payment.intro'}
        />
      </p>
      <div className={styles.payment}>
        <dl>
          <Detail label="orderTracking.payment.amount">{amount}</Detail>
          <Detail label="orderTracking.payment.beneficiary">{payment.beneficiary}</Detail>
          <Detail label="orderTracking.payment.iban">
            <span className={styles.mac}>{groupedIban(payment.iban)}</span>{' '}
            <CopyButton text={payment.iban} name={intl.formatMessage({ id: 'orderTracking.payment.iban' })} />
          </Detail>
          <Detail label="orderTracking.payment.bic">
            <span className={styles.mac}>{payment.bic}</span>
          </Detail>
          <Detail label="orderTracking.payment.reference">
            <span className={styles.mac}>{payment.invoiceNumber}</span>{' '}
            <CopyButton
              text={payment.invoiceNumber}
              name={intl.formatMessage({ id: 'orderTracking.payment.reference' })}
            />
          </Detail>
          <Detail label="orderTracking.payment.dueDate">
            <time dateTime={payment.dueDate}>{dueDate}</time>
          </Detail>
        </dl>
        <img
          src={qrCodeUrl}
          width={180}
          height={180}
          alt={intl.formatMessage(
            { id: 'orderTracking.payment.qr' },
            { amount, beneficiary: payment.beneficiary, reference: payment.invoiceNumber },
          )}
        />
      </div>
      {payment.paymentLink && (
        <a className="button button--primary" href={payment.paymentLink} rel="noopener noreferrer">
          <FormattedMessage id="orderTracking.payment.link" />
        </a>
      )}
    </CustomerSection>
  );
}

/** An IBAN in groups of four characters, as banks print it, so it can be read out and typed. */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
