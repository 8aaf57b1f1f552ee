import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { FocusedHeading } from './focused-heading';

/** What a page has to say instead of its content: a heading, the sentence that explains, what to do next. */
export function PageMessage({
  title,
  text,
  level = 1,
  focused = false,
  children,
}: {
  title: MessageId;
  text: MessageId;
  level?: 1 | 2;
  /** The heading takes the focus when it appears: the message replaces what the page showed. */
  focused?: boolean;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {focused ? (
        <FocusedHeading title={title} />
      ) : (
        <Heading>
          <FormattedMessage id={title} />
        </Heading>
      )}
      <p>
        <FormattedMessage id={text} />
      </p>
      {children}
    </>
  );
}
