import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormStatus } from '@/components/message-form/form-status';
import formStyles from '@/components/message-form/message-form.module.css';
import {
  fieldBinder,
  HoneypotField,
  InputField,
  SubmitButton,
  TextAreaField,
} from '@/components/message-form/form-fields';
import { ApiError } from '@/lib/api-client';
import { useSendMessage } from '@/lib/messages-api';
import { afterNextPaint } from '@/lib/when-idle';
import styles from './contact-page.module.css';

const empty = { name: '', email: '', message: '', hp: '' };

/** Name, Email, Message and the honeypot; posted without a reload, reset once the server has stored it. */
export function ContactForm() {
  const intl = useIntl();
  const { send, isPending, error, reset } = useSendMessage();
  const [values, setValues] = useState(empty);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const labels = {
    name: intl.formatMessage({ id: 'contact.form.name' }),
    email: intl.formatMessage({ id: 'contact.form.email' }),
    message: intl.formatMessage({ id: 'contact.form.message' }),
  };
  const fieldErrors = error instanceof ApiError ? error.fields : {};

  const update = (field: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (sent) setSent(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    reset();
    // The button says it is sending in the frame after the press; the request, and the answer a fast server
    // sends back at once, follow in the tasks after that frame (issue 38).
    setSubmitting(true);
    const message = { type: 'contact' as const, ...values };
    afterNextPaint(() => {
      setSubmitting(false);
      send(message, {
        onSuccess() {
          setValues(empty);
          setSent(true);
        },
      });
    });
  };

  const bind = fieldBinder({ idPrefix: 'contact', labels, values, errors: fieldErrors, update });

  return (
    <section className={styles.formCard} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">
        <FormattedMessage id="contact.form.heading" />
      </h2>
      <p className={formStyles.hint}>
        <FormattedMessage id="contact.form.required" />
      </p>
      <form ref={formRef} className={formStyles.form} onSubmit={submit}>
        <InputField {...bind('name')} type="text" autoComplete="name" />
        <InputField {...bind('email')} type="email" autoComplete="email" />
        <TextAreaField {...bind('message')} rows={7} />
        <HoneypotField value={values.hp} onChange={update('hp')} />
        <div className={formStyles.actions}>
          <SubmitButton pending={isPending || submitting}>
            <FormattedMessage id="contact.form.submit" />
          </SubmitButton>
        </div>
        <FormStatus
          success={sent ? <FormattedMessage id="contact.form.sent" /> : null}
          error={error}
          labels={labels}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      </form>
    </section>
  );
}
