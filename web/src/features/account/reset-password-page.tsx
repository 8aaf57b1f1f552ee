import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { completePasswordReset } from './account-api';
import { describeAccountError, passwordRefusal } from './account-error';
import { LinkRefused } from './link-refused';
import { NewPasswordField } from './new-password-field';
import { useLinkSignIn } from './use-link-sign-in';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import styles from './account-pages.module.css';

/**
 * `/user/reset-password/:token`, the mailed reset link: a new password, then signed in (the server ends every
 * other session). The link is checked when the form is sent.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [refused, setRefused] = useState(false);
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="reset.title" description="reset.description" />
      {refused ? (
        <LinkRefused title="reset.invalid.title" explanation="reset.invalid">
          <p>
            <Link to={paths.forgotPassword.path} className="button button--primary">
              <FormattedMessage id="reset.askAgain" />
            </Link>
          </p>
        </LinkRefused>
      ) : (
        <ResetForm token={token} onRefused={() => setRefused(true)} />
      )}
    </section>
  );
}

const passwordId = 'reset-password';

function ResetForm({ token, onRefused }: { token: string; onRefused: () => void }) {
  const intl = useIntl();
  const heading = useHeadingFocus();
  const alertId = useId();
  const [password, setPassword] = useState('');
  const { pending, error, submit } = useLinkSignIn(
    () => completePasswordReset({ token, password }),
    onRefused,
  );
  const passwordError = passwordRefusal(error, password, intl);
  const problem = error != null && !passwordError ? describeAccountError(error, intl) : null;

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="reset.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="reset.intro" />
      </p>
      <form
        method="post"
        className={styles.form}
        onSubmit={submit}
        aria-describedby={problem ? alertId : undefined}
      >
        <div role="alert" id={alertId} className={styles.alert}>
          {problem && <p className={styles.error}>{problem}</p>}
        </div>
        <NewPasswordField
          id={passwordId}
          label="account.password.new"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={pending}>
            <FormattedMessage id={pending ? 'reset.pending' : 'reset.submit'} />
          </button>
        </div>
      </form>
    </>
  );
}
