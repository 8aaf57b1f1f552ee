import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { MessageId } from '@/i18n/catalogue';
import { useSettings } from '@/lib/settings';
import styles from './site-footer.module.css';

const legalLinks: { to: string; label: MessageId }[] = [
  { to: paths.installer.path, label: 'shell.footer.installer' },
  { to: paths.appPrivacy.path, label: 'shell.footer.appPrivacy' },
  { to: paths.alexaTerms.path, label: 'shell.footer.alexaTerms' },
  { to: paths.alexaPrivacy.path, label: 'shell.footer.alexaPrivacy' },
  { to: paths.googleHomePrivacy.path, label: 'shell.footer.googleHomePrivacy' },
];

export function SiteFooter() {
  const intl = useIntl();
  const { business } = useSettings();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.legal' })}>
        <ul className={styles.links}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <FormattedMessage id={link.label} />
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
