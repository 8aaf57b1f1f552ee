import type { InboxMessage } from '@shared/inbox-schemas';
import type { QuoteDetails } from '@shared/quote-schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { UserText } from '@/components/user-text';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ActionNote } from '@/features/back-office/common/action-note';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { Detail } from '@/features/back-office/common/detail';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import records from '@/features/back-office/common/records.module.css';
import { withMessages } from '@/features/back-office/common/view-page';
import { customerLead, useCustomer } from '@/features/back-office/customers';
import { isBillingRefusal, useQuote, useQuoteSource } from './api';
import { ActionsSection, ReviseQuote, SendQuote } from './quote-actions';
import { QuoteProject } from './quote-project';
import { QuoteEditor, type QuoteRefusal } from './quote-editor';
import { newQuoteValues, quoteValues } from './quote-form';
import { formatDay } from './quote-row';
import { QuoteStatusBadge } from './quote-status-badge';
import { QuoteSummary } from './quote-summary';
import { quotesMessages } from './quotes-messages';
import styles from './quotes.module.css';

/**
 * `/user/quotes/new` (`?message=<id>`: answering an inbox message) and `/user/quotes/:id`: the editor of a
 * draft or a revision, or a sent quote as it was sent, with its status and what can be done next.
 */
export default withMessages(quotesMessages, QuotePageContent);

/** What the page says once the address changed under it: the draft was just created. */
interface ArrivalState {
  done?: 'created';
}

function QuotePageContent() {
  const { id } = useParams();
  return (
    <article className={styles.page}>
      <Link to={paths.userQuotes.path} className={backOffice.back}>
        <FormattedMessage id="quotes.back" />
      </Link>
      {id ? <QuoteView key={id} id={id} /> : <NewQuote />}
    </article>
  );
}

