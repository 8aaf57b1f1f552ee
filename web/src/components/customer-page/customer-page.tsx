import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/i18n/catalogue';
import { paths } from '@/lib/paths';
import { FocusedHeading } from '../focused-heading';
import { PageMessage } from '../page-message';
import { PageMeta } from '../page-meta';
import { TitledSection } from '../titled-section';
import type { DocumentLoad } from './use-customer-document';
import styles from './customer-page.module.css';

/** What a customer's page says while its document loads, or instead of it. */
export interface CustomerPageMessages {
  title: MessageId;
  description: MessageId;
  loading: MessageId;
  notFoundTitle: MessageId;
  notFound: MessageId;
  contact: MessageId;
  loadFailed: MessageId;
  retry: MessageId;
}

/**
 * The page a customer opens from a mail's link: the document once found, or what stands in its place (loading,
 * a link that opens nothing, a server out of reach with a way to try again).
 */
export function CustomerPage<T>({
  load,
  messages,
  onRetry,
  className,
  alertClassName,
  children,
}: {
  load: DocumentLoad<T>;
  messages: CustomerPageMessages;
  onRetry: () => void;
  className?: string;
  /** The look of the alert that says the server could not be reached. */
  alertClassName: string | undefined;
  children: (document: T) => ReactNode;
}) {
  return (
    <section className={[styles.page, className, 'container'].filter(Boolean).join(' ')}>
      <PageMeta
        title={load.status === 'notFound' ? messages.notFoundTitle : messages.title}
        description={messages.description}
      />
      {load.status === 'loading' && (
        <p role="status">
          <FormattedMessage id={messages.loading} />
        </p>
      )}
      {load.status === 'notFound' && (
        <PageMessage focused title={messages.notFoundTitle} text={messages.notFound}>
          <Link to={paths.contact.path} className="button button--primary">
            <FormattedMessage id={messages.contact} />
          </Link>
        </PageMessage>
      )}
      {load.status === 'failed' && (
        <>
          <FocusedHeading title={messages.title} />
          <div role="alert" className={alertClassName}>
            <p>
              <FormattedMessage id={messages.loadFailed} />
            </p>
            <button type="button" className="button button--ghost" onClick={onRetry}>
              <FormattedMessage id={messages.retry} />
            </button>
          </div>
        </>
      )}
      {load.status === 'found' && children(load.document)}
    </section>
  );
}

/** A part of a customer's page under its own heading, set apart by a rule. */
export function CustomerSection({
  className,
  ...section
}: {
  id: string;
  title: MessageId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection {...section} className={className ? `${styles.section} ${className}` : styles.section} />
  );
}

/** Ways to write or call about the document, each a link. */
export function HelpLinks({ children }: { children: ReactNode }) {
  return <ul className={styles.helpLinks}>{children}</ul>;
}

/** The document's number, under the page's heading. */
export function DocumentNumber({ children }: { children: ReactNode }) {
  return <p className={styles.number}>{children}</p>;
}

/** A fact of the document in its description list: its name, then its value. */
export function Detail({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
