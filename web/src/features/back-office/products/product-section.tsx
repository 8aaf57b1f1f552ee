import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './products.module.css';

/** A titled part of a product's page or of the list, with a line on what it is for (`intro`) where it needs one. */
export function ProductSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: MessageId;
  intro?: MessageId;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {intro && (
        <p className={fields.hint}>
          <FormattedMessage id={intro} />
        </p>
      )}
      {children}
    </section>
  );
}
