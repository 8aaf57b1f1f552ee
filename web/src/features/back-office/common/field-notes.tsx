import { type ReactNode, useId } from 'react';
import styles from '@/features/back-office/common/records.module.css';

export interface FieldNoteIds {
  hintId: string;
  errorId: string;
  /** The field's `aria-describedby`: its hint, and its error while one is shown. */
  describedBy: string;
}

/** The ids of a field's hint and error, and what describes the field. */
export function useFieldNotes(showError: boolean): FieldNoteIds {
  const hintId = useId();
  const errorId = useId();
  return { hintId, errorId, describedBy: showError ? `${hintId} ${errorId}` : hintId };
}

/** Under a field: how to fill it, and why what it holds was refused. */
export function FieldNotes({ ids, hint, error }: { ids: FieldNoteIds; hint: ReactNode; error?: ReactNode }) {
  return (
    <>
      <p id={ids.hintId} className="muted">
        {hint}
      </p>
      {error && (
        <p id={ids.errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}
