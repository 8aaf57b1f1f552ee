import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/catalogue';
import { ActionError } from './action-note';
import { useDownload } from './use-download';
import styles from '@/features/back-office/common/back-office.module.css';

/**
 * A button that downloads a file with the session's token, disabled while it runs, and why it failed next to
 * it; `children` go before the button (the choice of a format).
 */
export function DownloadButton({
  label,
  accessibleName,
  download,
  failed,
  children,
}: {
  label: ReactNode;
  /** Where the label alone would not say which file (a row's "Download"). */
  accessibleName?: string;
  download: () => Promise<void>;
  failed: MessageId;
  children?: ReactNode;
}) {
  const { state, start } = useDownload(download);
  return (
    <div className={styles.export}>
      {children}
      <button
        type="button"
        className="button button--ghost"
        aria-label={accessibleName}
        disabled={state === 'pending'}
        onClick={start}
      >
        {label}
      </button>
      <ActionError message={state === 'failed' && failed} />
    </div>
  );
}
