import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import formStyles from '@/components/message-form/message-form.module.css';
import type { MessageId } from '@/i18n/catalogue';

/** What a control under a label takes: its id, whether it was refused, and what describes it. */
export interface QuoteFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FieldProps {
  /** The control's id, when something else points at it (the focus after a line moves). */
  id?: string;
  label: MessageId;
  /** How to fill it. */
  hint?: MessageId;
  error?: ReactNode;
  className?: string;
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
}: FieldProps & { children: (control: QuoteFieldControl) => ReactNode }) {
  const generated = useId();
  const id: string = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${formStyles.field} ${className}` : formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: formStyles.input ?? '',
      })}
      {hint && (
        <span id={hintId} className={formStyles.hint}>
          <FormattedMessage id={hint} />
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

/**
 * A field whose control is one line of text: a number is typed as text (`inputMode` brings the keyboard it
 * needs, and the browser suggests nothing), a date in the browser's picker.
 */
export function QuoteInput({
  value,
  onValue,
  inputMode,
  type,
  required,
  ...field
}: FieldProps & {
  value: string;
  onValue: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type' | 'required'>) {
  return (
    <QuoteField {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={inputMode ? 'off' : undefined}
          required={required}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </QuoteField>
  );
}

/** A field whose control is a choice among `options`, each shown by its label. */
export function QuoteSelect<T extends string | number>({
  value,
  options,
  labelOf,
  onValue,
  ...field
}: FieldProps & {
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onValue: (value: T) => void;
}) {
  return (
    <QuoteField {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onValue(options.find((option) => String(option) === event.target.value) ?? value)
          }
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </QuoteField>
  );
}
