import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <section className={`${styles.page} container`}>
      <PageMeta title="notFound.title" description="notFound.description" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.summary" />
      </p>
      <Link to={paths.home.path} className="button button--primary">
        <FormattedMessage id="shell.routeError.home" />
      </Link>
    </section>
  );
}
