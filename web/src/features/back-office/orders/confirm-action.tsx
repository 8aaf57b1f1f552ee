import { useEffect, useId, useRef } from 'react';
import type { MessageId } from '@/i18n/catalogue';
import { FormActions } from '@/features/back-office/common/form-actions';
import styles from '@/features/back-office/common/records.module.css';

/**
 * The question asked before an action that cannot be undone. Focus moves to "Keep it" (or the way out
 * `cancel` names), the safe answer, so the question is read with it; keeping returns focus to the button that
 * asked.
 */
export function ConfirmAction({
  question,
  confirm,
  cancel = 'orders.keep',
  busy,
  onConfirm,
  onKeep,
}: {
  question: string;
  confirm: MessageId;
  cancel?: MessageId;
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
      <FormActions
        act={confirm}
        busy={busy}
        onAct={onConfirm}
        cancel={cancel}
        cancelRef={keep}
        onCancel={onKeep}
      />
    </div>
  );
}
