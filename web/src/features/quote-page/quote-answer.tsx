import type { PublicQuoteView } from '@shared/quote-schemas';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerSection } from '@/components/customer-page/customer-page';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { ApiError } from '@/lib/api-client';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { acceptQuote, declineQuote, type QuoteAnswer } from './quote-page-api';
import { quoteFormats } from './quote-formats';
import styles from './quote-page.module.css';

export interface AnswerHandlers {
  /** The server took the answer. */
  onAnswered: (answer: QuoteAnswer) => void;
  /** The quote could no longer be answered (revised, expired or answered meanwhile): the server's words. */
  onClosed: (message: string) => void;
}

/** While the quote is open: accept it with a name and a ticked box, or decline it after confirming. */
export function QuoteAnswerSection({
  token,
  quote,
  ...handlers
}: { token: string; quote: PublicQuoteView } & AnswerHandlers) {
  const intl = useIntl();
  const { day } = quoteFormats(intl);
  return (
    <CustomerSection
      id="quote-answer"
      title="quotePage.answer"
      className={`${styles.section} ${styles.answer}`}
    >
      <p>
        <FormattedMessage id="quotePage.answer.intro" values={{ date: day(quote.validUntil) }} />
      </p>
      <AcceptForm token={token} quote={quote} {...handlers} />
      <DeclinePanel token={token} {...handlers} />
    </CustomerSection>
  );
}

type Sending = 'idle' | 'sending';

/** What a refused request says: its own words for a refused field, the server's for the rest. */
function failureOf(error: unknown, handlers: AnswerHandlers): MessageId | string | null {
  if (error instanceof ApiError && error.code === 'quote_closed') {
    handlers.onClosed(error.message);
    return null;
  }
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return 'quotePage.sendFailed';
}

function AcceptForm({
  token,
  quote,
  ...handlers
}: { token: string; quote: PublicQuoteView } & AnswerHandlers) {
  const intl = useIntl();
  const language = useLanguage();
  const { money } = quoteFormats(intl);
  const [name, setName] = useState('');
  const [ticked, setTicked] = useState(false);
  const [errors, setErrors] = useState<{ name?: MessageId; box?: MessageId }>({});
  const [failure, setFailure] = useState<MessageId | string | null>(null);
  const [sending, setSending] = useState<Sending>('idle');
  const nameField = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const id = useId();

  function show(found: { name?: MessageId; box?: MessageId }) {
    setErrors(found);
    if (found.name) nameField.current?.focus();
    else if (found.box) box.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(name.trim().length < 2 && { name: 'quotePage.accept.nameMissing' as const }),
      ...(!ticked && { box: 'quotePage.accept.boxMissing' as const }),
    };
    setFailure(null);
    if (found.name || found.box) return show(found);
    setErrors({});
    setSending('sending');
    try {
      handlers.onAnswered(await acceptQuote(token, { name: name.trim(), accept: true }, language));
    } catch (error) {
      setSending('idle');
      if (error instanceof ApiError && error.status === 400 && (error.fields.name || error.fields.accept))
        return show({
          ...(error.fields.name && { name: 'quotePage.accept.nameMissing' as const }),
          ...(error.fields.accept && { box: 'quotePage.accept.boxMissing' as const }),
        });
      const said = failureOf(error, handlers);
      setFailure(said);
      if (said) queueMicrotask(() => failureBox.current?.focus());
    }
  }

  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          <FormattedMessage id="quotePage.accept.name" />
        </label>
        <input
          ref={nameField}
          id={`${id}-name`}
          name="name"
          className={styles.input}
          autoComplete="name"
          maxLength={200}
          required
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described(errors.name && `${id}-name-error`)}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className={styles.fieldError}>
            <FormattedMessage id={errors.name} />
          </p>
        )}
      </div>
      <div className={styles.field}>
        <div className={styles.check}>
          <input
            ref={box}
            id={`${id}-box`}
            type="checkbox"
            name="accept"
            required
            checked={ticked}
            aria-invalid={errors.box ? true : undefined}
            aria-describedby={described(`${id}-statement`, errors.box && `${id}-box-error`)}
            onChange={(event) => setTicked(event.target.checked)}
          />
          <label htmlFor={`${id}-box`} className={styles.label}>
            <FormattedMessage id="quotePage.accept.box" />
          </label>
        </div>
        <p id={`${id}-statement`} className={styles.hint}>
          <FormattedMessage
            id="quotePage.accept.statement"
            values={{ number: quote.number, amount: money(quote.totals.grossCents) }}
          />
        </p>
        {errors.box && (
          <p id={`${id}-box-error`} className={styles.fieldError}>
            <FormattedMessage id={errors.box} />
          </p>
        )}
      </div>
      <FormEnd failure={failure} focusRef={failureBox} sending={sending}>
        <button type="submit" className="button button--primary" disabled={sending === 'sending'}>
          <FormattedMessage id="quotePage.accept.submit" />
        </button>
      </FormEnd>
    </form>
  );
}

