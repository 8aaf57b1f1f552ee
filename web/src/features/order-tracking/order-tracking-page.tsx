import type { CustomerOrderView } from '@shared/order-schemas';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import {
  CustomerPage,
  type CustomerPageMessages,
  CustomerSection,
  DocumentNumber,
  HelpLinks,
} from '@/components/customer-page/customer-page';
import { ProgressSteps } from '@/components/customer-page/progress-steps';
import { useCustomerDocument } from '@/components/customer-page/use-customer-document';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { formatMac } from '@/lib/mac-address';
import { driverNameInSentence } from '@shared/driver-name';
import { useLanguage } from '@/i18n/language-store';
import { useCustomerLanguage } from '@/i18n/use-customer-language';
import { customerDateFormat, orderProgress, orderProgressMessages } from './order-progress';
import {
  fetchCustomerOrder,
  orderTrackingFiles,
  payByCardLink,
  trackingTokenPattern,
} from './order-tracking-api';
import { PaymentDetailsSection } from './payment-details-section';
import { CopyButton } from './copy-button';
import { useSettings } from '@/lib/settings';
import styles from './order-tracking-page.module.css';

/** While a card payment is being confirmed, the order is read again this often, this many times at most. */
const CONFIRMATION_POLL_MS = 2_000;
const CONFIRMATION_POLLS = 90;

/** What the page says of a card payment the customer comes back from (Stripe's success or cancel URL). */
type CardReturn = 'confirming' | 'slow' | 'done' | 'unavailable' | null;

/**
 * `/#/order/<token>`, linked from the order confirmation mail (and, with the invoice's own token, from its
 * Pay by card link): where the customer's order stands. Back from Stripe (`?payment=card`), it reads the
 * order again every few seconds until the webhook has marked it paid, then shows the licence.
 */
export default function OrderTrackingPage() {
  const { token = '' } = useParams();
  // Another address in the same tab is another order: nothing of the one shown before may stay on the page.
  return <OrderTracking key={token} token={token} />;
}

function OrderTracking({ token }: { token: string }) {
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const { load, setLoad, retry } = useCustomerDocument(token, trackingTokenPattern, fetchCustomerOrder);
  useCustomerLanguage(load.status === 'found' ? load.document.locale : undefined);

  const awaitingCard = returned === 'card' && load.status === 'found' && load.document.status === 'invoiced';
  const polls = useRef(0);
  const [poll, setPoll] = useState(0);
  const slow = poll >= CONFIRMATION_POLLS;
  useEffect(() => {
    if (!awaitingCard || slow) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      polls.current += 1;
      fetchCustomerOrder(token, controller.signal).then(
        (order) => {
          setLoad({ status: 'found', document: order });
          setPoll(polls.current);
        },
        // A failed read is tried again at the next tick; the page keeps what it shows.
        () => !controller.signal.aborted && setPoll(polls.current),
      );
    }, CONFIRMATION_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [awaitingCard, slow, poll, token, setLoad]);

  const cardReturn: CardReturn =
    load.status !== 'found'
      ? null
      : returned === 'card'
        ? awaitingCard
          ? slow
            ? 'slow'
            : 'confirming'
          : load.document.paid?.means === 'card'
            ? 'done'
            : null
        : returned === 'card_unavailable' && load.document.status === 'invoiced'
          ? 'unavailable'
          : null;

  return (
    <CustomerPage load={load} messages={pageMessages} onRetry={retry} alertClassName={styles.alert}>
      {(order) => <CustomerOrder token={token} order={order} cardReturn={cardReturn} />}
    </CustomerPage>
  );
}

const pageMessages: CustomerPageMessages = {
  title: 'orderTracking.title',
  description: 'orderTracking.description',
  loading: 'orderTracking.loading',
  notFoundTitle: 'orderTracking.notFound.title',
  notFound: 'orderTracking.notFound',
  contact: 'orderTracking.notFound.contact',
  loadFailed: 'orderTracking.loadFailed',
  retry: 'orderTracking.retry',
};

