import { depositAmounts, type QuoteTotals } from '@shared/quote-schemas';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '@/features/back-office/common/format';
import { TitledSection } from '@/components/titled-section';
import styles from './quotes.module.css';

/** A percentage as the page's language writes it: `5.5%`, `5,5 %`. */
export function usePercent() {
  const intl = useIntl();
  return (percent: number) =>
    intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * The quote's totals as its document prints them, under their heading: the lines, the discount, each VAT
 * rate's base and VAT, the total incl. VAT and the deposit asked; computed by the server's own arithmetic
 * (shared/quote-schemas.ts). `children` follow the list (a note that some lines are not counted yet).
 */
export function QuoteTotalsSection({
  totals,
  discountPercent,
  depositPercent,
  className,
  children,
}: {
  totals: QuoteTotals;
  discountPercent: number;
  depositPercent: number;
  /** The section's frame, the editor's or the summary's. */
  className: string | undefined;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const percent = usePercent();
  const euros = (cents: number) => formatEuros(intl, cents);
  const deposit = depositAmounts(totals, depositPercent);
  const several = totals.vat.length > 1;
  return (
    <TitledSection
      id="quote-totals-title"
      title="quotes.totals"
      className={`${className} ${styles.totalsSection}`}
    >
      <dl className={styles.totals} aria-labelledby="quote-totals-title">
        {totals.discountCents > 0 && (
          <>
            <Amount label={<FormattedMessage id="quotes.totals.linesNet" />}>
              {euros(totals.linesNetCents)}
            </Amount>
            <Amount
              label={
                <FormattedMessage
                  id="quotes.totals.discount"
                  values={{ percent: percent(discountPercent) }}
                />
              }
            >
              −{euros(totals.discountCents)}
            </Amount>
          </>
        )}
        <Amount label={<FormattedMessage id="quotes.totals.net" />}>{euros(totals.netCents)}</Amount>
        {totals.vat.map((row) => (
          <Fragment key={row.ratePercent}>
            {several && (
              <Amount
                label={
                  <FormattedMessage id="quotes.totals.vatBase" values={{ rate: percent(row.ratePercent) }} />
                }
              >
                {euros(row.baseCents)}
              </Amount>
            )}
            <Amount
              label={<FormattedMessage id="quotes.totals.vat" values={{ rate: percent(row.ratePercent) }} />}
            >
              {euros(row.vatCents)}
            </Amount>
          </Fragment>
        ))}
        <Amount label={<FormattedMessage id="quotes.totals.gross" />} strong>
          {euros(totals.grossCents)}
        </Amount>
        {depositPercent > 0 && (
          <Amount
            label={
              <FormattedMessage id="quotes.totals.deposit" values={{ percent: percent(depositPercent) }} />
            }
          >
            {euros(deposit.grossCents)}
          </Amount>
        )}
      </dl>
      {children}
    </TitledSection>
  );
}

function Amount({ label, strong, children }: { label: ReactNode; strong?: boolean; children: ReactNode }) {
  return (
    <div className={strong ? styles.grossTotal : undefined}>
      <dt>{label}</dt>
      <dd>{strong ? <strong>{children}</strong> : children}</dd>
    </div>
  );
}
