import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { requestPasswordReset } from './account-api';
import { describeAccountError } from './account-error';
import { AccountEmailField } from '@/components/message-form/form-fields';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import styles from './account-pages.module.css';

const emailId = 'forgot-password-email';

/**
 * `/user/forgot-password`: asks for a reset link. The answer is the same whether the address has an account
 * or not, so the page cannot tell who has one.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const heading = useHeadingFocus();
  const alertId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const problem = error != null ? describeAccountError(error, intl) : null;
  const confirmation = useRef<HTMLParagraphElement>(null);

  // The button is disabled while the request runs, which drops focus: it lands on the answer instead.
  useEffect(() => {
    if (state === 'sent') confirmation.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('pending');
    setError(null);
    try {
      await requestPasswordReset(email);
      setState('sent');
    } catch (caught) {
      setError(caught);
      setState('idle');
    }
  }

  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="forgot.title" description="forgot.description" />
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="forgot.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="forgot.intro" />
      </p>
      <div role="status" className={styles.alert}>
        {state === 'sent' && (
          <p ref={confirmation} tabIndex={-1} className={styles.success}>
            <FormattedMessage id="forgot.sent" />
          </p>
        )}
      </div>
      <form
        method="post"
        className={styles.form}
        onSubmit={submit}
        aria-describedby={problem ? alertId : undefined}
      >
        <div role="alert" id={alertId} className={styles.alert}>
          {problem && <p className={styles.error}>{problem}</p>}
        </div>
        <AccountEmailField
          id={emailId}
          label={intl.formatMessage({ id: 'forgot.email' })}
          value={email}
          onValueChange={setEmail}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={state === 'pending'}>
            <FormattedMessage id={state === 'pending' ? 'forgot.pending' : 'forgot.submit'} />
          </button>
          <Link to={paths.user.path}>
            <FormattedMessage id="forgot.backToSignIn" />
          </Link>
        </div>
      </form>
    </section>
  );
}
