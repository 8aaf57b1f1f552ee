import { type RefObject, useId } from 'react';
import { mergeRefs, useTypedValue } from '@/lib/use-typed-value';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { FieldRefusal } from './field-refusal';
import styles from './account-pages.module.css';

/** A new password, with its rule stated under the label and the server's refusal, if any, below the field. */
export function NewPasswordField({
  label,
  value,
  onChange,
  error,
  id: fixedId,
  inputRef,
}: {
  label: MessageId;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** A fixed id, for a field that a test or a label elsewhere names. */
  id?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const typed = useTypedValue<HTMLInputElement>(value, onChange);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <p id={`${id}-rule`} className={styles.hint}>
        <FormattedMessage id="account.password.rule" />
      </p>
      <input
        ref={mergeRefs(typed, inputRef)}
        id={id}
        className={styles.input}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        maxLength={1000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-rule ${id}-error` : `${id}-rule`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldRefusal id={`${id}-error`} message={error} />
    </div>
  );
}
