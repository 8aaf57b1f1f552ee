import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { PageMessage } from '@/components/page-message';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="notFound.title" description="notFound.description" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <PageMessage title="notFound.title" text="notFound.summary">
        <Link to={paths.home.path} className="button button--primary">
          <FormattedMessage id="shell.routeError.home" />
        </Link>
      </PageMessage>
    </section>
  );
}
