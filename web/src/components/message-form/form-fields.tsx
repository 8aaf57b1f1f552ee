import type { InputHTMLAttributes, ReactNode, RefObject, TextareaHTMLAttributes } from 'react';
import { mergeRefs, useTypedValue } from '@/lib/use-typed-value';
import { useComponentMessages } from '@/i18n/component-catalogue';
import { fieldLimits } from '@shared/message-payloads';
import { formFieldsMessages } from './form-fields-messages';
import styles from './message-form.module.css';

interface FieldBase {
  id: string;
  label: string;
  value: string;
  /** The server refused this field: marked for assistive technology and styled. */
  invalid?: boolean;
  onValueChange: (value: string) => void;
  /** Under the control, e.g. a format hint or the field's error, already linked by aria-describedby. */
  children?: ReactNode;
}

type FieldName = keyof typeof fieldLimits;

/**
 * What each field of a message form takes from the form's state, by name: its id, label, length limit, value,
 * whether the server refused it, and how it updates. `<InputField {...bind('email')} type="email" />`.
 */
export function fieldBinder<Name extends FieldName>(form: {
  idPrefix: string;
  labels: Record<Name, string>;
  values: Record<NoInfer<Name>, string>;
  errors: Record<string, string>;
  update: (name: NoInfer<Name>) => (value: string) => void;
}) {
  return (name: Name) => ({
    id: `${form.idPrefix}-${name}`,
    name,
    label: form.labels[name],
    maxLength: fieldLimits[name],
    value: form.values[name],
    invalid: Boolean(form.errors[name]),
    onValueChange: form.update(name),
  });
}

type ControlProps<Attributes> = FieldBase & Omit<Attributes, 'id' | 'value' | 'onChange' | 'children'>;

/** A labelled one-line field of the site's forms, required unless `required={false}`. */
export function InputField({
  ref,
  ...props
}: ControlProps<InputHTMLAttributes<HTMLInputElement>> & { ref?: RefObject<HTMLInputElement | null> }) {
  const { label, children, control } = splitField(props);
  const typed = useTypedValue<HTMLInputElement>(props.value, props.onValueChange);
  return (
    <Labelled id={props.id} label={label}>
      <input ref={mergeRefs(typed, ref)} {...control} />
      {children}
    </Labelled>
  );
}

type InputFieldProps = Parameters<typeof InputField>[0];

/** The address of an account form (sign-in, forgotten password): the one the browser fills in as the user name. */
export function AccountEmailField(
  props: Omit<InputFieldProps, 'type' | 'name' | 'autoComplete' | 'maxLength'>,
) {
  return <InputField {...props} type="email" name="email" autoComplete="username" maxLength={254} />;
}

/** A labelled, required multi-line field of a message form. */
export function TextAreaField(props: ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { label, children, control } = splitField(props);
  const typed = useTypedValue<HTMLTextAreaElement>(props.value, props.onValueChange);
  return (
    <Labelled id={props.id} label={label}>
      <textarea ref={typed} {...control} />
      {children}
    </Labelled>
  );
}

function splitField<Rest extends { className?: string }>({
  label,
  children,
  value,
  invalid,
  onValueChange,
  className,
  ...rest
}: FieldBase & Rest) {
  const control = {
    // Required unless the field says otherwise (`required={false}`).
    required: true,
    ...rest,
    className: className ? `${styles.input} ${className}` : styles.input,
    value,
    'aria-invalid': invalid || undefined,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
  return { label, children, control };
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The anti-spam trap: people never see, reach or hear it; bots that fill every input fill it, and the
 * server then drops their message without saying so.
 */
export function HoneypotField(props: { value: string; onChange: (value: string) => void }) {
  const t = useComponentMessages(formFieldsMessages);
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {t('formFields.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** A form's send button: disabled, and saying so, while the form is being sent. */
export function SubmitButton(props: { pending: boolean; children: ReactNode }) {
  const t = useComponentMessages(formFieldsMessages);
  return (
    <button className="button button--primary" type="submit" disabled={props.pending}>
      {props.pending ? t('formFields.sending') : props.children}
    </button>
  );
}
