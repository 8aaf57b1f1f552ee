import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { useHeadingFocus } from '@/lib/use-heading-focus';

/** The heading of a page, or of its new state, that takes the focus when it appears (see useHeadingFocus). */
export function FocusedHeading({ title }: { title: MessageId }) {
  const heading = useHeadingFocus();
  return (
    <h1 ref={heading} tabIndex={-1}>
      <FormattedMessage id={title} />
    </h1>
  );
}
