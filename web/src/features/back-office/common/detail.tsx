import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/back-office.module.css';

/** One fact of a record in its list of details (`<dl>`): what it is, then its value. */
export function Detail({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
