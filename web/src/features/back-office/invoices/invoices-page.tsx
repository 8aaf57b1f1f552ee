import { LoadFailed } from '@/features/back-office/common/list-view/load-state';
import { dateInFrance } from '@shared/date-in-france';
import type { InvoiceRegister, RegisterRow } from '@shared/invoice-register-schemas';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { MessageId } from '@/i18n/catalogue';
import { paths } from '@/lib/paths';
import { backOfficeKey, downloadFile, useApiQuery } from '@/features/back-office/common/api';
import { ColumnHeads } from '@/features/back-office/common/column-heads';
import { DownloadButton } from '@/features/back-office/common/download-button';
import { formatEuros } from '@/features/back-office/common/format';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { invoicesMessages } from './invoices-messages';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Today in France, and the first day of its month: the period shown first. */
function currentMonth(): { from: string; to: string } {
  const today = dateInFrance(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The period in the address (`?from=&to=`), or the current month. */
function periodFromSearch(search: string): { from: string; to: string } {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return day.test(from) && day.test(to) && from <= to ? { from, to } : currentMonth();
}

/**
 * `/user/invoices`: the invoice register of a period for the accountant, every invoice and credit note in
 * number order with its customer, VAT and amounts, the sums per VAT rate, and downloads: the register as CSV
 * (RFC 4180 or Excel in France) and the period's Factur-X files in a ZIP. The period is kept in the address.
 */
export default withMessages(invoicesMessages, InvoicesContent);

function InvoicesContent() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const period = periodFromSearch(location.search);
  const [draft, setDraft] = useState(period);
  const query = `from=${period.from}&to=${period.to}`;
  const register = useApiQuery<InvoiceRegister>(
    [...backOfficeKey, 'invoice-register', period.from, period.to],
    `/api/invoices/register?${query}`,
    { keepPrevious: true },
  );

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to)
      void navigate({ search: `?from=${draft.from}&to=${draft.to}` });
  }

  const invalidPeriod = Boolean(draft.from && draft.to && draft.from > draft.to);
  const fileBase = `${intl.formatMessage({ id: 'register.fileName' })}-${period.from}-${period.to}`;
  return (
    <section aria-labelledby="register-title">
      <ViewTitle
        title="register.title"
        description="register.description"
        id="register-title"
        back={{ to: paths.userOrders.path, label: 'register.back' }}
      />
      <form
        className={styles.period}
        onSubmit={show}
        aria-label={intl.formatMessage({ id: 'register.period' })}
      >
        <DateField
          label="register.from"
          value={draft.from}
          max={draft.to || undefined}
          onValue={(from) => setDraft({ ...draft, from })}
        />
        <DateField
          label="register.to"
          value={draft.to}
          min={draft.from || undefined}
          error={invalidPeriod ? 'register-period-error' : undefined}
          onValue={(to) => setDraft({ ...draft, to })}
        />
        <button type="submit" className="button button--primary" disabled={invalidPeriod}>
          <FormattedMessage id="register.show" />
        </button>
        {invalidPeriod && (
          <p id="register-period-error" className={styles.fieldError}>
            <FormattedMessage id="register.invalidPeriod" />
          </p>
        )}
      </form>
      <p role="status" className={`${backOffice.total} ${styles.registerCount}`}>
        {register.data && (
          <FormattedMessage
            id="register.count"
            values={{
              count: register.data.rows.length,
              from: intl.formatDate(`${period.from}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
              to: intl.formatDate(`${period.to}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
            }}
          />
        )}
        {register.isPending && <FormattedMessage id="backOffice.loading" />}
      </p>
      {register.isError && !register.data && <LoadFailed onRetry={() => void register.refetch()} />}
      <div className={styles.buttons}>
        <Download
          label={intl.formatMessage({ id: 'register.csv' })}
          path={`/api/invoices/register.csv?${query}`}
          fileName={`${fileBase}.csv`}
        />
        <Download
          label={intl.formatMessage({ id: 'register.excel' })}
          path={`/api/invoices/register.csv?${query}&format=excel-fr`}
          fileName={`${fileBase}.csv`}
        />
        <Download
          label={intl.formatMessage({ id: 'register.zip' })}
          path={`/api/invoices/register.zip?${query}`}
          fileName={`${fileBase}.zip`}
        />
      </div>
      {register.data && register.data.rows.length > 0 && <RegisterTable register={register.data} />}
      {register.data && register.data.rows.length === 0 && (
        <p className={backOffice.empty}>
          <FormattedMessage id="register.empty" />
        </p>
      )}
    </section>
  );
}

