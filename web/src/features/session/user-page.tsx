import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PageMeta } from '@/components/page-meta';
import { useMainStore } from './main-store';
import styles from './session-pages.module.css';

export default function UserPage() {
  const { authenticated, username, role, logout } = useMainStore((state) => state);
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="user.title" description="user.description" />
      <h1>
        <FormattedMessage id="user.title" />
      </h1>
      {authenticated ? (
        <>
          <p>
            <FormattedMessage id="user.signedInAs" values={{ name: <strong>{username}</strong> }} />
          </p>
          <p>
            <FormattedMessage id="user.role" values={{ role }} />
          </p>
          <button type="button" className="button button--primary" onClick={logout}>
            <FormattedMessage id="user.logout" />
          </button>
        </>
      ) : (
        <p>
          <FormattedMessage id="user.signedOut" />{' '}
          <Link to={paths.login.path}>
            <FormattedMessage id="user.goToLogin" />
          </Link>
        </p>
      )}
    </section>
  );
}
