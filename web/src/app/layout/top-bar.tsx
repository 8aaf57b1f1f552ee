import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { LanguageSwitch } from './language-switch';
import { SiteMenu } from './site-menu';
import { UserLink } from './user-link';
import styles from './top-bar.module.css';

export function TopBar() {
  const intl = useIntl();
  const { business } = useSettings();
  return (
    <header className={styles.bar}>
      <Link
        to={paths.home.path}
        className={styles.brand}
        aria-label={intl.formatMessage({ id: 'shell.brandHome' }, { name: business.businessName })}
      >
        <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M14 33 32 17l18 16v15a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3z" />
          <circle cx="32" cy="38" r="5" />
        </svg>
        <span>{business.businessName}</span>
      </Link>
      <div className={styles.actions}>
        <LanguageSwitch />
        <UserLink />
        <SiteMenu />
      </div>
    </header>
  );
}
