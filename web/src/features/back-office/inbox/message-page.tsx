import type { InboxEvent, InboxMessage } from '@shared/inbox-schemas';
import { useEffect, useRef, useState } from 'react';
import {
  RecordView,
  useBackToList,
  withMessages,
  withRecordId,
} from '@/features/back-office/common/view-page';
import { Detail } from '@/features/back-office/common/detail';
import { inboxMessages } from './inbox-messages';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { Link, type To, useNavigate } from 'react-router';
import { useMainStore } from '@/lib/session/main-store';
import { useQuotesAllowed } from '@/features/back-office/quotes';
import { paths } from '@/lib/paths';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { formatPriceExclVat } from '@shared/i18n/price';
import { useDeleteMessage, useInboxMessage, useMarkSpam, useNotSpam, useSetHandled } from './api';
import { kindLabel, statusLabel } from './message-labels';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { replyLink } from './reply-link';
import styles from '@/features/back-office/common/back-office.module.css';
import { UserText } from '@/components/user-text';
import { inertText } from '@shared/inert-text';

/** The visitor's fields in reading order; the message text and the driver are shown apart. */
const fieldOrder = [
  'name',
  'firstName',
  'lastName',
  'company',
  'email',
  'address',
  'postcode',
  'city',
  'country',
  'buyerType',
  'siren',
  'vatNumber',
] as const;
const knownFields = new Set<string>([...fieldOrder, 'mac', 'message', 'driverName']);

/** `/user/messages/:id`: one message whole, with what can be done about it and what has been done. */
export default withMessages(inboxMessages, withRecordId(MessageView));

function MessageView({ id }: { id: string }) {
  const message = useInboxMessage(id);
  const backTo = useBackToList(paths.userMessages.path);
  return (
    <RecordView
      query={message}
      title="backOffice.message.title"
      description="backOffice.description"
      back={{ to: backTo, label: 'backOffice.back' }}
      notFound="backOffice.notFound"
    >
      {(message) => <MessageDetails message={message} backTo={backTo} />}
    </RecordView>
  );
}

function MessageDetails({ message, backTo }: { message: InboxMessage; backTo: To }) {
  const intl = useIntl();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const otherFields = Object.entries(message.fields).filter(([key]) => !knownFields.has(key));

  // Keyboard and screen-reader users land on the message they opened.
  useEffect(() => heading.current?.focus(), [message.id]);

  return (
    <>
      <header className={styles.messageHeader}>
        <p className="eyebrow">
          <FormattedMessage id={kindLabel(message.kind)} />
        </p>
        <h1 ref={heading} tabIndex={-1}>
          <UserText>{message.from}</UserText>
        </h1>
      </header>
      <dl className={styles.details}>
        <Detail label="backOffice.field.receivedAt">
          <time dateTime={message.receivedAt}>{intl.formatDate(message.receivedAt, dateTimeFormat)}</time>
        </Detail>
        <Detail label="backOffice.field.status">
          <span className={styles.status} data-status={message.status}>
            <FormattedMessage id={statusLabel(message.status)} />
          </span>
        </Detail>
        {fieldOrder.map(
          (key) =>
            message.fields[key] && (
              <Detail key={key} label={`backOffice.field.${key}`}>
                {key === 'email' ? (
                  <a href={`mailto:${message.email}`}>
                    <UserText>{message.fields[key]}</UserText>
                  </a>
                ) : key === 'country' ? (
                  (new Intl.DisplayNames([language], { type: 'region' }).of(message.fields[key]) ??
                  message.fields[key])
                ) : key === 'buyerType' && /^(business|individual)$/.test(message.fields[key]) ? (
                  <FormattedMessage
                    id={`backOffice.buyerType.${message.fields[key] as 'business' | 'individual'}`}
                  />
                ) : (
                  <UserText>{message.fields[key]}</UserText>
                )}
              </Detail>
            ),
        )}
        {message.kind === 'licence_order' && (
          <>
            <Detail label="backOffice.field.driver">
              <UserText>{message.driverTitle?.[language] ?? message.driver ?? ''}</UserText>
            </Detail>
            {message.priceExclVatCents !== null && (
              <Detail label="backOffice.field.price">
                {formatPriceExclVat(message.priceExclVatCents, language)}
              </Detail>
            )}
            <Detail label="backOffice.field.mac">
              <span className={styles.mac}>{message.mac}</span>
            </Detail>
          </>
        )}
        {otherFields.map(([key, value]) => (
          <div key={key} className={styles.detail}>
            <dt>
              <UserText>{key}</UserText>
            </dt>
            <dd>
              <UserText>{value}</UserText>
            </dd>
          </div>
        ))}
        <Detail label="backOffice.field.language">
          <FormattedMessage id={`backOffice.language.${message.locale}`} />
        </Detail>
      </dl>
      {message.fields.message && (
        <section aria-labelledby="message-text-title" className={styles.text}>
          <h2 id="message-text-title" className="visually-hidden">
            <FormattedMessage id="backOffice.field.message" />
          </h2>
          <p>
            <UserText>{message.fields.message}</UserText>
          </p>
        </section>
      )}
      {message.spam && <SpamNote message={message} />}
      {message.orderId && (
        <p>
          <Link to={paths.userOrder.to(message.orderId)}>
            <FormattedMessage id="backOffice.openOrder" />
          </Link>
        </p>
      )}
      <MessageActions message={message} backTo={backTo} />
      <History message={message} />
    </>
  );
}

