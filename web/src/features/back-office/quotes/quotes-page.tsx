import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ListResults } from '@/features/back-office/common/list-view/list-results';
import { LoadFailed } from '@/features/back-office/common/list-view/load-state';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import records from '@/features/back-office/common/records.module.css';
import { isBillingRefusal, useQuoteList } from './api';
import { QuoteRow } from './quote-row';
import { quotesMessages } from './quotes-messages';

/** `/user/quotes`: the installation quotes, most recently changed first, with those to follow up flagged. */
export default withMessages(quotesMessages, QuotesContent);

function QuotesContent() {
  const quotes = useQuoteList();
  const notAllowed = isBillingRefusal(quotes.error);

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
      {notAllowed ? (
        <LoadFailed message="quotes.notAllowed" />
      ) : (
        <ListResults
          query={quotes}
          labelledBy="quotes-title"
          items={(list) => list}
          count={(list) => <FormattedMessage id="quotes.total" values={{ count: list.length }} />}
          empty={<FormattedMessage id="quotes.empty" />}
          renderItem={(quote) => <QuoteRow key={quote.id} quote={quote} />}
        />
      )}
    </section>
  );
}
