import { FormattedMessage } from 'react-intl';
import { PageMeta } from '@/components/page-meta';
import styles from './session-pages.module.css';

/** Spec §2: a placeholder with no form; the sentence is repeated twelve times. */
export const LOGIN_LINE_REPEAT = 12;

export default function LoginPage() {
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="login.title" description="login.description" />
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      {Array.from({ length: LOGIN_LINE_REPEAT }, (_, index) => (
        <p key={index}>
          <FormattedMessage id="login.line" />
        </p>
      ))}
    </section>
  );
}
