import { type FormEvent, useId, useRef, useState } from 'react';
import { HoneypotField, SubmitButton } from '@/components/message-form/form-fields';
import { FormStatus } from '@/components/message-form/form-status';
import formStyles from '@/components/message-form/message-form.module.css';
import { useComponentMessages } from '@/i18n/component-catalogue';
import { useSendMessage } from '@/lib/messages-api';
import { useSettings } from '@/lib/settings';
import { fieldLimits } from '@shared/message-payloads';
import { infoRequestMessages } from './info-request-messages';
import styles from './info-request-block.module.css';

/**
 * The app page's information request for integrators: an e-mail address, and the owner receives a preset
 * request in the visitor's language (a contact payload with an empty name).
 */
export function InfoRequestBlock() {
  const t = useComponentMessages(infoRequestMessages);
  const { business } = useSettings();
  const app = business.appName;
  const { send, isPending, error, reset } = useSendMessage();
  const [email, setEmail] = useState('');
  const [hp, setHp] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const emailId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    send(
      { type: 'contact', name: '', email, message: t('infoRequest.preset', { app }), hp },
      {
        onSuccess() {
          setEmail('');
          setHp('');
          setSent(true);
        },
      },
    );
  };

  return (
    <section className={`${styles.block} tone-dark`} aria-labelledby={titleId}>
      <div className={`${styles.inner} container`}>
        <div className={styles.copy}>
          <h2 id={titleId}>{t('infoRequest.title', { app })}</h2>
          <p>{t('infoRequest.intro', { app, brand: business.controlSystemBrand })}</p>
        </div>
        <form ref={formRef} className={styles.form} onSubmit={submit}>
          <div className={styles.row}>
            <label className={styles.label} htmlFor={emailId}>
              {t('infoRequest.email')}
            </label>
            <input
              id={emailId}
              className={`${formStyles.input} ${styles.input}`}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={fieldLimits.email}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (sent) setSent(false);
                if (error) reset();
              }}
            />
            <SubmitButton pending={isPending}>{t('infoRequest.send')}</SubmitButton>
          </div>
          <HoneypotField value={hp} onChange={setHp} />
          <FormStatus
            success={sent ? t('infoRequest.sent') : null}
            error={error}
            labels={{ email: t('infoRequest.email') }}
            onRetry={() => formRef.current?.requestSubmit()}
          />
        </form>
      </div>
    </section>
  );
}
