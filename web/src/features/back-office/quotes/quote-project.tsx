import type { ProjectStepKey, QuoteDetails, QuoteInvoiceSummary } from '@shared/quote-schemas';
import { type RefObject, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { type ProgressMessages, ProgressSteps } from '@/components/customer-page/progress-steps';
import { ActionError, ActionNote } from '@/features/back-office/common/action-note';
import { AskFirst, ConfirmAction } from '@/features/back-office/common/confirm-action';
import { downloadFile } from '@/features/back-office/common/api';
import backOffice from '@/features/back-office/common/back-office.module.css';
import { DownloadButton } from '@/features/back-office/common/download-button';
import { formatEuros } from '@/features/back-office/common/format';
import records from '@/features/back-office/common/records.module.css';
import { isProjectConflict, useCreditProjectInvoice, useIssueFinalInvoice } from './api';
import { ActionsSection } from './quote-actions';
import { formatDay } from './quote-row';
import styles from './quotes.module.css';

const stepMessages: ProgressMessages<ProjectStepKey> = {
  step: (name) => `quotes.step.${name}`,
  pending: 'quotes.step.pending',
  reachedOn: 'quotes.step.on',
};

/**
 * An accepted quote's project: its steps as the customer's page shows them, its invoices and credit notes (each
 * downloadable, an unpaid invoice cancelled by a credit note after a question), and, once the work is done, the
 * final invoice issued after a question.
 */
export function QuoteProject({ quote }: { quote: QuoteDetails }) {
  const intl = useIntl();
  // The button that asked goes once its action is done: the focus moves to the documents, which say what changed.
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<{
    message: 'quotes.finalInvoice.done' | 'quotes.creditNote.done';
    values: Record<string, string>;
  } | null>(null);
  return (
    <>
      {quote.steps && (
        <TitledSection id="quote-project-title" title="quotes.project" className={records.section}>
          <ProgressSteps
            steps={quote.steps.map((step) => ({ name: step.key, at: step.on }))}
            messages={stepMessages}
            date={(day) => formatDay(intl, day.slice(0, 10))}
          />
        </TitledSection>
      )}
      <ActionNote role="status" className={records.done} message={done?.message} values={done?.values} />
      <ProjectDocuments
        quote={quote}
        headingRef={documentsHeading}
        onCredited={(values) => {
          setDone({ message: 'quotes.creditNote.done', values });
          documentsHeading.current?.focus();
        }}
      />
      <FinalInvoiceAction
        quote={quote}
        onIssued={(number) => {
          setDone({ message: 'quotes.finalInvoice.done', values: { number } });
          documentsHeading.current?.focus();
        }}
      />
    </>
  );
}

/** "Deposit invoice F2026-0012", "Credit note F2026-0014". */
function documentName(intl: ReturnType<typeof useIntl>, document: QuoteInvoiceSummary): string {
  const id =
    document.documentType === 'credit_note'
      ? 'quotes.document.creditNote'
      : document.kind === 'deposit'
        ? 'quotes.document.deposit'
        : 'quotes.document.final';
  return intl.formatMessage({ id }, { number: document.number });
}

function ProjectDocuments({
  quote,
  headingRef,
  onCredited,
}: {
  quote: QuoteDetails;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCredited: (values: { number: string; invoice: string }) => void;
}) {
  const intl = useIntl();
  const credit = useCreditProjectInvoice(quote.id);
  const [asking, setAsking] = useState<QuoteInvoiceSummary | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keep = (number: string) => {
    setAsking(null);
    buttons.current.get(number)?.focus();
  };
  return (
    <section aria-labelledby="quote-documents-title" className={records.section}>
      <h2 id="quote-documents-title" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="quotes.documents" />
      </h2>
      {quote.invoices.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="quotes.documents.none" />
        </p>
      ) : (
        <ul aria-labelledby="quote-documents-title" className={backOffice.list}>
          {quote.invoices.map((document) => {
            const name = documentName(intl, document);
            const cancellable = document.documentType === 'invoice' && document.status === 'unpaid';
            return (
              <li key={document.number} className={`${records.fileRow} ${styles.document}`}>
                <div>
                  <p>
                    <strong>{name}</strong>
                  </p>
                  <p className="muted">
                    <FormattedMessage
                      id="quotes.document.issued"
                      values={{
                        date: formatDay(intl, document.issueDate),
                        amount: formatEuros(intl, document.grossCents),
                      }}
                    />
                    {document.credits && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="quotes.document.credits"
                          values={{ invoice: document.credits }}
                        />
                      </>
                    )}
                  </p>
                  {document.documentType === 'invoice' && (
                    <p className={styles.documentStatus} data-status={document.status}>
                      <DocumentStatus document={document} />
                    </p>
                  )}
                </div>
                <div className={records.buttons}>
                  <DownloadButton
                    label={<FormattedMessage id="quotes.download" />}
                    accessibleName={intl.formatMessage({ id: 'quotes.download.named' }, { name })}
                    download={() => downloadFile(document.pdfUrl, `${document.number}.pdf`)}
                    failed="quotes.download.failed"
                  />
                  {cancellable && (
                    <button
                      ref={(button) => {
                        if (button) buttons.current.set(document.number, button);
                        else buttons.current.delete(document.number);
                      }}
                      type="button"
                      className="button button--ghost"
                      aria-label={intl.formatMessage({ id: 'quotes.creditNote.named' }, { name })}
                      aria-expanded={asking?.number === document.number}
                      disabled={credit.isPending}
                      onClick={() => {
                        credit.reset();
                        setAsking((open) => (open?.number === document.number ? null : document));
                      }}
                    >
                      <FormattedMessage id="quotes.creditNote" />
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asking && (
        <ConfirmAction
          key={asking.number}
          question={intl.formatMessage(
            { id: 'quotes.creditNote.confirm' },
            { kind: asking.kind, number: asking.number, amount: formatEuros(intl, asking.grossCents) },
          )}
          confirm="quotes.creditNote.yes"
          cancel="quotes.keep"
          busy={credit.isPending}
          onConfirm={() =>
            credit.mutate(asking.number, {
              onSuccess: (answer) => {
                setAsking(null);
                onCredited({ number: answer.number, invoice: asking.number });
              },
              onError: () => setAsking(null),
            })
          }
          onKeep={() => keep(asking.number)}
        />
      )}
      <ProjectError error={credit.error} />
    </section>
  );
}

function DocumentStatus({ document }: { document: QuoteInvoiceSummary }) {
  const intl = useIntl();
  if (document.status === 'paid')
    return (
      <FormattedMessage
        id="quotes.document.status.paid"
        values={{ date: formatDay(intl, document.paidOn ?? document.issueDate) }}
      />
    );
  if (document.status === 'cancelled') return <FormattedMessage id="quotes.document.status.cancelled" />;
  return (
    <FormattedMessage
      id="quotes.document.status.unpaid"
      values={{
        amount: formatEuros(intl, document.dueCents),
        date: formatDay(intl, document.dueDate ?? document.issueDate),
      }}
    />
  );
}

/**
 * "Work done: issue the final invoice", while the accepted quote has no final invoice in force: asks first,
 * saying what the invoice states and that only a credit note can cancel it.
 */
function FinalInvoiceAction({
  quote,
  onIssued,
}: {
  quote: QuoteDetails;
  onIssued: (number: string) => void;
}) {
  const intl = useIntl();
  const issue = useIssueFinalInvoice(quote.id);
  const finalIssued = quote.invoices.some(
    (document) =>
      document.kind === 'final' && document.documentType === 'invoice' && document.status !== 'cancelled',
  );
  return (
    <ActionsSection>
      {finalIssued ? (
        <p className="muted">
          <FormattedMessage id="quotes.actions.finalIssued" />
        </p>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage id="quotes.actions.accepted" />
          </p>
          <AskFirst
            label="quotes.finalInvoice"
            disabled={issue.isPending}
            onOpen={issue.reset}
            question={intl.formatMessage(
              { id: 'quotes.finalInvoice.confirm' },
              { number: quote.number ?? '', total: formatEuros(intl, quote.totals.grossCents) },
            )}
            confirm="quotes.finalInvoice.yes"
            cancel="quotes.keep"
            busy={issue.isPending}
            onConfirm={(close) =>
              issue.mutate(undefined, {
                onSuccess: (answer) => {
                  close();
                  const final = answer.invoices.findLast(
                    (document) => document.kind === 'final' && document.documentType === 'invoice',
                  );
                  onIssued(final?.number ?? '');
                },
                onError: close,
              })
            }
          />
        </>
      )}
      <ProjectError error={issue.error} />
    </ActionsSection>
  );
}

/** Why a project's action failed: the quote changed meanwhile, or something else. */
function ProjectError({ error }: { error: Error | null }) {
  return (
    <ActionError
      message={error && (isProjectConflict(error) ? 'quotes.project.conflict' : 'backOffice.actionFailed')}
      values={{ reason: error?.message ?? '' }}
    />
  );
}
