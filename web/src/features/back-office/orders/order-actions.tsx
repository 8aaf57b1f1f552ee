import type { OrderAction, OrderDetail } from '@shared/order-schemas';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/i18n/language-store';
import { paths } from '@/lib/paths';
import { formatMac } from '@/lib/mac-address';
import { orderStatusLabel } from './order-labels';
import { ConfirmAction } from '@/features/back-office/common/confirm-action';
import { INVOICE_WAITS_ID } from './order-buyer';
import { type MacRefusal, ReissueLicenceForm } from './reissue-licence-form';
import { MarkPaidPanel } from './mark-paid-panel';
import { RefundPanel } from './refund-panel';
import { SendInvoicePanel } from './send-invoice-panel';
import { isStatusConflict, type OrderActionRequest, useOrderAction } from './api';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from '@/features/back-office/common/records.module.css';

/** Shown in this order, whatever order the server lists them in; the next step first. */
const buttonOrder: OrderAction[] = [
  'send-invoice',
  'mark-paid',
  'revoke-licence',
  'reissue-licence',
  'refund',
  'cancel',
];

/**
 * The buttons the order's status allows. Each runs once at a time (its button busy, the others disabled), and
 * its result is announced politely; a refusal says why, and a status conflict shows the order as it now is.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const action = useOrderAction(order.id);
  const [open, setOpen] = useState<OrderAction | null>(null);
  // The pressed button says at once that its panel is open (aria-expanded, the next paint); the panel itself (its
  // amounts, dates and form, and the focus moved into it) renders just after, in a render the browser can paint
  // through (issue 38: interaction to next paint of Send invoice's preview).
  const panel = useDeferredValue(open);
  const [done, setDone] = useState<OrderActionRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const triggers = useRef<Partial<Record<OrderAction, HTMLButtonElement | null>>>({});
  const allowed = buttonOrder.filter((name) => order.allowedActions.includes(name));
  const running = action.isPending ? action.variables.action : null;

  // The order as shown when an action was sent: a second press before the answer is shown (a double click)
  // sends nothing, since the button still shows the same order. Set at once, not at the next render.
  const sentFrom = useRef<OrderDetail | null>(null);

  function run(request: OrderActionRequest) {
    if (sentFrom.current === order) return;
    sentFrom.current = order;
    setDone(null);
    action.mutate(request, {
      onError: () => {
        sentFrom.current = null;
      },
      onSuccess: () => {
        setDone(request);
        setOpen(null);
      },
    });
  }

  // A refusal is the server's sentence in the language it was asked in: after a switch of language it goes,
  // rather than stay in the other (the order itself is read again in the new one, back-office.tsx).
  const language = useLanguage();
  const refusedIn = useRef(language);
  const { reset } = action;
  useEffect(() => {
    if (refusedIn.current === language) return;
    refusedIn.current = language;
    reset();
  }, [language, reset]);

  // Once the result is shown, the pressed button may be gone with the new status: the heading keeps the place.
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  function close() {
    const trigger = open && triggers.current[open];
    setOpen(null);
    trigger?.focus();
  }

  const invoiceWaits = order.invoicing.problems.length > 0;

  function press(name: OrderAction) {
    if (name === 'send-invoice' && invoiceWaits) {
      // The button says it waits; pressing it takes the owner to what it waits for.
      document.getElementById(INVOICE_WAITS_ID)?.focus();
      return;
    }
    action.reset();
    setOpen((current) => (current === name ? null : name));
  }

  const macRefusal: MacRefusal | null =
    action.error instanceof ApiError && action.error.fields.mac
      ? action.error.code === 'same_mac'
        ? 'same'
        : 'invalid'
      : null;
  const licenceInForce = order.licences.some((licence) => licence.revokedAt === null);
  const dayRefused = action.error instanceof ApiError && Boolean(action.error.fields.paidOn);
  return (
    <section aria-labelledby="order-actions" className={styles.section}>
      <h2 id="order-actions" ref={heading} tabIndex={-1}>
        <FormattedMessage id="orders.actions" />
      </h2>
      {!order.canAct ? (
        <p className="muted">
          <FormattedMessage id="orders.actions.ownerOnly" />
        </p>
      ) : allowed.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="orders.actions.none" />
        </p>
      ) : (
        <div className={styles.buttons}>
          {allowed.map((name) => (
            <button
              key={name}
              ref={(button) => {
                triggers.current[name] = button;
              }}
              type="button"
              className={`button ${name === 'send-invoice' || name === 'mark-paid' ? 'button--primary' : 'button--ghost'}`}
              disabled={action.isPending}
              aria-disabled={name === 'send-invoice' && invoiceWaits ? true : undefined}
              aria-describedby={
                name === 'send-invoice' && invoiceWaits ? 'order-send-invoice-waits' : undefined
              }
              aria-busy={running === name}
              aria-expanded={name === 'send-invoice' && invoiceWaits ? undefined : open === name}
              onClick={() => press(name)}
            >
              <FormattedMessage id={`orders.action.${name}`} />
            </button>
          ))}
        </div>
      )}
      {invoiceWaits && allowed.includes('send-invoice') && (
        <p id="order-send-invoice-waits" className="muted">
          <FormattedMessage id="orders.action.waits" />
        </p>
      )}
      {panel === 'send-invoice' && allowed.includes(panel) && (
        <SendInvoicePanel
          order={order}
          busy={running === 'send-invoice'}
          onSend={() => run({ action: 'send-invoice' })}
          onClose={close}
        />
      )}
      {panel === 'mark-paid' && allowed.includes(panel) && (
        <MarkPaidPanel
          order={order}
          busy={running === 'mark-paid'}
          refusedDay={dayRefused}
          onSubmit={(payment) => run({ action: 'mark-paid', ...payment })}
          onEdit={() => {
            if (action.isError) action.reset();
          }}
          onClose={close}
        />
      )}
      {panel === 'refund' && allowed.includes(panel) && (
        <RefundPanel
          order={order}
          busy={running === 'refund'}
          onRefund={(refund) => run({ action: 'refund', ...refund })}
          onKeep={close}
        />
      )}
      {(panel === 'cancel' || panel === 'revoke-licence') && allowed.includes(panel) && (
        <ConfirmAction
          question={
            panel === 'cancel'
              ? intl.formatMessage({ id: 'orders.cancel.confirm' })
              : intl.formatMessage({ id: 'orders.revoke.confirm' }, { mac: formatMac(order.mac) })
          }
          confirm={panel === 'cancel' ? 'orders.cancel.yes' : 'orders.revoke.yes'}
          cancel="orders.keep"
          busy={running === panel}
          onConfirm={() => run({ action: panel })}
          onKeep={close}
        />
      )}
      {panel === 'reissue-licence' && allowed.includes(panel) && (
        <ReissueLicenceForm
          busy={running === 'reissue-licence'}
          currentMac={licenceInForce ? order.mac : null}
          refusedByServer={macRefusal}
          onSubmit={(mac) => run({ action: 'reissue-licence', mac })}
          onEdit={() => {
            if (action.isError) action.reset();
          }}
          onClose={close}
        />
      )}
      <p role="status" className={styles.done}>
        {done && (
          <FormattedMessage
            id={`orders.done.${done.action}`}
            values={{ mac: done.action === 'reissue-licence' ? formatMac(done.mac) : '' }}
          />
        )}
      </p>
      <p role="alert" className={backOffice.inlineError}>
        {action.isError && !macRefusal && !dayRefused && <Refusal error={action.error} order={order} />}
      </p>
    </section>
  );
}

/** Why the server refused: the order's status changed, licences cannot be signed, or something failed. */
function Refusal({ error, order }: { error: Error; order: OrderDetail }) {
  const intl = useIntl();
  if (isStatusConflict(error))
    return (
      <FormattedMessage
        id="orders.conflict"
        values={{ status: intl.formatMessage({ id: orderStatusLabel(order.status) }) }}
      />
    );
  // The server's sentence says why, in the owner's language (a missing key, say).
  if (
    error instanceof ApiError &&
    (error.code === 'licence_signing_unavailable' || error.code === 'invoice_details_missing')
  )
    return <>{error.message}</>;
  if (error instanceof ApiError && error.code === 'billing_not_allowed')
    return <FormattedMessage id="orders.actions.ownerOnly" />;
  if (error instanceof ApiError && error.code === 'seller_details_missing')
    return (
      <>
        {error.message}{' '}
        <Link to={paths.userSetup.to('seller')}>
          <FormattedMessage id="orders.invoicingUnavailable.link" />
        </Link>
      </>
    );
  return <FormattedMessage id="backOffice.actionFailed" />;
}