function CustomerOrder({
  token,
  order,
  cardReturn,
}: {
  token: string;
  order: CustomerOrderView;
  cardReturn: CardReturn;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const heading = useHeadingFocus();
  // In the language the page shows: the order's own until the customer switches, then theirs, product names included.
  const driver = order.driverTitle[language];
  const mac = formatMac(order.mac);
  const files = orderTrackingFiles(token);
  const date = (at: string) => intl.formatDate(at, customerDateFormat);

  return (
    <>
      <header>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="orderTracking.title" />
        </h1>
        <DocumentNumber>
          <FormattedMessage id="orderTracking.number" values={{ number: order.number }} />
        </DocumentNumber>
        <p>
          <FormattedMessage
            id="orderTracking.summary"
            values={{ driver: <strong>{driver}</strong>, mac: <span className={styles.mac}>{mac}</span> }}
          />
        </p>
        <p className="muted">
          <FormattedMessage
            id="orderTracking.receivedAt"
            values={{
              date: date(order.receivedAt),
              price: intl.formatNumber(order.priceExclVatCents / 100, { style: 'currency', currency: 'EUR' }),
            }}
          />
        </p>
      </header>

      {/* One live region from the return on: its sentence changes as the confirmation arrives. */}
      <div
        role={cardReturn === 'unavailable' ? 'alert' : 'status'}
        className={cardReturn ? styles.notice : undefined}
        data-state={cardReturn ?? undefined}
      >
        {cardReturn && (
          <p>
            <FormattedMessage id={`orderTracking.card.${cardReturn}`} />
          </p>
        )}
      </div>

      <CustomerSection id="order-progress" title="orderTracking.progress">
        <ProgressSteps
          steps={orderProgress(order)}
          messages={orderProgressMessages}
          date={date}
          className={styles.steps}
        />
        {order.status === 'cancelled' && (
          <p>
            <FormattedMessage id="orderTracking.cancelled" />
          </p>
        )}
        {order.status === 'refunded' && (
          <p>
            <FormattedMessage id="orderTracking.refunded" />
          </p>
        )}
      </CustomerSection>

      {(order.invoice || order.status !== 'cancelled') && (
        <CustomerSection id="order-invoice" title="orderTracking.invoice">
          {order.invoice ? (
            <>
              <p>
                <FormattedMessage
                  id="orderTracking.invoice.summary"
                  values={{
                    number: order.invoice.number,
                    date: date(order.invoice.issuedAt),
                    total: intl.formatNumber(order.invoice.totalInclVatCents / 100, {
                      style: 'currency',
                      currency: 'EUR',
                    }),
                  }}
                />
              </p>
              {order.paid && (
                <p>
                  <FormattedMessage
                    id={`orderTracking.paid.${order.paid.means}`}
                    values={{
                      date: intl.formatDate(order.paid.paidOn, { ...customerDateFormat, timeZone: 'UTC' }),
                    }}
                  />
                </p>
              )}
              <a className="button button--ghost" href={files.invoice}>
                <FormattedMessage
                  id="orderTracking.invoice.download"
                  values={{ number: order.invoice.number }}
                />
              </a>
              {order.creditNotes.length > 0 && (
                <ul className={styles.creditNotes}>
                  {order.creditNotes.map((note) => (
                    <li key={note.number}>
                      <p>
                        <FormattedMessage
                          id="orderTracking.creditNote.summary"
                          values={{
                            number: note.number,
                            date: date(note.issuedAt),
                            invoice: note.cancels,
                            total: intl.formatNumber(-note.totalInclVatCents / 100, {
                              style: 'currency',
                              currency: 'EUR',
                            }),
                          }}
                        />
                      </p>
                      <a className="button button--ghost" href={files.creditNote(note.number)}>
                        <FormattedMessage
                          id="orderTracking.creditNote.download"
                          values={{ number: note.number }}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {order.paid && (
                <a
                  className="button button--ghost"
                  href={files.receipt}
                  download={order.paid.receiptFileName}
                >
                  <FormattedMessage id="orderTracking.receipt.download" />
                </a>
              )}
            </>
          ) : (
            <p className="muted">
              <FormattedMessage id="orderTracking.invoice.waiting" />
            </p>
          )}
        </CustomerSection>
      )}

      {order.balance && (
        <p role="status">
          <FormattedMessage
            id="orderTracking.partlyPaid"
            values={{
              received: intl.formatNumber(order.balance.receivedCents / 100, {
                style: 'currency',
                currency: 'EUR',
              }),
              due: intl.formatNumber(order.balance.dueCents / 100, { style: 'currency', currency: 'EUR' }),
            }}
          />
        </p>
      )}

      {order.payment && (
        <PaymentDetailsSection
          payment={order.payment}
          qrCodeUrl={files.paymentQr}
          // While a card payment is being confirmed, a second one is not offered.
          payByCard={
            order.payByCard && cardReturn !== 'confirming' && cardReturn !== 'slow'
              ? payByCardLink(token, language)
              : null
          }
          overdue={order.overdue}
        />
      )}

      {order.status !== 'cancelled' && (
        <CustomerSection id="order-licence" title="orderTracking.licence">
          {order.licence ? (
            <>
              <label htmlFor="licence-text" className={styles.licenceLabel}>
                <FormattedMessage id="orderTracking.licence.text" />
              </label>
              <textarea
                id="licence-text"
                className={styles.licenceText}
                readOnly
                rows={4}
                spellCheck={false}
                value={order.licence.text}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className={styles.licenceActions}>
                <CopyButton
                  text={order.licence.text}
                  name={intl.formatMessage({ id: 'orderTracking.licence.name' })}
                />
                <a className="button button--primary" href={files.licence} download={order.licence.fileName}>
                  <FormattedMessage
                    id="orderTracking.licence.download"
                    values={{ fileName: order.licence.fileName }}
                  />
                </a>
              </div>
              <p>
                <FormattedMessage id="orderTracking.licence.help" values={{ mac }} />
              </p>
            </>
          ) : (
            <p className="muted">
              <FormattedMessage id={licenceAwaited(order.status)} />
            </p>
          )}
        </CustomerSection>
      )}

      <HelpSection order={order} />
    </>
  );
}

/** The driver's documentation, and a way to write about this order that quotes its number. */
function HelpSection({ order }: { order: CustomerOrderView }) {
  const intl = useIntl();
  const language = useLanguage();
  const { business } = useSettings();
  const subject = intl.formatMessage({ id: 'orderTracking.help.subject' }, { number: order.number });
  return (
    <CustomerSection id="order-help" title="orderTracking.help">
      <HelpLinks>
        {order.documentation && (
          <li>
            <a href={order.documentation}>
              <FormattedMessage
                id="orderTracking.help.documentation"
                values={{ driver: driverNameInSentence(order.driverTitle[language], language) }}
              />
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${business.email}?subject=${encodeURIComponent(subject)}`}>
            <FormattedMessage id="orderTracking.help.contact" values={{ email: business.email }} />
          </a>
        </li>
      </HelpLinks>
    </CustomerSection>
  );
}

/** What the customer reads where the licence will be, before it is sent or once it was revoked. */
function licenceAwaited(status: CustomerOrderView['status']) {
  if (status === 'paid') return 'orderTracking.licence.preparing';
  if (status === 'licence_sent' || status === 'licence_revoked') return 'orderTracking.licence.revoked';
  if (status === 'refunded') return 'orderTracking.licence.refunded';
  return 'orderTracking.licence.waiting';
}
