import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import styles from '@/features/back-office/common/back-office.module.css';

type Values = ComponentProps<typeof FormattedMessage>['values'];

/**
 * What an action said, next to it: always in the page, so that a screen reader hears the message when it
 * appears; empty until then.
 */
export function ActionNote({
  role,
  className,
  message,
  values,
}: {
  /** `alert` for a failure, `status` for what was done. */
  role: 'alert' | 'status';
  className: string | undefined;
  message: MessageId | false | null | undefined | '';
  values?: Values;
}) {
  return (
    <p role={role} className={className}>
      {message && <FormattedMessage id={message} values={values} />}
    </p>
  );
}

/** Why an action failed, next to its button. */
export function ActionError({
  message,
  values,
}: {
  message: MessageId | false | null | undefined | '';
  values?: Values;
}) {
  return <ActionNote role="alert" className={styles.inlineError} message={message} values={values} />;
}
