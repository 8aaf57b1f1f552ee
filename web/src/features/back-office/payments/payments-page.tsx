import type { LedgerPayment, OpenInvoice, ReceivedPayment } from '@shared/payment-schemas';
import { LoadFailed } from '@/features/back-office/common/list-view/load-state';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/titled-section';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { formatEuros } from '@/features/back-office/common/format';
import { usePaymentSettlement, usePaymentsLedger, useReceivedPayments, useStatementImport } from './api';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { paymentsMessages } from './payments-messages';

/**
 * `/user/payments`: **Import a bank statement** (camt.053) and what it did, then the payments that wait for
 * the owner (partial, over-paid, naming no open invoice, card payments that did not fit), each to put against
 * an open invoice or set aside.
 */
export default withMessages(paymentsMessages, PaymentsContent);

function PaymentsContent() {
  const payments = useReceivedPayments();
  const pages = payments.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  const [settled, setSettled] = useState<string | null>(null);
  // The settled payment leaves the list: focus goes to its heading, and the status says what was done.
  const onSettled = (message: string) => {
    setSettled(message);
    waitingHeading.current?.focus();
  };
  return (
    <section aria-labelledby="payments-title">
      <ViewTitle
        title="payments.title"
        description="payments.description"
        id="payments-title"
        back={{ to: paths.userOrders.path, label: 'payments.back' }}
      />
      <p>
        <FormattedMessage id="payments.description" />
      </p>
      {first && !first.canAct ? (
        <p className="muted">
          <FormattedMessage id="payments.ownerOnly" />
        </p>
      ) : (
        <StatementImport />
      )}
      <section aria-labelledby="payments-waiting" className={styles.section}>
        <h2 id="payments-waiting" ref={waitingHeading} tabIndex={-1}>
          <FormattedMessage id="payments.waiting" />
        </h2>
        <p role="status" className={backOffice.total}>
          {settled && <span className={styles.done}>{settled} </span>}
          {first && <FormattedMessage id="payments.waiting.count" values={{ count: first.total }} />}
          {payments.isPending && <FormattedMessage id="backOffice.loading" />}
        </p>
        {payments.isError && !payments.data && <LoadFailed onRetry={() => void payments.refetch()} />}
        {first &&
          (items.length === 0 ? (
            <p className={backOffice.empty}>
              <FormattedMessage id="payments.waiting.empty" />
            </p>
          ) : (
            <ul className={backOffice.list} aria-labelledby="payments-waiting">
              {items.map((payment) => (
                <WaitingPayment
                  key={payment.id}
                  payment={payment}
                  openInvoices={first.openInvoices}
                  canAct={first.canAct}
                  onSettled={onSettled}
                />
              ))}
            </ul>
          ))}
        {payments.hasNextPage && (
          <button
            type="button"
            className="button button--ghost"
            disabled={payments.isFetchingNextPage}
            onClick={() => void payments.fetchNextPage()}
          >
            <FormattedMessage id="payments.more" />
          </button>
        )}
      </section>
      <Ledger />
    </section>
  );
}

function StatementImport() {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const [missingFile, setMissingFile] = useState(false);
  const statement = useStatementImport();
  const hintId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setMissingFile(!file);
    if (file) statement.mutate(file);
  }

  return (
    <section aria-labelledby="statement-import" className={`${styles.section} ${styles.panel}`}>
      <h2 id="statement-import">
        <FormattedMessage id="payments.import" />
      </h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor="statement-file" className={styles.fileLabel}>
          <FormattedMessage id="payments.import.file" />
        </label>
        <input
          id="statement-file"
          ref={fileInput}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby={missingFile ? `${errorId} ${hintId}` : hintId}
          aria-invalid={missingFile || undefined}
          onChange={() => setMissingFile(false)}
        />
        {missingFile && (
          <p id={errorId} className={styles.fieldError}>
            <FormattedMessage id="payments.import.choose" />
          </p>
        )}
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="payments.import.hint" />
        </p>
        <button type="submit" className="button button--primary" disabled={statement.isPending}>
          <FormattedMessage id={statement.isPending ? 'payments.import.sending' : 'payments.import.submit'} />
        </button>
      </form>
      <div role="status">
        {statement.isSuccess && (
          <p className={styles.done}>
            <FormattedMessage id="payments.import.done" values={{ ...statement.data }} />
          </p>
        )}
      </div>
      {statement.isError && (
        <p role="alert" className={styles.fieldError}>
          {intl.formatMessage(
            { id: 'payments.import.refused' },
            { reason: importRefusal(intl, statement.error) },
          )}
        </p>
      )}
    </section>
  );
}

