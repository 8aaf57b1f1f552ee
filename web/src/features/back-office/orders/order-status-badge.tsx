import type { OrderStatus } from '@shared/order-schemas';
import { FormattedMessage } from 'react-intl';
import { orderStatusLabel } from './order-labels';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${backOffice.status} ${styles.status}`} data-status={status}>
      <FormattedMessage id={orderStatusLabel(status)} />
    </span>
  );
}
