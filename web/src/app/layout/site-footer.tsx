import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import styles from './site-footer.module.css';

/** The footer's pages, in order, each named by its `shell.footer.<page>` message. */
const pages = ['installer', 'appPrivacy', 'alexaTerms', 'alexaPrivacy', 'googleHomePrivacy'] as const;

export function SiteFooter() {
  const intl = useIntl();
  const { business } = useSettings();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.legal' })}>
        <ul className={styles.links}>
          {pages.map((page) => (
            <li key={page}>
              <Link to={paths[page].path}>
                <FormattedMessage id={`shell.footer.${page}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.rights}>
        <FormattedMessage
          id="shell.footer.rights"
          values={{ year: new Date().getFullYear(), name: business.businessName }}
        />
      </p>
    </footer>
  );
}
