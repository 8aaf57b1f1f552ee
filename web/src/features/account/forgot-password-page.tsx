import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCarriedAddress } from '@/lib/carried-address';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { requestPasswordReset } from './account-api';
import { describeAccountError } from './account-error';
import { AccountEmailField } from '@/components/message-form/form-fields';
import { AccountForm } from '@/components/account-form/account-form';
import { FocusedHeading } from '@/components/focused-heading';
import styles from './account-pages.module.css';

const emailId = 'forgot-password-email';

/**
 * `/user/forgot-password`: asks for a reset link. The answer is the same whether the address has an account
 * or not, so the page cannot tell who has one.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const problem = error != null ? describeAccountError(error, intl) : null;
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The address typed on the sign-in form, even after its link was followed (see useCarriedAddress).
  const emailField = useRef<HTMLInputElement>(null);
  useCarriedAddress(emailField, setEmail);

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
      <FocusedHeading title="forgot.title" />
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
      <AccountForm
        problem={problem}
        pending={state === 'pending'}
        submitLabel="forgot.submit"
        pendingLabel="forgot.pending"
        onSubmit={submit}
        besideSubmit={
          <Link to={paths.user.path}>
            <FormattedMessage id="forgot.backToSignIn" />
          </Link>
        }
      >
        <AccountEmailField
          id={emailId}
          ref={emailField}
          label={intl.formatMessage({ id: 'forgot.email' })}
          value={email}
          onValueChange={setEmail}
        />
      </AccountForm>
    </section>
  );
}
