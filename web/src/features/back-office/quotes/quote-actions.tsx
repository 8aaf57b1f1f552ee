import type { QuoteDetails } from '@shared/quote-schemas';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserText } from '@/components/user-text';
import type { MessageId } from '@/i18n/catalogue';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { FormActions } from '@/features/back-office/common/form-actions';
import backOffice from '@/features/back-office/common/back-office.module.css';
import records from '@/features/back-office/common/records.module.css';
import { isStatusConflict, useSendQuote } from './api';

/**
 * The question asked before an action the customer sees. Focus moves to "Keep it", the safe answer, so the
 * question is read with it; keeping returns focus to the button that asked.
 */
export function Confirm({
  question,
  confirm,
  busy,
  onConfirm,
  onKeep,
}: {
  question: ReactNode;
  confirm: MessageId;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className={records.panel}>
      <p id={questionId}>{question}</p>
      <FormActions
        act={confirm}
        busy={busy}
        onAct={onConfirm}
        cancel="quotes.keep"
        cancelRef={keep}
        onCancel={onKeep}
      />
    </div>
  );
}

/**
 * Send, for a saved draft: asks first, naming the address it goes to. A refusal says why, next to the button;
 * one that names fields (a VAT rate, the validity date) is shown at those fields by the editor (`onRefusal`).
 */
export function SendQuote({
  quote,
  unsaved,
  onRefusal,
  onSent,
}: {
  quote: QuoteDetails;
  unsaved: boolean;
  onRefusal: (error: ApiError) => void;
  onSent: (number: string) => void;
}) {
  const send = useSendQuote(quote.id);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const keep = () => {
    setAsking(false);
    button.current?.focus();
  };
  const error = send.error;
  const namesFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return (
    <section aria-labelledby="quote-actions-title" className={records.section}>
      <h2 id="quote-actions-title">
        <FormattedMessage id="quotes.actions" />
      </h2>
      <div className={records.buttons}>
        <button
          ref={button}
          type="button"
          className="button button--primary"
          disabled={send.isPending || unsaved}
          aria-describedby={unsaved ? 'quote-send-unsaved' : undefined}
          aria-expanded={asking}
          onClick={() => {
            send.reset();
            setAsking((open) => !open);
          }}
        >
          <FormattedMessage id="quotes.send" />
        </button>
      </div>
      {unsaved && (
        <p id="quote-send-unsaved" className="muted">
          <FormattedMessage id="quotes.send.unsaved" />
        </p>
      )}
      {asking && !unsaved && (
        <Confirm
          question={
            <FormattedMessage
              id="quotes.send.confirm"
              values={{ email: <UserText>{quote.buyer.email}</UserText> }}
            />
          }
          confirm="quotes.send.yes"
          busy={send.isPending}
          onConfirm={() =>
            send.mutate(undefined, {
              onSuccess: (answer) => onSent(answer.number),
              onError: (failure) => {
                setAsking(false);
                if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) onRefusal(failure);
              },
            })
          }
          onKeep={keep}
        />
      )}
      <p role="alert" className={backOffice.inlineError}>
        {error && !namesFields && <SendRefusal error={error} />}
      </p>
    </section>
  );
}

function SendRefusal({ error }: { error: Error }) {
  if (isStatusConflict(error))
    return <FormattedMessage id="quotes.conflict" values={{ reason: error.message }} />;
  if (error instanceof ApiError && error.code === 'seller_details_missing')
    return (
      <>
        {error.message}{' '}
        <Link to={paths.userSetup.to('seller')}>
          <FormattedMessage id="quotes.sellerMissing.link" />
        </Link>
      </>
    );
  if (error instanceof ApiError && error.status === 400) return <>{error.message}</>;
  return <FormattedMessage id="backOffice.actionFailed" />;
}

/** Revise, for a sent or expired quote: asks first, saying that the customer's link will stop working. */
export function ReviseQuote({ quote, onRevise }: { quote: QuoteDetails; onRevise: () => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="quote-actions-title" className={records.section}>
      <h2 id="quote-actions-title">
        <FormattedMessage id="quotes.actions" />
      </h2>
      <div className={records.buttons}>
        <button
          ref={button}
          type="button"
          className="button button--primary"
          aria-expanded={asking}
          onClick={() => setAsking((open) => !open)}
        >
          <FormattedMessage id="quotes.revise" />
        </button>
      </div>
      {asking && (
        <Confirm
          question={intl.formatMessage({ id: 'quotes.revise.confirm' }, { number: quote.number ?? '' })}
          confirm="quotes.revise.yes"
          busy={false}
          onConfirm={onRevise}
          onKeep={() => {
            setAsking(false);
            button.current?.focus();
          }}
        />
      )}
    </section>
  );
}