/** Declining asks first: the button opens the confirmation, with room for a reason. */
function DeclinePanel({ token, ...handlers }: { token: string } & AnswerHandlers) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<MessageId | string | null>(null);
  const [sending, setSending] = useState<Sending>('idle');
  const opener = useRef<HTMLButtonElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const id = useId();

  function close() {
    setOpen(false);
    setFailure(null);
    queueMicrotask(() => opener.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSending('sending');
    const trimmed = reason.trim();
    try {
      handlers.onAnswered(await declineQuote(token, trimmed ? { reason: trimmed } : {}, language));
    } catch (error) {
      setSending('idle');
      const said = failureOf(error, handlers);
      setFailure(said);
      if (said) queueMicrotask(() => failureBox.current?.focus());
    }
  }

  return (
    <div className={styles.decline}>
      {!open && (
        <button
          ref={opener}
          type="button"
          className="button button--ghost"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <FormattedMessage id="quotePage.decline.open" />
        </button>
      )}
      {open && (
        <form
          className={`${styles.form} ${styles.declinePanel}`}
          aria-labelledby={`${id}-heading`}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <DeclineHeading id={`${id}-heading`} />
          <p>
            <FormattedMessage id="quotePage.decline.intro" />
          </p>
          <div className={styles.field}>
            <label htmlFor={`${id}-reason`} className={styles.label}>
              <FormattedMessage id="quotePage.decline.reason" />
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              className={styles.input}
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <FormEnd failure={failure} focusRef={failureBox} sending={sending}>
            <button type="submit" className={`button ${styles.danger}`} disabled={sending === 'sending'}>
              <FormattedMessage id="quotePage.decline.confirm" />
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              <FormattedMessage id="quotePage.decline.cancel" />
            </button>
          </FormEnd>
        </form>
      )}
    </div>
  );
}

/** The confirmation's heading takes the focus as it opens: a screen reader hears the question first. */
function DeclineHeading({ id }: { id: string }) {
  const heading = useHeadingFocus();
  return (
    <h3 id={id} ref={heading} tabIndex={-1}>
      <FormattedMessage id="quotePage.decline.heading" />
    </h3>
  );
}

/** Where a form ends: what went wrong if anything, its buttons, and "sending" while it is. */
function FormEnd({
  failure,
  focusRef,
  sending,
  children,
}: {
  failure: MessageId | string | null;
  focusRef: RefObject<HTMLDivElement | null>;
  sending: Sending;
  children: ReactNode;
}) {
  return (
    <>
      <Failure failure={failure} focusRef={focusRef} />
      <div className={`button-row ${styles.actions}`}>
        {children}
        <span role="status" className={styles.sending}>
          {sending === 'sending' && <FormattedMessage id="quotePage.sending" />}
        </span>
      </div>
    </>
  );
}

function Failure({
  failure,
  focusRef,
}: {
  failure: MessageId | string | null;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const intl = useIntl();
  const known = failure !== null && failure in intl.messages;
  return (
    <div ref={focusRef} role="alert" tabIndex={-1} className={failure ? styles.failure : undefined}>
      {failure && <p>{known ? intl.formatMessage({ id: failure as MessageId }) : failure}</p>}
    </div>
  );
}
