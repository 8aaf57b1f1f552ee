import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, type To } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import type { FeatureMessagesModule, MessageId } from '@/i18n/catalogue';
import { FeatureMessages } from '@/i18n/feature-messages';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import styles from '@/features/back-office/common/back-office.module.css';

/**
 * A view's route page: the view rendered inside its area's messages, which come with its chunk
 * (docs/decisions/005).
 */
export function withMessages(messages: FeatureMessagesModule, View: ComponentType): ComponentType {
  return function ViewWithMessages() {
    return (
      <FeatureMessages messages={messages}>
        <View />
      </FeatureMessages>
    );
  };
}

/**
 * A view's title, in the document head and as its heading, which takes the focus when the view appears; after
 * the way back to the list it belongs to, where it has one.
 */
export function ViewTitle({
  title,
  description = 'backOffice.description',
  id,
  back,
}: {
  title: MessageId;
  description?: MessageId;
  /** For a section or a list the heading names. */
  id?: string;
  back?: { to: To; label: MessageId };
}) {
  const heading = useHeadingFocus();
  return (
    <>
      <PageMeta title={title} description={description} />
      {back && (
        <Link to={back.to} className={styles.back}>
          <FormattedMessage id={back.label} />
        </Link>
      )}
      <h1 id={id} ref={heading} tabIndex={-1}>
        <FormattedMessage id={title} />
      </h1>
    </>
  );
}
