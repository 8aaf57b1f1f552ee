import type { ProjectPayment, QuoteInvoiceSummary } from '@shared/quote-schemas';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CopyMessages } from '@/components/customer-page/copy-button';
import { CustomerSection } from '@/components/customer-page/customer-page';
import { TransferDetailsBlock, type TransferMessages } from '@/components/customer-page/payment-details';
import { useLanguage } from '@/i18n/language-store';
import { quoteDocumentKind } from '@/lib/quote-document-kind';
import { quoteFormats } from './quote-formats';
import { openCheckout, payByCard } from './quote-page-api';
import styles from './quote-page.module.css';

/** A document's name as the customer reads it: "Deposit invoice F2026-0012", "Credit note F2026-0014". */
function documentName(intl: ReturnType<typeof useIntl>, document: QuoteInvoiceSummary): string {
  return intl.formatMessage(
    { id: `quotePage.document.${quoteDocumentKind(document)}` },
    { number: document.number },
  );
}

/** What is due now: the open invoice, how to pay it by card or by transfer (its details and QR code). */
export function PaymentDueSection({
  token,
  payment,
  documents,
  confirmingCard,
}: {
  token: string;
  payment: ProjectPayment;
  documents: QuoteInvoiceSummary[];
  /** Back from a card payment not yet confirmed: a second one is not offered meanwhile. */
  confirmingCard: boolean;
}) {
  const intl = useIntl();
  const { money, day } = quoteFormats(intl);
  const invoice = documents.find((document) => document.number === payment.invoiceNumber);
  const totalDue = documents.reduce((total, document) => total + document.dueCents, 0);
  const card = payment.payByCard && !confirmingCard;
  return (
    <CustomerSection id="quote-due" title="quotePage.due" className={styles.section}>
      <p className={styles.due}>
        <FormattedMessage
          id="quotePage.due.invoice"
          values={{
            document: invoice ? documentName(intl, invoice) : payment.invoiceNumber,
            amount: money(payment.amountCents),
            date: day(payment.dueDate),
          }}
        />
      </p>
      {totalDue > payment.amountCents && (
        <p>
          <FormattedMessage id="quotePage.due.total" values={{ amount: money(totalDue) }} />
        </p>
      )}
      {card && <CardPayment token={token} />}
      <p>
        <FormattedMessage id={card ? 'quotePage.due.transferIntro' : 'quotePage.due.intro'} />
      </p>
      <TransferDetailsBlock
        payment={payment}
        qrCodeUrl={svgImageUrl(payment.qrSvg)}
        messages={transferMessages}
      />
    </CustomerSection>
  );
}

/**
 * The EPC QR code the server drew, as an image's address: an image, never markup put into the page, so nothing
 * in the SVG can run.
 */
const svgImageUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Pay by card: the server opens a Stripe Checkout page in the page's language, and the browser goes there. */
function CardPayment({ token }: { token: string }) {
  const language = useLanguage();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  function pay() {
    setState('opening');
    payByCard(token, language).then(
      ({ url }) => openCheckout(url),
      () => setState('failed'),
    );
  }
  return (
    <>
      <p>
        <FormattedMessage id="quotePage.due.cardIntro" />
      </p>
      <p className={styles.cardAction}>
        <button type="button" className="button button--primary" disabled={state === 'opening'} onClick={pay}>
          <FormattedMessage id="quotePage.due.card" />
        </button>
        <span role="status" className={styles.sending}>
          {state === 'opening' && <FormattedMessage id="quotePage.due.cardOpening" />}
        </span>
      </p>
      <p role="alert" className={state === 'failed' ? styles.failure : undefined}>
        {state === 'failed' && <FormattedMessage id="quotePage.due.cardFailed" />}
      </p>
    </>
  );
}

/** Every document of the project, each with where it stands and its PDF. */
export function ProjectDocumentsSection({ documents }: { documents: QuoteInvoiceSummary[] }) {
  const intl = useIntl();
  const { money, day } = quoteFormats(intl);
  return (
    <CustomerSection id="quote-documents" title="quotePage.documents" className={styles.section}>
      <ul className={styles.documents}>
        {documents.map((document) => {
          const name = documentName(intl, document);
          return (
            <li key={document.number} data-status={document.status}>
              <a href={document.pdfUrl} download className={styles.documentLink}>
                <FormattedMessage id="quotePage.document.pdf" values={{ name }} />
              </a>
              <p>
                {document.documentType === 'credit_note' ? (
                  <FormattedMessage
                    id="quotePage.document.creditNoteIssued"
                    values={{
                      date: day(document.issueDate),
                      invoice: document.credits ?? '',
                      amount: money(Math.abs(document.grossCents)),
                    }}
                  />
                ) : (
                  <FormattedMessage
                    id="quotePage.document.invoiceIssued"
                    values={{ date: day(document.issueDate), amount: money(document.grossCents) }}
                  />
                )}
              </p>
              {document.documentType === 'invoice' && (
                <p className={styles.documentStatus}>
                  <DocumentStatus document={document} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </CustomerSection>
  );
}

function DocumentStatus({ document }: { document: QuoteInvoiceSummary }) {
  const intl = useIntl();
  const { money, day } = quoteFormats(intl);
  if (document.status === 'paid')
    return (
      <FormattedMessage
        id="quotePage.document.paid"
        values={{ date: day(document.paidOn ?? document.issueDate) }}
      />
    );
  if (document.status === 'cancelled') return <FormattedMessage id="quotePage.document.cancelled" />;
  return (
    <FormattedMessage
      id="quotePage.document.due"
      values={{ amount: money(document.dueCents), date: day(document.dueDate ?? document.issueDate) }}
    />
  );
}

const copyMessages: CopyMessages = {
  copy: 'quotePage.copy',
  named: 'quotePage.copy.named',
  done: 'quotePage.copy.done',
  failed: 'quotePage.copy.failed',
};

const transferMessages: TransferMessages = {
  amount: 'quotePage.transfer.amount',
  beneficiary: 'quotePage.transfer.beneficiary',
  iban: 'quotePage.transfer.iban',
  bic: 'quotePage.transfer.bic',
  reference: 'quotePage.transfer.reference',
  dueDate: 'quotePage.transfer.dueDate',
  qr: 'quotePage.transfer.qr',
  link: 'quotePage.transfer.link',
  copy: copyMessages,
};
