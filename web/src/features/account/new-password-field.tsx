import { type RefObject, useId } from 'react';
import { mergeRefs, useTypedValue } from '@/lib/use-typed-value';
import type { MessageId } from '@/i18n/catalogue';
import { AccountField } from './account-field';

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
  const typed = useTypedValue<HTMLInputElement>(value, onChange);
  return (
    <AccountField
      input="newPassword"
      id={fixedId ?? generatedId}
      label={label}
      rule="account.password.rule"
      value={value}
      onChange={onChange}
      error={error}
      inputRef={mergeRefs(typed, inputRef)}
    />
  );
}
