import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError } from '@/lib/lazy-chunk';
import { paths } from '@/lib/paths';
import { PageMessage } from '@/components/page-message';
import styles from './route-error-page.module.css';

/** The router's error element: a failed chunk offers a reload; anything else is an unexpected error. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof ChunkLoadError;

  useEffect(() => {
    if (!chunkFailed) {
      document.title = 'Unexpected Application Error!';
      console.error(error);
    }
  }, [chunkFailed, error]);

  if (chunkFailed) {
    return (
      <section className={styles.panel} role="alert">
        <PageMessage title="shell.chunkError.title" text="shell.chunkError.text">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            <FormattedMessage id="shell.chunkError.reload" />
          </button>
        </PageMessage>
      </section>
    );
  }

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className={styles.panel} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className={styles.detail}>{detail}</p>
      <Link className="button button--primary" to={paths.home.path} reloadDocument>
        <FormattedMessage id="shell.routeError.home" />
      </Link>
    </section>
  );
}
