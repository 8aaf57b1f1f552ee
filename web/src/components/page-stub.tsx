import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { usePageMeta } from '@/lib/use-page-meta';
import styles from './page-stub.module.css';

/** A page whose issue has not landed yet: its heading and a one-line summary, nothing more. */
export function PageStub(props: { title: MessageId; description: MessageId; summary: MessageId }) {
  usePageMeta(props.title, props.description);
  return (
    <section className={`${styles.stub} container`}>
      <h1>
        <FormattedMessage id={props.title} />
      </h1>
      <p>
        <FormattedMessage id={props.summary} />
      </p>
    </section>
  );
}
