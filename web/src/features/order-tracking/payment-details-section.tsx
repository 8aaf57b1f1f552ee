import type { PaymentDetails } from '@shared/order-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerSection } from '@/components/customer-page/customer-page';
import {
  customerDay,
  TransferDetailsBlock,
  type TransferMessages,
} from '@/components/customer-page/payment-details';
import { orderCopyMessages } from './copy-button';
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
  const dueDate = customerDay(intl, payment.dueDate);
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
      <TransferDetailsBlock payment={payment} qrCodeUrl={qrCodeUrl} messages={transferMessages} />
    </CustomerSection>
  );
}

const transferMessages: TransferMessages = {
  amount: 'orderTracking.payment.amount',
  beneficiary: 'orderTracking.payment.beneficiary',
  iban: 'orderTracking.payment.iban',
  bic: 'orderTracking.payment.bic',
  reference: 'orderTracking.payment.reference',
  dueDate: 'orderTracking.payment.dueDate',
  qr: 'orderTracking.payment.qr',
  link: 'orderTracking.payment.link',
  copy: orderCopyMessages,
};
