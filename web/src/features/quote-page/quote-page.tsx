import type { PublicQuoteView } from '@shared/quote-schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import {
  CustomerPage,
  type CustomerPageMessages,
  CustomerSection,
  Detail,
  DocumentNumber,
  HelpLinks,
} from '@/components/customer-page/customer-page';
import { ProgressSteps } from '@/components/customer-page/progress-steps';
import { useCustomerDocument } from '@/components/customer-page/use-customer-document';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { QuoteAnswerSection } from './quote-answer';
import { QuoteDocument } from './quote-document';
import { quoteFormats } from './quote-formats';
import { useCustomerLanguage } from '@/i18n/use-customer-language';
import { fetchQuote, type QuoteAnswer, quoteTokenPattern } from './quote-page-api';
import { projectProgress, projectProgressMessages } from './quote-progress';
import { PaymentDueSection, ProjectDocumentsSection } from './project-sections';
import styles from './quote-page.module.css';

/**
 * `/#/quote/<token>`, linked from the quote's e-mail: the quote as the customer reads it, and while it is open
 * the place to accept it (their name typed, "I accept this quote" ticked) or decline it. Once accepted, the
 * project's page: its steps, every document issued, and how to pay what is due. Back from a card payment
 * (`?payment=card`), it reads the project again every few seconds until the payment is recorded.
 */
export default function QuotePage() {
  const { token = '' } = useParams();
  // Another address in the same tab is another quote: nothing of the one shown before may stay on the page.
  return <Quote key={token} token={token} />;
}

/** While a card payment is being confirmed, the project is read again this often, this many times at most. */
const CONFIRMATION_POLL_MS = 3_000;
const CONFIRMATION_POLLS = 40;

function Quote({ token }: { token: string }) {
  const { load, setLoad, retry, reload } = useCustomerDocument(token, quoteTokenPattern, fetchQuote);
  const cardReturn = useCardReturn(load.status === 'found' ? load.document : null, reload);
  // Set once the visitor answered here, or learnt that the quote closed meanwhile: the new state's heading
  // takes the focus.
  const [answeredHere, setAnsweredHere] = useState(false);
  useCustomerLanguage(load.status === 'found' ? load.document.language : undefined);

  function answered(answer: QuoteAnswer) {
    setAnsweredHere(true);
    setLoad((shown) =>
      shown.status === 'found'
        ? {
            status: 'found',
            document: {
              ...shown.document,
              status: answer.status,
              closed: answer.status === 'accepted' ? 'accepted' : 'declined',
              acceptedBy: answer.acceptedBy,
              acceptedAt: answer.acceptedAt,
              declinedAt: answer.declinedAt,
            },
          }
        : shown,
    );
    // Accepting issues the deposit invoice: read again, the page shows it and how to pay it.
    if (answer.status === 'accepted') reload();
  }

  // A read again after a refused answer keeps what the page shows when it fails.
  function closedMeanwhile() {
    setAnsweredHere(true);
    reload();
  }

  return (
    <CustomerPage
      load={load}
      messages={pageMessages}
      onRetry={retry}
      className={styles.page}
      alertClassName={styles.failure}
    >
      {(quote) => (
        <CustomerQuote
          token={token}
          quote={quote}
          answeredHere={answeredHere}
          cardReturn={cardReturn}
          onAnswered={answered}
          onClosed={closedMeanwhile}
        />
      )}
    </CustomerPage>
  );
}

const pageMessages: CustomerPageMessages = {
  title: 'quotePage.title',
  description: 'quotePage.description',
  loading: 'quotePage.loading',
  notFoundTitle: 'quotePage.notFound.title',
  notFound: 'quotePage.notFound',
  contact: 'quotePage.notFound.contact',
  loadFailed: 'quotePage.loadFailed',
  retry: 'quotePage.retry',
};

/** What the page says of a card payment the customer comes back from. */
type CardReturn = 'confirming' | 'slow' | 'done' | null;

/**
 * Back from Stripe (`?payment=card`) while the project still shows something due: the project is read again
 * every few seconds until the webhook has recorded the payment, then the page says it is confirmed.
 */
function useCardReturn(quote: PublicQuoteView | null, reload: () => void): CardReturn {
  const [search] = useSearchParams();
  const returned = search.get('payment') === 'card' && quote?.project != null;
  const awaiting = returned && quote?.project?.payment != null;
  const [polls, setPolls] = useState(0);
  const slow = polls >= CONFIRMATION_POLLS;
  const read = useRef(reload);
  useEffect(() => {
    read.current = reload;
  });
  useEffect(() => {
    if (!awaiting || slow) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      read.current();
    }, CONFIRMATION_POLL_MS);
    return () => clearTimeout(timer);
  }, [awaiting, slow, polls]);
  if (!returned) return null;
  if (!awaiting) return 'done';
  return slow ? 'slow' : 'confirming';
}

