import type { PublicQuoteView } from '@shared/quote-schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FocusedHeading } from '@/components/focused-heading';
import { PageMessage } from '@/components/page-message';
import { PageMeta } from '@/components/page-meta';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { requestForEffect } from '@/lib/request-for-effect';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { QuoteAnswerSection } from './quote-answer';
import { QuoteDocument } from './quote-document';
import { quoteFormats } from './quote-formats';
import { useQuoteLanguage } from './quote-language';
import { fetchQuote, type QuoteAnswer, quoteTokenPattern } from './quote-page-api';
import { projectProgress } from './quote-progress';
import styles from './quote-page.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'found'; quote: PublicQuoteView }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * `/#/quote/<token>`, linked from the quote's e-mail: the quote as the customer reads it, and while it is open
 * the place to accept it (their name typed, "I accept this quote" ticked) or decline it. Once accepted, what
 * comes next and the project's steps.
 */
export default function QuotePage() {
  const { token = '' } = useParams();
  // Another address in the same tab is another quote: nothing of the one shown before may stay on the page.
  return <Quote key={token} token={token} />;
}

function Quote({ token }: { token: string }) {
  // A link cut short or mistyped is not found without asking the server.
  const wellFormed = quoteTokenPattern.test(token);
  const [load, setLoad] = useState<LoadState>(wellFormed ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);
  // Set once the visitor answered here, or learnt that the quote closed meanwhile: the new state's heading
  // takes the focus.
  const [answeredHere, setAnsweredHere] = useState(false);
  useQuoteLanguage(load.status === 'found' ? load.quote.language : undefined);

  useEffect(() => {
    if (!wellFormed) return;
    return requestForEffect(
      (signal) => fetchQuote(token, signal),
      (quote) => setLoad({ status: 'found', quote }),
      (error) => {
        const notFound = error instanceof ApiError && error.status === 404;
        // A read again after a refused answer keeps what the page shows when it fails.
        setLoad((shown) => (shown.status === 'found' ? shown : { status: notFound ? 'notFound' : 'failed' }));
      },
    );
  }, [token, wellFormed, attempt]);

  function retry() {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  function answered(answer: QuoteAnswer) {
    setAnsweredHere(true);
    setLoad((shown) =>
      shown.status === 'found'
        ? {
            status: 'found',
            quote: {
              ...shown.quote,
              status: answer.status,
              closed: answer.status === 'accepted' ? 'accepted' : 'declined',
              acceptedBy: answer.acceptedBy,
              acceptedAt: answer.acceptedAt,
              declinedAt: answer.declinedAt,
            },
          }
        : shown,
    );
  }

  function closedMeanwhile() {
    setAnsweredHere(true);
    setAttempt((count) => count + 1);
  }

  return (
    <section className={`${styles.page} container`}>
      <PageMeta
        title={load.status === 'notFound' ? 'quotePage.notFound.title' : 'quotePage.title'}
        description="quotePage.description"
      />
      {load.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="quotePage.loading" />
        </p>
      )}
      {load.status === 'notFound' && (
        <PageMessage focused title="quotePage.notFound.title" text="quotePage.notFound">
          <Link to={paths.contact.path} className="button button--primary">
            <FormattedMessage id="quotePage.notFound.contact" />
          </Link>
        </PageMessage>
      )}
      {load.status === 'failed' && (
        <>
          <FocusedHeading title="quotePage.title" />
          <div role="alert" className={styles.failure}>
            <p>
              <FormattedMessage id="quotePage.loadFailed" />
            </p>
            <button type="button" className="button button--ghost" onClick={retry}>
              <FormattedMessage id="quotePage.retry" />
            </button>
          </div>
        </>
      )}
      {load.status === 'found' && (
        <CustomerQuote
          token={token}
          quote={load.quote}
          answeredHere={answeredHere}
          onAnswered={answered}
          onClosed={closedMeanwhile}
        />
      )}
    </section>
  );
}

function CustomerQuote({
  token,
  quote,
  answeredHere,
  onAnswered,
  onClosed,
}: {
  token: string;
  quote: PublicQuoteView;
  answeredHere: boolean;
  onAnswered: (answer: QuoteAnswer) => void;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const heading = useHeadingFocus();
  const { day } = quoteFormats(intl);
  const buyer = [quote.buyer.company, quote.buyer.name].filter(Boolean).join(' · ');

  return (
    <>
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="quotePage.title" />
        </h1>
        <p className={styles.number}>
          <FormattedMessage id="quotePage.number" values={{ number: quote.number, version: quote.version }} />
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>
              <FormattedMessage id="quotePage.seller" />
            </dt>
            <dd>{quote.seller.name}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="quotePage.buyer" />
            </dt>
            <dd>{buyer}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="quotePage.issueDate" />
            </dt>
            <dd>
              <time dateTime={quote.issueDate}>{day(quote.issueDate)}</time>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="quotePage.validUntil" />
            </dt>
            <dd>
              <time dateTime={quote.validUntil}>{day(quote.validUntil)}</time>
            </dd>
          </div>
        </dl>
        <a className="button button--ghost" href={quote.pdfUrl} download>
          <FormattedMessage id="quotePage.pdf" />
        </a>
      </header>

      {quote.closed === 'accepted' && <AcceptedQuote quote={quote} focused={answeredHere} />}
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

function AcceptedQuote({ quote, focused }: { quote: PublicQuoteView; focused: boolean }) {
  const intl = useIntl();
  const { money, moment, day } = quoteFormats(intl);
  const steps = projectProgress(quote);
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
      </section>
      <section aria-labelledby="quote-progress" className={styles.section}>
        <h2 id="quote-progress">
          <FormattedMessage id="quotePage.progress" />
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const current = step.at !== null && steps[index + 1]?.at == null;
            return (
              <li
                key={step.name}
                className={styles.step}
                data-reached={step.at !== null}
                aria-current={current ? 'step' : undefined}
              >
                <span>
                  <FormattedMessage id={`quotePage.step.${step.name}`} />
                </span>{' '}
                <span>
                  {step.at === null ? (
                    <FormattedMessage id="quotePage.step.pending" />
                  ) : (
                    <FormattedMessage
                      id="quotePage.step.on"
                      values={{ date: <time dateTime={step.at}>{day(step.at)}</time> }}
                    />
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
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
    <section aria-labelledby="quote-help" className={styles.section}>
      <h2 id="quote-help">
        <FormattedMessage id="quotePage.help" />
      </h2>
      <ul className={styles.helpLinks}>
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
      </ul>
    </section>
  );
}

function mailtoAbout(quote: PublicQuoteView, intl: ReturnType<typeof useIntl>) {
  const subject = intl.formatMessage({ id: 'quotePage.help.subject' }, { number: quote.number });
  return `mailto:${quote.seller.email}?subject=${encodeURIComponent(subject)}`;
}
