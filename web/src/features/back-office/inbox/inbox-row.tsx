import { memo } from 'react';
import type { InboxItem } from '@shared/inbox-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { Language } from '@shared/language';
import { useLanguage } from '@/i18n/language-store';
import { kindLabel, statusLabel } from './message-labels';
import { dateTimeFormat } from '@/features/back-office/common/format';
import styles from '@/features/back-office/common/back-office.module.css';
import { UserText } from '@/components/user-text';

/** One item of the list: kind, status, when, who, and the first line; the whole card opens it. */
export const InboxRow = memo(function InboxRow({
  item,
  listSearch,
}: {
  item: InboxItem;
  listSearch: string;
}) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <li className={styles.item} data-status={item.status}>
      <div className={styles.itemMeta}>
        <span className={styles.kind}>
          <FormattedMessage id={kindLabel(item.kind)} />
        </span>
        <span className={styles.status} data-status={item.status}>
          <FormattedMessage id={statusLabel(item.status)} />
        </span>
        <time dateTime={item.receivedAt} className={styles.time}>
          {intl.formatDate(item.receivedAt, dateTimeFormat)}
        </time>
      </div>
      <h2 className={styles.itemFrom}>
        <Link to={paths.userMessage.to(item.id)} state={{ listSearch }} className={styles.itemLink}>
          <UserText>{item.from}</UserText>
        </Link>
        {item.company && (
          <span className={styles.company}>
            {' · '}
            <UserText>{item.company}</UserText>
          </span>
        )}
      </h2>
      <p className={styles.firstLine}>
        <UserText>{firstLine(item, language, intl)}</UserText>
      </p>
    </li>
  );
});

/** What the row says of the content: a message's first line, or an order's driver and MAC address. */
function firstLine(item: InboxItem, language: Language, intl: ReturnType<typeof useIntl>): string {
  if (item.kind !== 'licence_order') return item.firstLine;
  const driver = item.driverTitle?.[language] ?? item.driver ?? '';
  return intl.formatMessage({ id: 'backOffice.orderLine' }, { driver, mac: item.mac ?? '' });
}
