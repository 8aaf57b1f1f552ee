import { FormattedMessage, useIntl } from 'react-intl';
import styles from '@/features/back-office/common/back-office.module.css';

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'backOffice.pagination' })} className={styles.pagination}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <FormattedMessage id="backOffice.previous" />
      </button>
      <p>
        <FormattedMessage id="backOffice.page" values={{ page, pages }} />
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="backOffice.next" />
      </button>
    </nav>
  );
}
