import { type Ref, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
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
  /** A fixed id, for a field of a prerendered form (`usePrerenderedInput` finds it by id). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <p id={`${id}-rule`} className={styles.hint}>
        <FormattedMessage id="account.password.rule" />
      </p>
      <input
        ref={inputRef}
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
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