function NewQuote() {
  const [search] = useSearchParams();
  const messageId = search.get('message');
  const source = useQuoteSource(messageId);
  // Or from a customer's page (`?customer=<key>`): their details and language, as a message's would be.
  const customerKey = messageId === null ? search.get('customer') : null;
  const customer = useCustomer(customerKey);
  const language = useLanguage();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const waiting = (messageId !== null && source.isPending) || (customerKey !== null && customer.isPending);
  // Once the message has arrived (or could not), the form starts from it and then belongs to the owner.
  const initial = useMemo(
    () =>
      waiting
        ? null
        : newQuoteValues(language, source.data ?? (customer.data && customerLead(customer.data))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts once; a language switch keeps it
    [waiting],
  );

  return (
    <>
      <PageMeta title="quotes.new.title" description="quotes.description" />
      <Heading eyebrow={<FormattedMessage id="quotes.draft" />} focusKey="new">
        <FormattedMessage id="quotes.new.title" />
      </Heading>
      {waiting || !initial ? (
        <Loading />
      ) : (
        <EditorLayout source={messageId ? { id: messageId, query: source } : null}>
          <QuoteEditor
            initial={initial}
            messageId={messageId ?? undefined}
            refusal={refusal}
            onRefusal={setRefusal}
            onSaved={(quote) =>
              void navigate(paths.userQuote.to(quote.id), {
                replace: true,
                state: { done: 'created' } satisfies ArrivalState,
              })
            }
          />
        </EditorLayout>
      )}
    </>
  );
}

function QuoteView({ id }: { id: string }) {
  const quote = useQuote(id);
  if (quote.isPending) return <Loading />;
  if (quote.isError && !quote.data)
    return (
      <>
        <PageMeta title="quotes.quote.title" description="quotes.description" />
        <LoadFailed message={loadFailure(quote.error)} />
      </>
    );
  return <QuoteDetailsView quote={quote.data} />;
}

const loadFailure = (error: unknown): MessageId =>
  error instanceof ApiError && error.status === 404
    ? 'quotes.notFound'
    : isBillingRefusal(error)
      ? 'quotes.notAllowed'
      : 'backOffice.loadFailed';

function QuoteDetailsView({ quote }: { quote: QuoteDetails }) {
  const location = useLocation();
  const arrival = (location.state as ArrivalState | null) ?? {};
  const [revising, setRevising] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const editable = quote.status === 'draft' || revising;

  // Revising or sending changes what the page is about: its heading takes the focus again.
  const focusKey = `${quote.id}-${quote.status}-${quote.version}-${revising}`;
  const source = useQuoteSource(editable ? quote.messageId : null);

  return (
    <>
      <PageMeta
        title={quote.status === 'draft' && !quote.number ? 'quotes.new.title' : 'quotes.quote.title'}
        description="quotes.description"
      />
      <Heading eyebrow={<QuoteEyebrow quote={quote} />} focusKey={focusKey}>
        {revising ? (
          <FormattedMessage id="quotes.revision.title" values={{ number: quote.number ?? '' }} />
        ) : (
          <UserText>{customerOf(quote)}</UserText>
        )}
      </Heading>
      <ActionNote
        role="status"
        className={records.done}
        message={
          sent !== null
            ? 'quotes.sent'
            : arrival.done === 'created' && quote.status === 'draft' && 'quotes.created'
        }
        values={{ number: sent ?? '' }}
      />
      <QuoteFacts quote={quote} />
      {editable ? (
        <EditorLayout source={quote.messageId ? { id: quote.messageId, query: source } : null}>
          <DraftEditor
            key={`${quote.id}-${quote.version}`}
            quote={quote}
            revising={revising}
            onRevised={() => setRevising(false)}
            onSent={setSent}
            onLeave={() => setRevising(false)}
          />
        </EditorLayout>
      ) : (
        <>
          {quote.status === 'accepted' && <QuoteProject quote={quote} />}
          <QuoteSummary quote={quote} />
          {(quote.status === 'sent' || quote.status === 'expired') && (
            <ReviseQuote quote={quote} onRevise={() => setRevising(true)} />
          )}
          {quote.status === 'declined' && (
            <ActionsSection>
              <p className="muted">
                <FormattedMessage id="quotes.actions.declined" />
              </p>
            </ActionsSection>
          )}
        </>
      )}
    </>
  );
}

/** A draft's editor with Send under it; a revision's, which becomes a draft once saved. */
function DraftEditor({
  quote,
  revising,
  onRevised,
  onSent,
  onLeave,
}: {
  quote: QuoteDetails;
  revising: boolean;
  onRevised: () => void;
  onSent: (number: string) => void;
  onLeave: () => void;
}) {
  const language = useLanguage();
  // The form starts from the version shown; saving a draft keeps what was typed rather than the server's echo.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new version (a revision saved) starts it again
  const initial = useMemo(() => quoteValues(quote, language), [quote.id, quote.version]);
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  return (
    <QuoteEditor
      quote={quote}
      initial={initial}
      revising={revising}
      refusal={refusal}
      onRefusal={setRefusal}
      onDirtyChange={setUnsaved}
      onSaved={(saved) => {
        if (saved.version !== quote.version || revising) onRevised();
      }}
    >
      {revising ? (
        <p>
          <button type="button" className="button button--ghost" onClick={onLeave}>
            <FormattedMessage id="quotes.cancelRevision" />
          </button>
        </p>
      ) : (
        <SendQuote
          quote={quote}
          unsaved={unsaved}
          // Send refuses the saved draft, which is what the editor shows: its lines are where they are now.
          onRefusal={(error) => setRefusal({ error, lineKeys: null })}
          onSent={onSent}
        />
      )}
    </QuoteEditor>
  );
}

function Heading({
  eyebrow,
  focusKey,
  children,
}: {
  eyebrow: ReactNode;
  focusKey: string;
  children: ReactNode;
}) {
  const heading = useHeadingFocus(focusKey);
  return (
    <header className={backOffice.messageHeader}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 id="quote-title" ref={heading} tabIndex={-1}>
        {children}
      </h1>
    </header>
  );
}

function QuoteEyebrow({ quote }: { quote: QuoteDetails }) {
  if (!quote.number) return <FormattedMessage id="quotes.draft" />;
  if (quote.version > 1)
    return (
      <FormattedMessage id="quotes.numberVersion" values={{ number: quote.number, version: quote.version }} />
    );
  return <FormattedMessage id="quotes.number" values={{ number: quote.number }} />;
}

const customerOf = (quote: QuoteDetails) =>
  quote.buyer.company || `${quote.buyer.firstName} ${quote.buyer.lastName}`.trim();

/** The quote's status and dates: when it was sent, until when it is valid, who accepted it and when. */
function QuoteFacts({ quote }: { quote: QuoteDetails }) {
  const intl = useIntl();
  return (
    <dl className={backOffice.details}>
      <Detail label="quotes.field.status">
        <QuoteStatusBadge status={quote.status} />
      </Detail>
      {quote.sentAt && (
        <Detail label="quotes.field.sentAt">
          <time dateTime={quote.sentAt}>{intl.formatDate(quote.sentAt, dateTimeFormat)}</time>
        </Detail>
      )}
      <Detail label="quotes.field.validUntil">
        <time dateTime={quote.validUntil}>{formatDay(intl, quote.validUntil)}</time>
      </Detail>
      {quote.acceptedAt && (
        <Detail label="quotes.field.acceptedBy">
          <FormattedMessage
            id="quotes.field.acceptedValue"
            values={{
              name: <UserText>{quote.acceptedBy ?? ''}</UserText>,
              date: (
                <time dateTime={quote.acceptedAt}>{intl.formatDate(quote.acceptedAt, dateTimeFormat)}</time>
              ),
            }}
          />
        </Detail>
      )}
      {quote.declinedAt && (
        <Detail label="quotes.field.declinedAt">
          <time dateTime={quote.declinedAt}>{intl.formatDate(quote.declinedAt, dateTimeFormat)}</time>
        </Detail>
      )}
      {quote.declineReason && (
        <Detail label="quotes.field.declineReason">
          <UserText>{quote.declineReason}</UserText>
        </Detail>
      )}
      <Detail label="quotes.field.language">
        <FormattedMessage id={`backOffice.language.${quote.language}`} />
      </Detail>
    </dl>
  );
}

/** The editor, with the inbox message it answers beside it (above it on a narrow screen). */
function EditorLayout({
  source,
  children,
}: {
  source: { id: string; query: { data: InboxMessage | undefined; isPending: boolean } } | null;
  children: ReactNode;
}) {
  if (!source) return <div className={styles.editorOnly}>{children}</div>;
  return (
    <div className={styles.withSource}>
      <SourceMessage id={source.id} message={source.query.data} pending={source.query.isPending} />
      <div className={styles.editorColumn}>{children}</div>
    </div>
  );
}

function SourceMessage({
  id,
  message,
  pending,
}: {
  id: string;
  message: InboxMessage | undefined;
  pending: boolean;
}) {
  const intl = useIntl();
  return (
    <aside aria-labelledby="quote-source-title" className={styles.source}>
      <h2 id="quote-source-title">
        <FormattedMessage id="quotes.source" />
      </h2>
      {message ? (
        <>
          <p className={styles.sourceFrom}>
            <strong>
              <UserText>{message.from}</UserText>
            </strong>
            <br />
            <a href={`mailto:${message.email}`}>
              <UserText>{message.email}</UserText>
            </a>
            <br />
            <time dateTime={message.receivedAt} className="muted">
              {intl.formatDate(message.receivedAt, dateTimeFormat)}
            </time>
          </p>
          {message.fields.message && (
            <p className={styles.sourceText}>
              <UserText>{message.fields.message}</UserText>
            </p>
          )}
        </>
      ) : pending ? (
        <Loading />
      ) : (
        <p className="muted">
          <FormattedMessage id="quotes.source.failed" />
        </p>
      )}
      <p>
        <Link to={paths.userMessage.to(id)}>
          <FormattedMessage id="quotes.source.open" />
        </Link>
      </p>
    </aside>
  );
}
