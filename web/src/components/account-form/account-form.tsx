import { type FormEvent, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from './account-form.module.css';

/**
 * A form of the sign-in and account pages: why the server refused it, announced above the fields; the fields;
 * the submit button, saying so while the form is sent, with the links that go beside it.
 */
export function AccountForm({
  problem,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  besideSubmit,
  footer,
  children,
}: {
  problem: string | null | undefined;
  pending: boolean;
  submitLabel: MessageId;
  pendingLabel: MessageId;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  besideSubmit?: ReactNode;
  /** Under the submit row, e.g. another way to sign in. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const alertId = useId();
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      aria-describedby={problem ? alertId : undefined}
    >
      <div role="alert" id={alertId} className={styles.alert}>
        {problem && <p className={styles.error}>{problem}</p>}
      </div>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={pending}>
          <FormattedMessage id={pending ? pendingLabel : submitLabel} />
        </button>
        {besideSubmit}
      </div>
      {footer}
    </form>
  );
}
