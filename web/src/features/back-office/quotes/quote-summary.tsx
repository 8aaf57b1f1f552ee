import { lineNetCents, type QuoteDetails } from '@shared/quote-schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserText } from '@/components/user-text';
import { BuyerAddress } from '@/features/back-office/common/buyer-address';
import { ColumnHeads } from '@/features/back-office/common/column-heads';
import { formatEuros } from '@/features/back-office/common/format';
import records from '@/features/back-office/common/records.module.css';
import { TitledSection } from '@/components/titled-section';
import { QuoteTotalsSection, usePercent } from './quote-totals';
import styles from './quotes.module.css';

/** A sent or answered quote as it was sent: the customer, the lines, the totals and the notes, read only. */
export function QuoteSummary({ quote }: { quote: QuoteDetails }) {
  const intl = useIntl();
  const percent = usePercent();
  const { buyer } = quote;
  return (
    <>
      <TitledSection
        id="quote-customer-title"
        title="quotes.customer"
        className={`${records.section} ${records.customer}`}
      >
        <BuyerAddress
          company={buyer.company}
          name={`${buyer.firstName} ${buyer.lastName}`}
          street={buyer.address.split('\n')}
          postcode={buyer.postcode}
          city={buyer.city}
          country={buyer.country}
          email={buyer.email}
        />
      </TitledSection>
      <TitledSection id="quote-lines-title" title="quotes.lines" className={records.section}>
        <div className={records.tableScroll}>
          <table className={styles.linesTable}>
            <ColumnHeads
              columns={[
                { label: 'quotes.line.description' },
                { label: 'quotes.line.quantity', className: styles.number },
                { label: 'quotes.line.unitPrice', className: styles.number },
                { label: 'quotes.line.vatRate', className: styles.number },
                { label: 'quotes.line.netShort', className: styles.number },
              ]}
            />
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
      </TitledSection>
      <QuoteTotalsSection
        totals={quote.totals}
        discountPercent={quote.discountPercent}
        depositPercent={quote.depositPercent}
        className={records.section}
      />
      {quote.notes && (
        <TitledSection id="quote-notes-title" title="quotes.notes.title" className={records.section}>
          <p className={styles.notes}>
            <UserText>{quote.notes}</UserText>
          </p>
        </TitledSection>
      )}
    </>
  );
}
