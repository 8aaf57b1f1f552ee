import type { CustomerOrderView } from '@shared/order-schemas';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { FocusedHeading } from '@/components/focused-heading';
import { PageMessage } from '@/components/page-message';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ApiError } from '@/lib/api-client';
import { requestForEffect } from '@/lib/request-for-effect';
import { formatMac } from '@/lib/mac-address';
import { driverNameInSentence } from '@shared/driver-name';
import { useLanguage } from '@/i18n/language-store';
import { useCustomerLanguage } from './customer-language';
import { customerDateFormat, orderProgress } from './order-progress';
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

type LoadState =
  | { status: 'loading' }
  | { status: 'found'; order: CustomerOrderView }
  | { status: 'notFound' }
  | { status: 'failed' };

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
  // A link cut short or mistyped is not found without asking the server.
  const wellFormed = trackingTokenPattern.test(token);
  const [load, setLoad] = useState<LoadState>(wellFormed ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);
  useCustomerLanguage(load.status === 'found' ? load.order.locale : undefined);

  useEffect(() => {
    if (!wellFormed) return;
    return requestForEffect(
      (signal) => fetchCustomerOrder(token, signal),
      (order) => setLoad({ status: 'found', order }),
      (error) => {
        const notFound = error instanceof ApiError && error.status === 404;
        setLoad({ status: notFound ? 'notFound' : 'failed' });
      },
    );
  }, [token, wellFormed, attempt]);

  function retry() {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  const awaitingCard = returned === 'card' && load.status === 'found' && load.order.status === 'invoiced';
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
          setLoad({ status: 'found', order });
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
  }, [awaitingCard, slow, poll, token]);

  const cardReturn: CardReturn =
    load.status !== 'found'
      ? null
      : returned === 'card'
        ? awaitingCard
          ? slow
            ? 'slow'
            : 'confirming'
          : load.order.paid?.means === 'card'
            ? 'done'
            : null
        : returned === 'card_unavailable' && load.order.status === 'invoiced'
          ? 'unavailable'
          : null;

  return (
    <section className={`${styles.page} container`}>
      <PageMeta
        title={load.status === 'notFound' ? 'orderTracking.notFound.title' : 'orderTracking.title'}
        description="orderTracking.description"
      />
      {load.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="orderTracking.loading" />
        </p>
      )}
      {load.status === 'notFound' && <OrderNotFound />}
      {load.status === 'failed' && <LoadFailed onRetry={retry} />}
      {load.status === 'found' && <CustomerOrder token={token} order={load.order} cardReturn={cardReturn} />}
    </section>
  );
}

function OrderNotFound() {
  return (
    <PageMessage focused title="orderTracking.notFound.title" text="orderTracking.notFound">
      <Link to={paths.contact.path} className="button button--primary">
        <FormattedMessage id="orderTracking.notFound.contact" />
      </Link>
    </PageMessage>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <FocusedHeading title="orderTracking.title" />
      <div role="alert" className={styles.alert}>
        <p>
          <FormattedMessage id="orderTracking.loadFailed" />
        </p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <FormattedMessage id="orderTracking.retry" />
        </button>
      </div>
    </>
  );
}

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
  const driver = order.driverTitle[order.locale];
  const mac = formatMac(order.mac);
  const files = orderTrackingFiles(token);
  const date = (at: string) => intl.formatDate(at, customerDateFormat);

  return (
    <>
      <header>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="orderTracking.title" />
        </h1>
        <p className={styles.number}>
          <FormattedMessage id="orderTracking.number" values={{ number: order.number }} />
        </p>
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

      <section aria-labelledby="order-progress" className={styles.section}>
        <h2 id="order-progress">
          <FormattedMessage id="orderTracking.progress" />
        </h2>
        <ol className={styles.steps}>
          {orderProgress(order).map((step, index, steps) => {
            const current = step.at !== null && steps[index + 1]?.at == null;
            return (
              <li
                key={step.name}
                className={styles.step}
                data-reached={step.at !== null}
                data-step={step.name}
                aria-current={current ? 'step' : undefined}
              >
                <span>
                  <FormattedMessage id={`orderTracking.step.${step.name}`} />
                </span>{' '}
                <span>
                  {step.at === null ? (
                    <FormattedMessage id="orderTracking.step.pending" />
                  ) : (
                    <FormattedMessage
                      id="orderTracking.step.on"
                      values={{ date: <time dateTime={step.at}>{date(step.at)}</time> }}
                    />
                  )}
                </span>
              </li>
            );
          })}
        </ol>
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
      </section>

      {(order.invoice || order.status !== 'cancelled') && (
        <section aria-labelledby="order-invoice" className={styles.section}>
          <h2 id="order-invoice">
            <FormattedMessage id="orderTracking.invoice" />
          </h2>
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
        </section>
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
        <section aria-labelledby="order-licence" className={styles.section}>
          <h2 id="order-licence">
            <FormattedMessage id="orderTracking.licence" />
          </h2>
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
        </section>
      )}

      <HelpSection order={order} />
    </>
  );
}

/** The driver's documentation, and a way to write about this order that quotes its number. */
function HelpSection({ order }: { order: CustomerOrderView }) {
  const intl = useIntl();
  const { business } = useSettings();
  const subject = intl.formatMessage({ id: 'orderTracking.help.subject' }, { number: order.number });
  return (
    <section aria-labelledby="order-help" className={styles.section}>
      <h2 id="order-help">
        <FormattedMessage id="orderTracking.help" />
      </h2>
      <ul className={styles.helpLinks}>
        {order.documentation && (
          <li>
            <a href={order.documentation}>
              <FormattedMessage
                id="orderTracking.help.documentation"
                values={{ driver: driverNameInSentence(order.driverTitle[order.locale], order.locale) }}
              />
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${business.email}?subject=${encodeURIComponent(subject)}`}>
            <FormattedMessage id="orderTracking.help.contact" values={{ email: business.email }} />
          </a>
        </li>
      </ul>
    </section>
  );
}

/** What the customer reads where the licence will be, before it is sent or once it was revoked. */
function licenceAwaited(status: CustomerOrderView['status']) {
  if (status === 'paid') return 'orderTracking.licence.preparing';
  if (status === 'licence_sent' || status === 'licence_revoked') return 'orderTracking.licence.revoked';
  if (status === 'refunded') return 'orderTracking.licence.refunded';
  return 'orderTracking.licence.waiting';
}
