import { FormattedMessage } from 'react-intl';
import { TitledPage } from '@/components/titled-page';
import styles from './session-pages.module.css';

/** Spec §2: a placeholder with no form; the sentence is repeated twelve times. */
export const LOGIN_LINE_REPEAT = 12;

export default function LoginPage() {
  return (
    <TitledPage title="login.title" description="login.description" className={styles.page}>
      {Array.from({ length: LOGIN_LINE_REPEAT }, (_, index) => (
        <p key={index}>
          <FormattedMessage id="login.line" />
        </p>
      ))}
    </TitledPage>
  );
}