/** One end of the period, in the browser's date picker; `error` is the id of what says it is wrong. */
function DateField({
  label,
  error,
  onValue,
  ...bounds
}: {
  label: MessageId;
  value: string;
  min?: string;
  max?: string;
  error?: string;
  onValue: (value: string) => void;
}) {
  return (
    <label>
      <FormattedMessage id={label} />
      <input
        type="date"
        required
        {...bounds}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
        onChange={(event) => onValue(event.target.value)}
      />
    </label>
  );
}

function RegisterTable({ register }: { register: InvoiceRegister }) {
  const intl = useIntl();
  const rate = (row: Pick<RegisterRow, 'vatCategory' | 'vatRatePercent'>) =>
    intl.formatMessage(
      { id: `register.vat.${row.vatCategory}` },
      { rate: intl.formatNumber(row.vatRatePercent / 100, { style: 'percent', maximumFractionDigits: 2 }) },
    );
  const date = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    // A region that scrolls sideways is reachable by keyboard, so that it can be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-labelledby="register-title" tabIndex={0}>
      <table className={styles.register}>
        <caption className="visually-hidden">
          <FormattedMessage id="register.caption" />
        </caption>
        <ColumnHeads
          columns={[
            { label: 'register.column.number' },
            { label: 'register.column.date' },
            { label: 'register.column.customer' },
            { label: 'register.column.vat' },
            { label: 'register.column.exclVat', className: styles.amount },
            { label: 'register.column.vatAmount', className: styles.amount },
            { label: 'register.column.inclVat', className: styles.amount },
            { label: 'register.column.payment' },
          ]}
        />
        <tbody>
          {register.rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">
                <FormattedMessage id={`register.kind.${row.kind}`} values={{ number: row.number }} />
              </th>
              <td className={styles.nowrap}>{date(row.issueDate)}</td>
              <td>
                {row.customer}
                {row.customerId && <span className={styles.muted}> · {row.customerId}</span>}
              </td>
              <td>{rate(row)}</td>
              <AmountCells amounts={row} />
              <td>
                {row.cancels ? (
                  <FormattedMessage id="register.cancels" values={{ number: row.cancels }} />
                ) : row.paidOn ? (
                  <FormattedMessage id="register.paidOn" values={{ date: date(row.paidOn) }} />
                ) : (
                  <FormattedMessage id="register.unpaid" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {register.totalsByRate.map((total) => (
            <tr key={`${total.vatCategory}-${total.vatRatePercent}`}>
              <th scope="row" colSpan={4}>
                <FormattedMessage id="register.totalOf" values={{ vat: rate(total) }} />
              </th>
              <AmountCells amounts={total} />
              <td />
            </tr>
          ))}
          <tr className={styles.grandTotal}>
            <th scope="row" colSpan={4}>
              <FormattedMessage id="register.total" />
            </th>
            <AmountCells amounts={register.total} />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** An invoice's, or a sum's, amounts excl. VAT, of VAT and incl. VAT, in the register's columns. */
function AmountCells({ amounts }: { amounts: InvoiceRegister['total'] }) {
  const intl = useIntl();
  return (
    <>
      {[amounts.totalExclVatCents, amounts.vatCents, amounts.totalInclVatCents].map((cents, column) => (
        <td key={column} className={styles.amount}>
          {formatEuros(intl, cents)}
        </td>
      ))}
    </>
  );
}

/** A download of the register; it needs the session's token, so it is saved from a blob. */
function Download({ label, path, fileName }: { label: string; path: string; fileName: string }) {
  return (
    <DownloadButton
      label={label}
      download={() => downloadFile(path, fileName)}
      failed="register.downloadFailed"
    />
  );
}
