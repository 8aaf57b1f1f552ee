import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { useToday } from './api';
import { type TodayItem, todayItems } from './today-items';
import { todayMessages } from './today-messages';
import styles from './today.module.css';

/** The inbox's filters, from when the inbox was the back office's first view (`/user?status=new`). */
const inboxParams = ['view', 'kind', 'status', 'q', 'page'];

/**
 * `/user`, the back office's first view: what waits for the person signed in, each a count in a sentence that
 * opens its list, filtered to what it counts; a calm line when nothing waits.
 */
export default withMessages(todayMessages, TodayView);

function TodayView() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  // A link or bookmark to the inbox from before: it keeps working.
  if (inboxParams.some((name) => params.has(name)))
    return <Navigate to={{ pathname: paths.userMessages.path, search }} replace />;
  return <TodayContent />;
}

const countTag = { n: (chunks: ReactNode[]) => <span className={styles.count}>{chunks}</span> };

function TodayContent() {
  const intl = useIntl();
  const today = useToday();
  const items = today.data ? todayItems(today.data) : [];
  return (
    <section aria-labelledby="today-title">
      <ViewTitle title="today.title" description="today.description" id="today-title" />
      {today.isPending && <Loading />}
      {today.isError && !today.data && <LoadFailed onRetry={() => void today.refetch()} />}
      {today.data &&
        (items.length === 0 ? (
          <div className={styles.nothing} role="status">
            <p className={styles.nothingTitle}>
              <FormattedMessage id="today.nothing" />
            </p>
            <p className="muted">
              <FormattedMessage id="today.nothing.more" />
            </p>
          </div>
        ) : (
          <>
            <p className="muted">
              <FormattedMessage id="today.intro" />
            </p>
            <ul className={styles.items} aria-label={intl.formatMessage({ id: 'today.list' })}>
              {items.map((item) => (
                <TodayLine key={item.id} item={item} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

function TodayLine({ item }: { item: TodayItem }) {
  const intl = useIntl();
  const oldest = item.overdue?.[0];
  return (
    <li className={styles.item} data-item={item.id}>
      <Link to={item.to} className={styles.line}>
        <FormattedMessage id={item.message} values={{ count: item.count, ...countTag }} />
      </Link>
      {oldest && (
        <>
          <p className={styles.detail}>
            <FormattedMessage id="today.overdue.oldest" values={{ days: oldest.daysOverdue }} />
          </p>
          <ul className={styles.invoices} aria-label={intl.formatMessage({ id: 'today.overdue.invoices' })}>
            {item.overdue?.map((invoice) => (
              <li key={invoice.orderId}>
                <Link to={paths.userOrder.to(invoice.orderId)}>
                  <FormattedMessage
                    id="today.overdue.invoice"
                    values={{
                      invoice: invoice.invoiceNumber,
                      order: invoice.orderNumber,
                      days: invoice.daysOverdue,
                    }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
