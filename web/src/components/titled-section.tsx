import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';

/** A part of a page under its own heading, which names it for assistive technology (`id` is the heading's). */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: MessageId;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}
