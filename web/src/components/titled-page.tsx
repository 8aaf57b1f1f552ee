import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { PageMeta } from './page-meta';

/** A page of one column headed by its title: the same title in the document's head and on the page. */
export function TitledPage({
  title,
  description,
  className,
  children,
}: {
  title: MessageId;
  description: MessageId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${className ?? ''} container`}>
      <PageMeta title={title} description={description} />
      <h1>
        <FormattedMessage id={title} />
      </h1>
      {children}
    </section>
  );
}
