import type { QuoteListItem } from '@shared/quote-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserText } from '@/components/user-text';
import { paths } from '@/lib/paths';
import { formatEuros } from '@/features/back-office/common/format';
import backOffice from '@/features/back-office/common/back-office.module.css';
import records from '@/features/back-office/common/records.module.css';
import { QuoteStatusBadge } from './quote-status-badge';

/** A day (`YYYY-MM-DD`) as the page's language writes it. */
export const formatDay = (intl: ReturnType<typeof useIntl>, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * One quote of the list: its status and what it waits for (a follow-up, a deposit or a balance unpaid, the final
 * invoice to issue), the customer, its number, total and validity.
 */
export function QuoteRow({ quote }: { quote: QuoteListItem }) {
  const intl = useIntl();
  const action = quote.needsAction;
  return (
    <li className={`${backOffice.item} ${records.item}`} data-overdue={action !== null}>
      <div className={backOffice.itemMeta}>
        <QuoteStatusBadge status={quote.status} />
        {action && (
          <span
            className={records.overdue}
            title={intl.formatMessage({ id: `quotes.needsAction.${action}.hint` })}
          >
            <span aria-hidden="true">⚠ </span>
            <FormattedMessage id={`quotes.needsAction.${action}`} />
          </span>
        )}
        <time dateTime={quote.updatedAt} className={backOffice.time}>
          <FormattedMessage
            id="quotes.changed"
            values={{ date: intl.formatDate(quote.updatedAt, { dateStyle: 'medium' }) }}
          />
        </time>
      </div>
      <h2 className={backOffice.itemFrom}>
        <Link to={paths.userQuote.to(quote.id)} className={backOffice.itemLink}>
          <UserText>{quote.customer}</UserText>
        </Link>
      </h2>
      <p className={records.itemLine}>
        <span>
          {quote.number ? (
            <FormattedMessage id="quotes.number" values={{ number: quote.number }} />
          ) : (
            <FormattedMessage id="quotes.draft" />
          )}
        </span>
        <span>
          <FormattedMessage id="quotes.inclVat" values={{ amount: formatEuros(intl, quote.grossCents) }} />
        </span>
        <span>
          <FormattedMessage
            id={quote.status === 'expired' ? 'quotes.expiredOn' : 'quotes.validUntil'}
            values={{ date: formatDay(intl, quote.validUntil) }}
          />
        </span>
      </p>
    </li>
  );
}
