import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { storedQuoteStatuses, type QuoteListItem } from '@shared/quote-schemas';
import { paths } from '@/lib/paths';
import { ListResults } from '@/features/back-office/common/list-view/list-results';
import { LoadFailed } from '@/features/back-office/common/list-view/load-state';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import records from '@/features/back-office/common/records.module.css';
import { isBillingRefusal, useQuoteList } from './api';
import { QuoteRow } from './quote-row';
import { quotesMessages } from './quotes-messages';

/**
 * `/user/quotes`: the installation quotes, most recently changed first, with those to follow up flagged;
 * `?status=sent` (or another status) lists only those, as the today view's links ask.
 */
export default withMessages(quotesMessages, QuotesContent);

function QuotesContent() {
  const quotes = useQuoteList();
  const notAllowed = isBillingRefusal(quotes.error);
  const [search] = useSearchParams();
  const status = statusFilter(search.get('status'));
  const shown = (list: QuoteListItem[]) => (status ? list.filter((quote) => quote.status === status) : list);

  return (
    <section aria-labelledby="quotes-title">
      <div className={records.titleRow}>
        <ViewTitle title="quotes.title" description="quotes.description" id="quotes-title" />
        {!notAllowed && (
          <Link to={paths.userQuoteNew.to()} className="button button--primary">
            <FormattedMessage id="quotes.new" />
          </Link>
        )}
      </div>
      {status && !notAllowed && (
        <p>
          <FormattedMessage
            id="quotes.filtered"
            values={{ status: <FormattedMessage id={`quotes.status.${status}`} /> }}
          />{' '}
          <Link to={paths.userQuotes.path}>
            <FormattedMessage id="quotes.showAll" />
          </Link>
        </p>
      )}
      {notAllowed ? (
        <LoadFailed message="quotes.notAllowed" />
      ) : (
        <ListResults
          query={quotes}
          labelledBy="quotes-title"
          items={shown}
          count={(list) => <FormattedMessage id="quotes.total" values={{ count: shown(list).length }} />}
          empty={<FormattedMessage id="quotes.empty" />}
          renderItem={(quote) => <QuoteRow key={quote.id} quote={quote} />}
        />
      )}
    </section>
  );
}

/** The statuses the list can be filtered by: those stored, and expired. */
const listStatuses = [...storedQuoteStatuses, 'expired'] as const;

/** A status the list can be filtered by, or null (none asked, or not one a quote has). */
function statusFilter(value: string | null): QuoteListItem['status'] | null {
  return listStatuses.find((status) => status === value) ?? null;
}
