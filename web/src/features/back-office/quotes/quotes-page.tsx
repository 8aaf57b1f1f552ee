import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ListResults } from '@/features/back-office/common/list-view/list-results';
import { LoadFailed } from '@/features/back-office/common/list-view/load-state';
import { withMessages } from '@/features/back-office/common/view-page';
import records from '@/features/back-office/common/records.module.css';
import { isBillingRefusal, useQuoteList } from './api';
import { QuoteRow } from './quote-row';
import { quotesMessages } from './quotes-messages';

/** `/user/quotes`: the installation quotes, most recently changed first, with those to follow up flagged. */
export default withMessages(quotesMessages, QuotesContent);

function QuotesContent() {
  const quotes = useQuoteList();
  const heading = useHeadingFocus();
  const notAllowed = isBillingRefusal(quotes.error);

  return (
    <section aria-labelledby="quotes-title">
      <PageMeta title="quotes.title" description="quotes.description" />
      <div className={records.titleRow}>
        <h1 id="quotes-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="quotes.title" />
        </h1>
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