function CustomerQuote({
  token,
  quote,
  answeredHere,
  cardReturn,
  onAnswered,
  onClosed,
}: {
  token: string;
  quote: PublicQuoteView;
  answeredHere: boolean;
  cardReturn: CardReturn;
  onAnswered: (answer: QuoteAnswer) => void;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const heading = useHeadingFocus();
  const { day } = quoteFormats(intl);
  const buyer = [quote.buyer.company, quote.buyer.name].filter(Boolean).join(' · ');
  const accepted = quote.closed === 'accepted';

  return (
    <>
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id={accepted ? 'quotePage.project.title' : 'quotePage.title'} />
        </h1>
        <DocumentNumber>
          <FormattedMessage id="quotePage.number" values={{ number: quote.number, version: quote.version }} />
        </DocumentNumber>
        <dl className={styles.facts}>
          <Detail label="quotePage.seller">{quote.seller.name}</Detail>
          <Detail label="quotePage.buyer">{buyer}</Detail>
          <Detail label="quotePage.issueDate">
            <time dateTime={quote.issueDate}>{day(quote.issueDate)}</time>
          </Detail>
          <Detail label="quotePage.validUntil">
            <time dateTime={quote.validUntil}>{day(quote.validUntil)}</time>
          </Detail>
        </dl>
        <a className="button button--ghost" href={quote.pdfUrl} download>
          <FormattedMessage id="quotePage.pdf" />
        </a>
      </header>

      {accepted && (
        <AcceptedQuote quote={quote} focused={answeredHere}>
          {/* One live region from the return on: its sentence changes as the confirmation arrives. */}
          <div
            role="status"
            className={cardReturn ? styles.notice : undefined}
            data-state={cardReturn ?? undefined}
          >
            {cardReturn && (
              <p>
                <FormattedMessage id={`quotePage.card.${cardReturn}`} />
              </p>
            )}
          </div>
          {quote.project?.payment && (
            <PaymentDueSection
              token={token}
              payment={quote.project.payment}
              documents={quote.project.documents}
              confirmingCard={cardReturn === 'confirming' || cardReturn === 'slow'}
            />
          )}
          {quote.project && quote.project.documents.length > 0 && (
            <ProjectDocumentsSection documents={quote.project.documents} />
          )}
        </AcceptedQuote>
      )}
      {quote.closed && quote.closed !== 'accepted' && (
        <ClosedNotice quote={quote} reason={quote.closed} focused={answeredHere} />
      )}

      <QuoteDocument quote={quote} />

      {quote.closed === null && (
        <QuoteAnswerSection token={token} quote={quote} onAnswered={onAnswered} onClosed={onClosed} />
      )}

      <HelpSection quote={quote} />
    </>
  );
}

/** The heading of a state the visitor's own answer brought: it takes the focus, as a new page's would. */
function StateHeading({ id, focused, children }: { id: string; focused: boolean; children: ReactNode }) {
  const heading = useHeadingFocus();
  return (
    <h2 id={id} ref={focused ? heading : undefined} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** The project's page: the acceptance, the steps, then what is due and the documents (`children`). */
function AcceptedQuote({
  quote,
  focused,
  children,
}: {
  quote: PublicQuoteView;
  focused: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { money, moment, day } = quoteFormats(intl);
  const invoiced = (quote.project?.documents.length ?? 0) > 0;
  return (
    <>
      <section aria-labelledby="quote-accepted" className={styles.notice} data-state="accepted">
        <StateHeading id="quote-accepted" focused={focused}>
          <FormattedMessage id="quotePage.accepted.heading" />
        </StateHeading>
        {quote.acceptedAt && (
          <p>
            <FormattedMessage
              id="quotePage.accepted.by"
              values={{ name: <strong>{quote.acceptedBy}</strong>, date: moment(quote.acceptedAt) }}
            />
          </p>
        )}
        {!invoiced && (
          <p>
            {quote.deposit.percent > 0 ? (
              <FormattedMessage
                id="quotePage.accepted.next"
                values={{ amount: money(quote.deposit.grossCents) }}
              />
            ) : (
              <FormattedMessage id="quotePage.accepted.nextNoDeposit" />
            )}
          </p>
        )}
      </section>
      <CustomerSection id="quote-progress" title="quotePage.progress" className={styles.section}>
        <ProgressSteps steps={projectProgress(quote)} messages={projectProgressMessages} date={day} />
      </CustomerSection>
      {children}
    </>
  );
}

function ClosedNotice({
  quote,
  reason,
  focused,
}: {
  quote: PublicQuoteView;
  reason: 'revised' | 'expired' | 'declined';
  focused: boolean;
}) {
  const intl = useIntl();
  const { day } = quoteFormats(intl);
  const date = reason === 'declined' ? (quote.declinedAt ?? quote.issueDate) : quote.validUntil;
  return (
    <section aria-labelledby="quote-closed" className={styles.notice} data-state={reason}>
      <StateHeading id="quote-closed" focused={focused}>
        <FormattedMessage id={`quotePage.closed.${reason}.heading`} />
      </StateHeading>
      <p>
        <FormattedMessage id={`quotePage.closed.${reason}`} values={{ date: day(date) }} />
      </p>
      {reason === 'expired' && (
        <a className="button button--primary" href={mailtoAbout(quote, intl)}>
          <FormattedMessage id="quotePage.closed.expired.contact" />
        </a>
      )}
    </section>
  );
}

/** A way to write or call about this quote, the mail's subject quoting its number. */
function HelpSection({ quote }: { quote: PublicQuoteView }) {
  const intl = useIntl();
  return (
    <CustomerSection id="quote-help" title="quotePage.help" className={styles.section}>
      <HelpLinks>
        <li>
          <a href={mailtoAbout(quote, intl)}>
            <FormattedMessage id="quotePage.help.email" values={{ email: quote.seller.email }} />
          </a>
        </li>
        {quote.seller.phone && (
          <li>
            <a href={`tel:${quote.seller.phone.replace(/[^\d+]/g, '')}`}>
              <FormattedMessage id="quotePage.help.phone" values={{ phone: quote.seller.phone }} />
            </a>
          </li>
        )}
      </HelpLinks>
    </CustomerSection>
  );
}

function mailtoAbout(quote: PublicQuoteView, intl: ReturnType<typeof useIntl>) {
  const subject = intl.formatMessage({ id: 'quotePage.help.subject' }, { number: quote.number });
  return `mailto:${quote.seller.email}?subject=${encodeURIComponent(subject)}`;
}
