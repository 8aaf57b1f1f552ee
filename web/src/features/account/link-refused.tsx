import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { useHeadingFocus } from '@/lib/use-heading-focus';

/** A mailed link the server no longer accepts: what happened, and what to do instead. */
export function LinkRefused({
  title,
  explanation,
  children,
}: {
  title: MessageId;
  explanation: MessageId;
  children?: ReactNode;
}) {
  const heading = useHeadingFocus();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={explanation} />
      </p>
      {children}
    </>
  );
}
