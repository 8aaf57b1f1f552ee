import type { InboxFilter } from '@shared/inbox-schemas';
import { FormattedMessage } from 'react-intl';
import { downloadInboxCsv } from './back-office-api';
import { useDownload } from './use-download';
import styles from './back-office.module.css';

/** Downloads every item of the current filter as CSV. */
export function ExportCsvButton({ filter }: { filter: InboxFilter }) {
  const { state, start } = useDownload(() => downloadInboxCsv(filter));
  return (
    <div className={styles.export}>
      <button type="button" className="button button--ghost" onClick={start} disabled={state === 'pending'}>
        <FormattedMessage id="backOffice.export" />
      </button>
      <p role="alert" className={styles.inlineError}>
        {state === 'failed' && <FormattedMessage id="backOffice.export.failed" />}
      </p>
    </div>
  );
}
