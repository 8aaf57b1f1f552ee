import type { PublicQuoteView } from '@shared/quote-schemas';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerSection } from '@/components/customer-page/customer-page';
import { quoteFormats } from './quote-formats';
import styles from './quote-page.module.css';

/** What the quote says, as its PDF does: the lines, the amounts per VAT rate, the deposit and the notes. */
export function QuoteDocument({ quote }: { quote: PublicQuoteView }) {
  return (
    <>
      <QuoteLines quote={quote} />
      <QuoteTotals quote={quote} />
      <QuotePayment quote={quote} />
      {quote.notes && (
        <CustomerSection id="quote-notes" title="quotePage.notes" className={styles.section}>
          <p className={styles.notes}>{quote.notes}</p>
        </CustomerSection>
      )}
    </>
  );
}

const columns = [
  { id: 'quotePage.column.description', numeric: false },
  { id: 'quotePage.column.quantity', numeric: true },
  { id: 'quotePage.column.unitPrice', numeric: true },
  { id: 'quotePage.column.vatRate', numeric: true },
  { id: 'quotePage.column.total', numeric: true },
] as const;

/**
 * A table on a wide screen; on a narrow one each line becomes a block, each amount with its column's name. The
 * explicit roles keep the table's semantics when CSS changes how its parts are displayed.
 */
function QuoteLines({ quote }: { quote: PublicQuoteView }) {
  const intl = useIntl();
  const { money, percent } = quoteFormats(intl);
  const label = (id: (typeof columns)[number]['id']) => intl.formatMessage({ id });
  return (
    <CustomerSection id="quote-lines" title="quotePage.lines" className={styles.section}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- roles kept under CSS display */}
      <table role="table" aria-labelledby="quote-lines" className={styles.lines}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                <FormattedMessage id={column.id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {quote.lines.map((line, index) => (
            <tr key={index} role="row">
              <td role="cell" className={styles.description}>
                {line.description}
              </td>
              <td role="cell" className={styles.numeric} data-label={label('quotePage.column.quantity')}>
                <FormattedMessage
                  id={`quotePage.quantity.${line.unit}`}
                  values={{ quantity: line.quantity }}
                />
              </td>
              <td role="cell" className={styles.numeric} data-label={label('quotePage.column.unitPrice')}>
                {money(line.unitPriceCents)}
              </td>
              <td role="cell" className={styles.numeric} data-label={label('quotePage.column.vatRate')}>
                {percent(line.vatRatePercent)}
              </td>
              <td
                role="cell"
                className={`${styles.numeric} ${styles.lineTotal}`}
                data-label={label('quotePage.column.total')}
              >
                {money(line.netCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </CustomerSection>
  );
}

function QuoteTotals({ quote }: { quote: PublicQuoteView }) {
  const intl = useIntl();
  const { money, percent } = quoteFormats(intl);
  const { totals } = quote;
  const rates = new Set(quote.lines.map((line) => line.vatRatePercent));
  return (
    <CustomerSection id="quote-totals" title="quotePage.totals" className={styles.section}>
      <dl className={styles.totals}>
        {totals.discountCents > 0 && (
          <>
            <Amount label={<FormattedMessage id="quotePage.totals.linesNet" />}>
              {money(totals.linesNetCents)}
            </Amount>
            <Amount
              label={
                <FormattedMessage
                  id="quotePage.totals.discount"
                  values={{ percent: percent(quote.discountPercent) }}
                />
              }
            >
              {money(-totals.discountCents)}
            </Amount>
          </>
        )}
        <Amount label={<FormattedMessage id="quotePage.totals.exclVat" />} strong>
          {money(totals.netCents)}
        </Amount>
        {quote.vatRegime === 'standard' &&
          totals.vat.map((row) => (
            <Amount
              key={row.ratePercent}
              label={
                <FormattedMessage
                  id="quotePage.totals.vat"
                  values={{ rate: percent(row.ratePercent), base: money(row.baseCents) }}
                />
              }
            >
              {money(row.vatCents)}
            </Amount>
          ))}
        <Amount label={<FormattedMessage id="quotePage.totals.inclVat" />} grand>
          {money(totals.grossCents)}
        </Amount>
      </dl>
      {quote.vatRegime === 'franchise' && (
        <p className="muted">
          <FormattedMessage id="quotePage.vat.franchise" />
        </p>
      )}
      {quote.vatRegime === 'standard' && (rates.has(10) || rates.has(5.5)) && (
        <div className={styles.vatNotes}>
          {rates.has(10) && (
            <p>
              <FormattedMessage id="quotePage.vat.renovation" />
            </p>
          )}
          {rates.has(5.5) && (
            <p>
              <FormattedMessage id="quotePage.vat.energy" />
            </p>
          )}
          <p>
            <FormattedMessage id="quotePage.vat.attestation" />
          </p>
        </div>
      )}
    </CustomerSection>
  );
}

function Amount({
  label,
  children,
  strong = false,
  grand = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  grand?: boolean;
}) {
  return (
    <div className={styles.amount} data-weight={grand ? 'grand' : strong ? 'strong' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function QuotePayment({ quote }: { quote: PublicQuoteView }) {
  const intl = useIntl();
  const { money, percent } = quoteFormats(intl);
  const { deposit, totals } = quote;
  return (
    <CustomerSection id="quote-payment" title="quotePage.payment" className={styles.section}>
      {deposit.percent > 0 ? (
        <>
          <p className={styles.deposit}>
            <FormattedMessage
              id="quotePage.deposit"
              values={{ percent: percent(deposit.percent), amount: money(deposit.grossCents) }}
            />
          </p>
          <p>
            <FormattedMessage
              id="quotePage.balance"
              values={{ amount: money(totals.grossCents - deposit.grossCents) }}
            />
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="quotePage.noDeposit" />
        </p>
      )}
    </CustomerSection>
  );
}