/** Why a message is in Spam: caught by the honeypot (never mailed), or marked by someone (mailed on arrival). */
function SpamNote({ message }: { message: InboxMessage }) {
  const intl = useIntl();
  const marked = message.history.findLast(
    (event) => event.action === 'message_spam' || event.action === 'message_not_spam',
  );
  return (
    <p className={styles.spamNote}>
      {marked?.action === 'message_spam' ? (
        <FormattedMessage
          id="backOffice.spamItem.marked"
          values={{
            actor: <UserText>{marked.actorName}</UserText>,
            date: <time dateTime={marked.at}>{intl.formatDate(marked.at, dateTimeFormat)}</time>,
          }}
        />
      ) : (
        <FormattedMessage id="backOffice.spamItem" />
      )}
    </p>
  );
}

/** Why Mark as spam was refused, by the answer's code: the order is invoiced, or this colleague may not bill. */
const spamRefusals = new Map<string, MessageId>([
  ['order_in_progress', 'backOffice.spam.inProgress'],
  ['billing_not_allowed', 'backOffice.spam.billing'],
]);

function MessageActions({ message, backTo }: { message: InboxMessage; backTo: To }) {
  const intl = useIntl();
  const setHandled = useSetHandled(message.id);
  const notSpam = useNotSpam(message.id);
  const markSpam = useMarkSpam(message.id);
  const remove = useDeleteMessage(message.id);
  const navigate = useNavigate();
  const isOwner = useMainStore((state) => state.role === 'owner');
  const quotesAllowed = useQuotesAllowed();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const spamRefusal =
    markSpam.error instanceof ApiError ? spamRefusals.get(markSpam.error.code ?? '') : undefined;
  const handled = message.status === 'handled';
  return (
    <div className={styles.actions}>
      {message.spam && (
        <button
          type="button"
          className="button button--primary"
          disabled={notSpam.isPending}
          onClick={() => notSpam.mutate()}
        >
          <FormattedMessage id="backOffice.notSpam" />
        </button>
      )}
      <button
        type="button"
        // In Spam, "Not spam" is the action to take first.
        className={`button ${message.spam ? 'button--ghost' : 'button--primary'}`}
        disabled={setHandled.isPending}
        onClick={() => setHandled.mutate(!handled)}
      >
        <FormattedMessage id={handled ? 'backOffice.reopen' : 'backOffice.markHandled'} />
      </button>
      <a className="button button--ghost" href={replyLink(message, intl.onError)}>
        <FormattedMessage id="backOffice.reply" />
      </a>
      {quotesAllowed && !message.spam && message.kind !== 'licence_order' && (
        <Link className="button button--ghost" to={paths.userQuoteNew.to(message.id)}>
          <FormattedMessage id="backOffice.writeQuote" />
        </Link>
      )}
      {!message.spam && (
        <button
          type="button"
          className="button button--ghost"
          disabled={markSpam.isPending}
          onClick={() => markSpam.mutate()}
        >
          <FormattedMessage id="backOffice.spam" />
        </button>
      )}
      {isOwner && (
        <button
          ref={deleteButton}
          type="button"
          className="button button--ghost"
          aria-expanded={confirming}
          onClick={() => setConfirming((open) => !open)}
        >
          <FormattedMessage id="backOffice.delete" />
        </button>
      )}
      {confirming && (
        <div role="group" aria-labelledby="delete-question" className={styles.confirmDelete}>
          <p id="delete-question">
            <FormattedMessage id="backOffice.delete.confirm" />
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => void navigate(backTo, { state: { deleted: true } }),
              })
            }
          >
            <FormattedMessage id="backOffice.delete.yes" />
          </button>
          <button
            ref={keepButton}
            type="button"
            className="button button--ghost"
            onClick={() => {
              setConfirming(false);
              deleteButton.current?.focus();
            }}
          >
            <FormattedMessage id="backOffice.delete.keep" />
          </button>
        </div>
      )}
      <p role="alert" className={styles.inlineError}>
        {spamRefusal && <FormattedMessage id={spamRefusal} />}
        {(setHandled.isError || notSpam.isError || remove.isError || (markSpam.isError && !spamRefusal)) && (
          <FormattedMessage id="backOffice.actionFailed" />
        )}
      </p>
    </div>
  );
}

const knownActions = [
  'message_read',
  'message_handled',
  'message_reopened',
  'message_not_spam',
  'message_spam',
] as const;

function History({ message }: { message: InboxMessage }) {
  const intl = useIntl();
  const describe = (event: InboxEvent) => {
    const known = knownActions.find((action) => action === event.action);
    return known
      ? intl.formatMessage({ id: `backOffice.history.${known}` }, { actor: inertText(event.actorName) })
      : intl.formatMessage(
          { id: 'backOffice.history.other' },
          { actor: inertText(event.actorName), action: event.action },
        );
  };
  return (
    <TitledSection id="history-title" title="backOffice.history" className={styles.history}>
      <ol>
        <li>
          <time dateTime={message.receivedAt}>{intl.formatDate(message.receivedAt, dateTimeFormat)}</time>{' '}
          <FormattedMessage id="backOffice.history.received" />
        </li>
        {message.history.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{intl.formatDate(event.at, dateTimeFormat)}</time> {describe(event)}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
