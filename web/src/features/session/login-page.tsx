import { FormattedMessage } from 'react-intl';
import { usePageMeta } from '@/lib/use-page-meta';
import styles from './session-pages.module.css';

/** Spec §2: a placeholder with no form; the sentence is repeated twelve times. */
export const LOGIN_LINE_REPEAT = 12;

export default function LoginPage() {
  usePageMeta('login.title', 'login.description');
  return (
    <section className={`${styles.page} container`}>
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
