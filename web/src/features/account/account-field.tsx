import type { InputHTMLAttributes, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { FieldRefusal } from './field-refusal';
import styles from './account-pages.module.css';

/** What the account pages ask for, named as browsers and password managers read it. */
const inputs = {
  name: { name: 'name', autoComplete: 'name', maxLength: 120 },
  newPassword: { type: 'password', name: 'password', autoComplete: 'new-password', maxLength: 1000 },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

/**
 * A required field of the account pages: its label, the rule it follows under the label if it has one, the
 * input, and the server's refusal, if any, below it.
 */
export function AccountField({
  input,
  id,
  label,
  rule,
  value,
  onChange,
  error,
  inputRef,
}: {
  input: keyof typeof inputs;
  id: string;
  label: MessageId;
  rule?: MessageId;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const describedBy = [rule && `${id}-rule`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {rule && (
        <p id={`${id}-rule`} className={styles.hint}>
          <FormattedMessage id={rule} />
        </p>
      )}
      <input
        {...inputs[input]}
        ref={inputRef}
        id={id}
        className={styles.input}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldRefusal id={`${id}-error`} message={error} />
    </div>
  );
}
