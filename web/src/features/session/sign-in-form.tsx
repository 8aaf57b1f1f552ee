import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '@/i18n/locale-store';
import { ApiError } from '@/lib/api-client';
import { signIn } from './auth-api';
import { useMainStore } from './main-store';
import { forgetSessionEnd, useSessionEndReason } from './session-end';
import styles from './session-pages.module.css';

// Disabled in the prerendered first screen: a form sent before the app runs would go nowhere useful.
const prerendered = import.meta.env.SSR;

/**
 * E-mail and password, posted to the API; on success the spec's login action. What was typed stays in the
 * fields whatever went wrong, and the reason is announced.
 */
export function SignInForm() {
  const intl = useIntl();
  const locale = useLocale();
  const login = useMainStore((state) => state.login);
  const sessionEndReason = useSessionEndReason();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorId = useId();
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
      const session = await signIn({ email, password });
      forgetSessionEnd();
      // The spec keeps `language` under the key the language switch also uses: storing the language the
      // interface shows now keeps the next visit in it, rather than switching to the account's.
      login({ ...session, language: locale });
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={submit}
      aria-describedby={problem ? errorId : undefined}
    >
      <div role="alert" id={errorId} className={styles.alert}>
        {problem && <p className={styles.error}>{problem}</p>}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="sign-in-email">
          <FormattedMessage id="signIn.email" />
        </label>
        <input
          id="sign-in-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="sign-in-password">
          <FormattedMessage id="signIn.password" />
        </label>
        <input
          id="sign-in-password"
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={1000}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending || prerendered}>
          <FormattedMessage id={pending ? 'signIn.pending' : 'signIn.submit'} />
        </button>
      </div>
    </form>
  );
}

function describeSignInError(error: unknown, intl: ReturnType<typeof useIntl>): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return intl.formatMessage({ id: 'signIn.error.credentials' });
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return intl.formatMessage({ id: 'signIn.error.locked' }, { minutes });
    }
    if (error.status === 400) return intl.formatMessage({ id: 'signIn.error.invalid' });
    return intl.formatMessage({ id: 'signIn.error.server' }, { status: error.status });
  }
  // A NetworkError: the request got no answer.
  return intl.formatMessage({ id: 'signIn.error.network' });
}
