import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { FieldNotes, useFieldNotes } from './field-notes';

/** What the control under a label takes: the id its label names, and what describes it. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
}

/**
 * A form's control under its label, then how to fill it (`hint`) and why what it holds was refused (`error`);
 * with `className`, all in the block that lays out the form's fields.
 */
export function LabelledField({
  label,
  className,
  hint,
  error,
  children,
}: {
  label: MessageId;
  className?: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const notes = useFieldNotes(Boolean(error));
  const field = (
    <>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children({ id, 'aria-describedby': hint ? notes.describedBy : undefined })}
      {hint && <FieldNotes ids={notes} hint={hint} error={error} />}
    </>
  );
  return className === undefined ? field : <div className={className}>{field}</div>;
}
