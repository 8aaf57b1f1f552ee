import { LogIn, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useMainStoreAfterHydration } from '@/lib/session/main-store';
import styles from './icon-button.module.css';

/** Top-bar link to /user: a user icon when signed in, a sign-in icon otherwise. */
export function UserLink() {
  const intl = useIntl();
  const authenticated = useMainStoreAfterHydration((state) => state.authenticated);
  const Icon = authenticated ? UserRound : LogIn;
  return (
    <Link
      to={paths.user.path}
      className={styles.iconButton}
      aria-label={intl.formatMessage({ id: authenticated ? 'shell.user.account' : 'shell.user.signIn' })}
      data-icon={authenticated ? 'user' : 'sign-in'}
    >
      <Icon size={22} aria-hidden="true" />
    </Link>
  );
}
