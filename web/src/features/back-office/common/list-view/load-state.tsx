import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/back-office.module.css';

/** What a view says while its data is on its way. */
export function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="backOffice.loading" />
    </p>
  );
}

/** The general failure in a line of its own, where asking again would not help. */
export function LoadFailedLine() {
  return (
    <p role="alert" className={styles.loadError}>
      <FormattedMessage id="backOffice.loadFailed" />
    </p>
  );
}

/**
 * What a view or a list says when its data could not be read: why (`message`, the general failure unless the
 * view knows better, such as not found), and a way to ask again where asking again may help.
 */
export function LoadFailed({
  message = 'backOffice.loadFailed',
  onRetry,
}: {
  message?: MessageId;
  onRetry?: () => void;
}) {
  return (
    <div className={styles.loadError} role="alert">
      <p>
        <FormattedMessage id={message} />
      </p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <FormattedMessage id="backOffice.retry" />
        </button>
      )}
    </div>
  );
}
