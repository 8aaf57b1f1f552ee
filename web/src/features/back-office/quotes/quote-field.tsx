import { type ReactNode, useId } from 'react';
import formStyles from '@/components/message-form/message-form.module.css';

/** What a control under a label takes: its id, whether it was refused, and what describes it. */
export interface QuoteFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * One field of the quote's editor: its label, the control, how to fill it and, next to it, why what it holds
 * was refused (by the browser's check or the server).
 */
export function QuoteField({
  id: givenId,
  label,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id, when something else points at it (the focus after a line moves). */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (control: QuoteFieldControl) => ReactNode;
}) {
  const generated = useId();
  const id: string = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${formStyles.field} ${className}` : formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: formStyles.input ?? '',
      })}
      {hint && (
        <span id={hintId} className={formStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
