import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/records.module.css';

/**
 * A panel's two answers: the action (a form's submit button, or a button of its own with `onAct`), busy while
 * it runs, and the way out.
 */
export function FormActions({
  act,
  busy,
  disabled = busy,
  onAct,
  cancel,
  cancelRef,
  onCancel,
}: {
  act: MessageId;
  busy: boolean;
  disabled?: boolean;
  /** Without it, the action submits the form. */
  onAct?: () => void;
  cancel: MessageId;
  cancelRef?: Ref<HTMLButtonElement>;
  onCancel: () => void;
}) {
  return (
    <div className={styles.buttons}>
      <button
        type={onAct ? 'button' : 'submit'}
        className="button button--primary"
        disabled={disabled}
        aria-busy={busy}
        onClick={onAct}
      >
        <FormattedMessage id={act} />
      </button>
      <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel}>
        <FormattedMessage id={cancel} />
      </button>
    </div>
  );
}
