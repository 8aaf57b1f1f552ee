import type { QuoteDetails } from '@shared/quote-schemas';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { Link } from 'react-router';
import { UserText } from '@/components/user-text';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { AskFirst } from '@/features/back-office/common/confirm-action';
import backOffice from '@/features/back-office/common/back-office.module.css';
import records from '@/features/back-office/common/records.module.css';
import { isStatusConflict, useSendQuote } from './api';

/** The heading of a quote's actions, over the one its status allows. */
export function ActionsSection({ children }: { children: ReactNode }) {
  return (
    <TitledSection id="quote-actions-title" title="quotes.actions" className={records.section}>
      {children}
    </TitledSection>
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
  const error = send.error;
  const namesFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
  return (
    <ActionsSection>
      <AskFirst
        label="quotes.send"
        disabled={send.isPending}
        blockedBy={unsaved ? 'quote-send-unsaved' : undefined}
        onOpen={send.reset}
        question={
          <FormattedMessage
            id="quotes.send.confirm"
            values={{ email: <UserText>{quote.buyer.email}</UserText> }}
          />
        }
        confirm="quotes.send.yes"
        cancel="quotes.keep"
        busy={send.isPending}
        onConfirm={(close) =>
          send.mutate(undefined, {
            onSuccess: (answer) => onSent(answer.number),
            onError: (failure) => {
              close();
              if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) onRefusal(failure);
            },
          })
        }
      />
      {unsaved && (
        <p id="quote-send-unsaved" className="muted">
          <FormattedMessage id="quotes.send.unsaved" />
        </p>
      )}
      <p role="alert" className={backOffice.inlineError}>
        {error && !namesFields && <SendRefusal error={error} />}
      </p>
    </ActionsSection>
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
  return (
    <ActionsSection>
      <AskFirst
        label="quotes.revise"
        question={intl.formatMessage({ id: 'quotes.revise.confirm' }, { number: quote.number ?? '' })}
        confirm="quotes.revise.yes"
        cancel="quotes.keep"
        busy={false}
        onConfirm={() => onRevise()}
      />
    </ActionsSection>
  );
}