/** Why an import was refused, in the owner's words. */
function importRefusal(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'payments.import.failed' });
  switch (error.code) {
    case 'statement_not_xml':
      return intl.formatMessage({ id: 'payments.import.notXml' });
    case 'statement_not_camt053':
    case 'statement_unsupported_version':
      return intl.formatMessage({ id: 'payments.import.notCamt' });
    case 'statement_malformed':
      return intl.formatMessage({ id: 'payments.import.malformed' }, { detail: error.message });
    case 'licence_signing_unavailable':
      return intl.formatMessage({ id: 'payments.import.signing' });
    default:
      return error.status === 413
        ? intl.formatMessage({ id: 'payments.import.tooLarge' })
        : intl.formatMessage({ id: 'payments.import.failed' });
  }
}

function WaitingPayment({
  payment,
  openInvoices,
  canAct,
  onSettled,
}: {
  payment: ReceivedPayment;
  openInvoices: OpenInvoice[];
  /** Whether this person may match or set it aside; others read it. */
  canAct: boolean;
  onSettled: (message: string) => void;
}) {
  const intl = useIntl();
  const settlement = usePaymentSettlement();
  const suggested = openInvoices.find((invoice) => invoice.orderId === payment.invoice?.orderId);
  // Only the invoice the payment names is chosen for the owner; otherwise they choose it themselves.
  const [orderId, setOrderId] = useState(suggested?.orderId ?? '');
  const [unchosen, setUnchosen] = useState(false);
  const selectId = useId();
  const unchosenId = useId();
  const money = (cents: number, currency = 'EUR') =>
    intl.formatNumber(cents / 100, { style: 'currency', currency });
  const titleId = useId();

  function match(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invoice = openInvoices.find((open) => open.orderId === orderId);
    setUnchosen(!invoice);
    if (!invoice) return;
    // Awaited rather than given to mutate(): the list refreshed on success no longer holds this payment, and
    // callbacks given to mutate() are dropped once their component is gone, with the message they would say.
    settlement
      .mutateAsync({ id: payment.id, action: 'match', orderId })
      .then((result) =>
        onSettled(
          result.paid === false
            ? intl.formatMessage(
                { id: 'payments.match.partial' },
                { number: invoice.number, due: formatEuros(intl, result.dueCents ?? 0) },
              )
            : intl.formatMessage({ id: 'payments.match.done' }, { number: invoice.number }),
        ),
      )
      .catch(() => {}); // the mutation's error state says it at the payment
  }
  const dismiss = () =>
    settlement
      .mutateAsync({ id: payment.id, action: 'dismiss' })
      .then(() => onSettled(intl.formatMessage({ id: 'payments.dismiss.done' })))
      .catch(() => {});
  // Set aside, beside Match or alone when no invoice awaits this amount.
  const dismissButton = (
    <button type="button" className="button button--ghost" disabled={settlement.isPending} onClick={dismiss}>
      <FormattedMessage id="payments.dismiss" />
    </button>
  );

  return (
    <li className={`${backOffice.item} ${styles.payment}`} aria-labelledby={titleId}>
      <div className={backOffice.itemMeta}>
        <span className={`${backOffice.status} ${styles.status}`}>
          <FormattedMessage id={`payments.source.${payment.source}`} />
        </span>
        <time dateTime={payment.bookedOn} className={backOffice.time}>
          {intl.formatDate(`${payment.bookedOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </div>
      <h3 id={titleId} className={backOffice.itemFrom}>
        {money(payment.amountCents, payment.currency)}
        {payment.payerName && (
          <span className={backOffice.company}>
            {' · '}
            <FormattedMessage id="payments.from" values={{ payer: payment.payerName }} />
          </span>
        )}
      </h3>
      {payment.text && (
        <p className={styles.itemLine}>
          <FormattedMessage id="payments.text" values={{ text: payment.text }} />
        </p>
      )}
      <p className={styles.reason}>
        <FormattedMessage
          id={`payments.reason.${payment.reason}`}
          values={{
            number: payment.invoice?.number ?? '',
            due: payment.invoice ? formatEuros(intl, payment.invoice.totalInclVatCents) : '',
          }}
        />
      </p>
      {!canAct ? null : openInvoices.length > 0 ? (
        <form className={styles.matchForm} onSubmit={match}>
          <label htmlFor={selectId}>
            <FormattedMessage id="payments.match.invoice" />
          </label>
          <select
            id={selectId}
            className={backOffice.control}
            value={orderId}
            aria-invalid={unchosen || undefined}
            aria-describedby={unchosen ? unchosenId : undefined}
            onChange={(event) => {
              setOrderId(event.target.value);
              setUnchosen(false);
            }}
          >
            {!suggested && <option value="">{intl.formatMessage({ id: 'payments.match.choose' })}</option>}
            {openInvoices.map((invoice) => (
              <option key={invoice.orderId} value={invoice.orderId}>
                {intl.formatMessage(
                  { id: 'payments.match.option' },
                  {
                    number: invoice.number,
                    customer: invoice.customerName,
                    amount: formatEuros(intl, invoice.dueCents),
                  },
                )}
              </option>
            ))}
          </select>
          {unchosen && (
            <p id={unchosenId} className={styles.fieldError}>
              <FormattedMessage id="payments.match.unchosen" />
            </p>
          )}
          <div className={styles.buttons}>
            <button type="submit" className="button button--primary" disabled={settlement.isPending}>
              <FormattedMessage id="payments.match.submit" />
            </button>
            {dismissButton}
          </div>
        </form>
      ) : (
        <div className={styles.buttons}>
          <p className={styles.hint}>
            <FormattedMessage id="payments.match.none" />
          </p>
          {dismissButton}
        </div>
      )}
      {settlement.isError && (
        <p role="alert" className={styles.fieldError}>
          <FormattedMessage id={settlementRefusal(settlement.error)} />
        </p>
      )}
    </li>
  );
}

function settlementRefusal(error: unknown) {
  if (error instanceof ApiError && error.code === 'payment_conflict') return 'payments.conflict';
  if (error instanceof ApiError && error.code === 'payment_not_in_euros') return 'payments.notEuros';
  if (error instanceof ApiError && error.code === 'payment_day_refused') return 'payments.dayRefused';
  if (error instanceof ApiError && error.code === 'licence_signing_unavailable') return 'payments.signing';
  return 'payments.failed';
}

/**
 * The ledger: every statement imported (file, when, who, what it did) and every payment received with what
 * became of it (the invoice it paid and what that order still owes, waiting, or set aside), newest first.
 */
function Ledger() {
  const intl = useIntl();
  const ledger = usePaymentsLedger();
  const pages = ledger.data?.pages ?? [];
  const imports = pages[0]?.imports ?? [];
  const payments = pages.flatMap((page) => page.payments);
  return (
    <TitledSection id="payments-ledger" title="payments.ledger" className={styles.section}>
      {ledger.isPending && (
        <p>
          <FormattedMessage id="backOffice.loading" />
        </p>
      )}
      <h3 id="payments-ledger-imports">
        <FormattedMessage id="payments.ledger.imports" />
      </h3>
      {ledger.data && imports.length === 0 ? (
        <p className={backOffice.empty}>
          <FormattedMessage id="payments.ledger.noImports" />
        </p>
      ) : (
        <ul className={backOffice.list} aria-labelledby="payments-ledger-imports">
          {imports.map((record) => (
            <li key={record.id} className={backOffice.item}>
              <FormattedMessage
                id="payments.ledger.import"
                values={{
                  file: record.fileName || record.messageId,
                  at: intl.formatDate(record.importedAt, { dateStyle: 'long', timeStyle: 'short' }),
                  who: record.importedByName,
                  credits: record.credits,
                  matched: record.matched,
                  partial: record.partial,
                  unmatched: record.unmatched,
                  alreadyImported: record.alreadyImported,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <h3 id="payments-ledger-payments">
        <FormattedMessage id="payments.ledger.payments" />
      </h3>
      {ledger.data && payments.length === 0 ? (
        <p className={backOffice.empty}>
          <FormattedMessage id="payments.ledger.noPayments" />
        </p>
      ) : (
        <ul className={backOffice.list} aria-labelledby="payments-ledger-payments">
          {payments.map((payment) => (
            <LedgerRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
      {ledger.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          <FormattedMessage id="payments.ledger.more" />
        </button>
      )}
    </TitledSection>
  );
}

function LedgerRow({ payment }: { payment: LedgerPayment }) {
  const intl = useIntl();
  const amount = intl.formatNumber(payment.amountCents / 100, {
    style: 'currency',
    currency: payment.currency,
  });
  const day = intl.formatDate(`${payment.bookedOn}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const invoice = payment.invoice;
  return (
    <li className={backOffice.item}>
      <p className={styles.itemLine}>
        <FormattedMessage
          id="payments.ledger.payment"
          values={{
            amount,
            day,
            source: intl.formatMessage({ id: `payments.source.${payment.source}` }),
            payer: payment.payerName || '—',
          }}
        />
      </p>
      <p className={styles.reason}>
        {payment.status === 'matched' && invoice ? (
          invoice.dueCents > 0 ? (
            <FormattedMessage
              id="payments.ledger.partial"
              values={{ number: invoice.number, due: formatEuros(intl, invoice.dueCents) }}
            />
          ) : (
            <FormattedMessage id="payments.ledger.paid" values={{ number: invoice.number }} />
          )
        ) : payment.status === 'dismissed' ? (
          <FormattedMessage id="payments.ledger.dismissed" values={{ who: payment.resolvedByName ?? '—' }} />
        ) : (
          <FormattedMessage id="payments.ledger.waiting" />
        )}
      </p>
    </li>
  );
}
