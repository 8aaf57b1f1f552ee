import type { InboxFilter } from '@shared/inbox-schemas';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadInboxCsv } from './back-office-api';
import styles from './back-office.module.css';

/** Downloads every item of the current filter as CSV. */
export function ExportCsvButton({ filter }: { filter: InboxFilter }) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function exportCsv() {
    setState('pending');
    try {
      await downloadInboxCsv(filter);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className={styles.export}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void exportCsv()}
        disabled={state === 'pending'}
      >
        <FormattedMessage id="backOffice.export" />
      </button>
      <p role="alert" className={styles.inlineError}>
        {state === 'failed' && <FormattedMessage id="backOffice.export.failed" />}
      </p>
    </div>
  );
}
