import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { AccountForm } from '@/components/account-form/account-form';
import { FocusedHeading } from '@/components/focused-heading';
import { PageMessage } from '@/components/page-message';
import { completePasswordReset } from './account-api';
import { describeAccountError, passwordRefusal } from './account-error';
import { NewPasswordField } from './new-password-field';
import { useLinkSignIn } from './use-link-sign-in';
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
        <PageMessage focused title="reset.invalid.title" text="reset.invalid">
          <p>
            <Link to={paths.forgotPassword.path} className="button button--primary">
              <FormattedMessage id="reset.askAgain" />
            </Link>
          </p>
        </PageMessage>
      ) : (
        <ResetForm token={token} onRefused={() => setRefused(true)} />
      )}
    </section>
  );
}

const passwordId = 'reset-password';

function ResetForm({ token, onRefused }: { token: string; onRefused: () => void }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const { pending, error, submit } = useLinkSignIn(
    () => completePasswordReset({ token, password }),
    onRefused,
  );
  const passwordError = passwordRefusal(error, password, intl);
  const problem = error != null && !passwordError ? describeAccountError(error, intl) : null;

  return (
    <>
      <FocusedHeading title="reset.title" />
      <p className="muted">
        <FormattedMessage id="reset.intro" />
      </p>
      <AccountForm
        problem={problem}
        pending={pending}
        submitLabel="reset.submit"
        pendingLabel="reset.pending"
        onSubmit={submit}
      >
        <NewPasswordField
          id={passwordId}
          label="account.password.new"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </AccountForm>
    </>
  );
}
