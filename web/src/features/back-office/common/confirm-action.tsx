import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { FormActions } from '@/features/back-office/common/form-actions';
import styles from '@/features/back-office/common/records.module.css';

/**
 * The question asked before an action that cannot be undone or that the customer sees. Focus moves to "Keep it"
 * (or the way out `cancel` names), the safe answer, so the question is read with it; keeping returns focus to the
 * button that asked.
 */
export function ConfirmAction({
  question,
  confirm,
  cancel,
  busy,
  onConfirm,
  onKeep,
}: {
  question: ReactNode;
  confirm: MessageId;
  cancel: MessageId;
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

/**
 * A primary button that asks before it acts: pressing it opens the question under it (pressing again closes
 * it), keeping closes it and returns focus to the button. `onConfirm` gets the way to close the question once
 * the action has answered. A button `blockedBy` a note is disabled, described by that note, and asks nothing.
 */
export function AskFirst({
  label,
  disabled = false,
  blockedBy,
  onOpen,
  question,
  confirm,
  cancel,
  busy,
  onConfirm,
}: {
  label: MessageId;
  disabled?: boolean;
  blockedBy?: string;
  onOpen?: () => void;
  question: ReactNode;
  confirm: MessageId;
  cancel: MessageId;
  busy: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className={styles.buttons}>
        <button
          ref={button}
          type="button"
          className="button button--primary"
          disabled={disabled || blockedBy !== undefined}
          aria-describedby={blockedBy}
          aria-expanded={asking}
          onClick={() => {
            onOpen?.();
            setAsking((open) => !open);
          }}
        >
          <FormattedMessage id={label} />
        </button>
      </div>
      {asking && blockedBy === undefined && (
        <ConfirmAction
          question={question}
          confirm={confirm}
          cancel={cancel}
          busy={busy}
          onConfirm={() => onConfirm(() => setAsking(false))}
          onKeep={() => {
            setAsking(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
