import type { QuoteStatus } from '@shared/quote-schemas';
import { FormattedMessage } from 'react-intl';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from './quotes.module.css';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span className={`${backOffice.status} ${styles.status}`} data-status={status}>
      <FormattedMessage id={`quotes.status.${status}`} />
    </span>
  );
}
