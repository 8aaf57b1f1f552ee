import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ApiError, NetworkError } from '@/lib/api-client';
import { signIn } from './auth-api';
import { useCompleteSignIn } from '@/lib/session/complete-sign-in';
import { useSessionEndReason } from '@/lib/session/session-end';
import { AccountEmailField, InputField } from '@/components/message-form/form-fields';
import { useAddressToCarry } from '@/lib/carried-address';
import { AccountForm } from '@/components/account-form/account-form';
import styles from './session-pages.module.css';

/**
 * E-mail and password, posted to the API; on success the spec's login action. What was typed stays in the
 * fields whatever went wrong, and the reason is announced.
 */
export function SignInForm() {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const sessionEndReason = useSessionEndReason();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const emailField = useRef<HTMLInputElement>(null);
  useAddressToCarry(emailField);
  // Why the server signed this browser out, until the next attempt says something newer.
  const problem =
    error != null
      ? describeSignInError(error, intl)
      : sessionEndReason && intl.formatMessage({ id: `sessionEnd.${sessionEndReason}` });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      completeSignIn(await signIn({ email, password }));
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  async function signInWithPasskey() {
    setPending(true);
    setError(null);
    try {
      // The WebAuthn helper is downloaded only by those who press the button.
      const passkey = await import('./passkey-sign-in');
      completeSignIn(await passkey.signInWithPasskey());
    } catch (caught) {
      setError(new PasskeyFailure(caught));
      setPending(false);
    }
  }

  return (
    <AccountForm
      problem={problem}
      pending={pending}
      submitLabel="signIn.submit"
      pendingLabel="signIn.pending"
      onSubmit={submit}
      besideSubmit={
        <Link to={paths.forgotPassword.path}>
          <FormattedMessage id="signIn.forgotPassword" />
        </Link>
      }
      footer={
        <div className={styles.passkey}>
          <button
            type="button"
            className="button button--ghost"
            disabled={pending}
            onClick={() => void signInWithPasskey()}
          >
            <FormattedMessage id="signIn.passkey" />
          </button>
        </div>
      }
    >
      <AccountEmailField
        id="sign-in-email"
        ref={emailField}
        label={intl.formatMessage({ id: 'signIn.email' })}
        value={email}
        onValueChange={setEmail}
      />
      <InputField
        id="sign-in-password"
        label={intl.formatMessage({ id: 'signIn.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={1000}
        value={password}
        onValueChange={setPassword}
      />
    </AccountForm>
  );
}

/** A passkey sign-in that did not end signed in: refused by the server, or cancelled in the browser. */
class PasskeyFailure extends Error {
  constructor(readonly failure: unknown) {
    super('passkey sign-in failed', { cause: failure });
  }
}

function describeSignInError(error: unknown, intl: ReturnType<typeof useIntl>): string {
  if (error instanceof PasskeyFailure) {
    const { failure } = error;
    if (failure instanceof ApiError && failure.status === 401) {
      return intl.formatMessage({ id: 'signIn.error.passkeyRefused' });
    }
    if (failure instanceof ApiError || failure instanceof NetworkError) {
      return describeSignInError(failure, intl);
    }
    // The browser's prompt was closed, timed out, or the browser has no passkey support.
    return intl.formatMessage({ id: 'signIn.error.passkeyCancelled' });
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return intl.formatMessage({ id: 'signIn.error.credentials' });
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      // The account's ceiling: this address did nothing wrong, and there are ways in that are never paused.
      const paused = error.code === 'sign_in_paused';
      return intl.formatMessage({ id: paused ? 'signIn.error.paused' : 'signIn.error.locked' }, { minutes });
    }
    if (error.status === 400) return intl.formatMessage({ id: 'signIn.error.invalid' });
    return intl.formatMessage({ id: 'signIn.error.server' }, { status: error.status });
  }
  // A NetworkError: the request got no answer.
  return intl.formatMessage({ id: 'signIn.error.network' });
}
