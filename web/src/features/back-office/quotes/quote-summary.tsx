import { lineNetCents, type QuoteDetails } from '@shared/quote-schemas';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserText } from '@/components/user-text';
import { useLanguage } from '@/i18n/language-store';
import { formatEuros } from '@/features/back-office/common/format';
import records from '@/features/back-office/common/records.module.css';
import { QuoteTotalsList, usePercent } from './quote-totals';
import styles from './quotes.module.css';

/** A sent or answered quote as it was sent: the customer, the lines, the totals and the notes, read only. */
export function QuoteSummary({ quote }: { quote: QuoteDetails }) {
  const intl = useIntl();
  const language = useLanguage();
  const percent = usePercent();
  const { buyer } = quote;
  const country = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }).of(buyer.country) ?? buyer.country,
    [language, buyer.country],
  );
  return (
    <>
      <section aria-labelledby="quote-customer-title" className={`${records.section} ${records.customer}`}>
        <h2 id="quote-customer-title">
          <FormattedMessage id="quotes.customer" />
        </h2>
        <address>
          {buyer.company && (
            <p>
              <strong>
                <UserText>{buyer.company}</UserText>
              </strong>
            </p>
          )}
          <p>
            <UserText>{`${buyer.firstName} ${buyer.lastName}`}</UserText>
          </p>
          {buyer.address.split('\n').map((line, index) => (
            <p key={index}>
              <UserText>{line}</UserText>
            </p>
          ))}
          <p>
            <UserText>{[buyer.postcode, buyer.city].filter(Boolean).join(' ')}</UserText>
          </p>
          <p>{country}</p>
          <p>
            <a href={`mailto:${buyer.email}`}>
              <UserText>{buyer.email}</UserText>
            </a>
          </p>
        </address>
      </section>
      <section aria-labelledby="quote-lines-title" className={records.section}>
        <h2 id="quote-lines-title">
          <FormattedMessage id="quotes.lines" />
        </h2>
        <div className={records.tableScroll}>
          <table className={styles.linesTable}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="quotes.line.description" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="quotes.line.quantity" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="quotes.line.unitPrice" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="quotes.line.vatRate" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="quotes.line.netShort" />
                </th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line, index) => (
                <tr key={index}>
                  <td className={styles.lineText}>
                    <UserText>{line.description}</UserText>
                  </td>
                  <td className={styles.number}>
                    <FormattedMessage
                      id={`quotes.quantity.${line.unit}`}
                      values={{ quantity: intl.formatNumber(line.quantity), count: line.quantity }}
                    />
                  </td>
                  <td className={styles.number}>{formatEuros(intl, line.unitPriceCents)}</td>
                  <td className={styles.number}>{percent(line.vatRatePercent)}</td>
                  <td className={styles.number}>{formatEuros(intl, lineNetCents(line))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="quote-totals-title" className={`${records.section} ${styles.totalsSection}`}>
        <h2 id="quote-totals-title">
          <FormattedMessage id="quotes.totals" />
        </h2>
        <QuoteTotalsList
          totals={quote.totals}
          discountPercent={quote.discountPercent}
          depositPercent={quote.depositPercent}
          labelledBy="quote-totals-title"
        />
      </section>
      {quote.notes && (
        <section aria-labelledby="quote-notes-title" className={records.section}>
          <h2 id="quote-notes-title">
            <FormattedMessage id="quotes.notes.title" />
          </h2>
          <p className={styles.notes}>
            <UserText>{quote.notes}</UserText>
          </p>
        </section>
      )}
    </>
  );
}
