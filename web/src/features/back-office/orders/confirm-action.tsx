import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from '@/features/back-office/common/records.module.css';

/**
 * The question asked before an action that cannot be undone. Focus moves to "Keep it", the safe answer, so
 * the question is read with it; keeping returns focus to the button that asked.
 */
export function ConfirmAction({
  question,
  confirm,
  busy,
  onConfirm,
  onKeep,
}: {
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className={styles.panel}>
      <p id={questionId}>{question}</p>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button ref={keep} type="button" className="button button--ghost" onClick={onKeep}>
          <FormattedMessage id="orders.keep" />
        </button>
      </div>
    </div>
  );
}
