import type { OrderEvent, OrderStatus, PaymentMeans } from '@shared/order-schemas';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { formatMac } from '@/lib/mac-address';
import { inertText } from '@shared/inert-text';

export const orderStatusLabel = (status: OrderStatus): MessageId => `orders.status.${status}`;

// Kept here rather than imported: the shared list lives beside the server's schemas, which the browser skips.
export const paymentMeans = [
  'sepa_credit_transfer',
  'card',
  'cheque',
  'cash',
] as const satisfies readonly PaymentMeans[];
const isPaymentMeans = (value: string): value is PaymentMeans =>
  paymentMeans.some((means) => means === value);

/** An amount in euros as the page's language writes it: `250,00 €` or `€250.00`. */
const macAddress = /^(?:[0-9A-F]{12}|[0-9A-F]{2}(?:[:-][0-9A-F]{2}){5})$/i;

/**
 * A step of the order's history as a sentence, followed by its details (an invoice number, a MAC address
 * written for reading): `Invoice sent by Camille (F2026-0001)`.
 */
export function describeOrderEvent(intl: IntlShape, event: OrderEvent): string {
  const special = describeWordedEvent(intl, event);
  if (special) return special;
  // `licence` (revoked or kept, on a refund) is said by the sentence itself.
  const sentence = intl.formatMessage(
    { id: `orders.event.${event.kind}` },
    { actor: inertText(event.actorName), licence: event.detail.licence ?? '' },
  );
  // Record ids mean nothing to the owner; numbers and MAC addresses do.
  const details = Object.entries(event.detail)
    .filter(([key]) => !/id$/i.test(key) && key !== 'licence')
    .map(([, value]) => detailText(value));
  return details.length ? `${sentence} (${details.join(', ')})` : sentence;
}

/** One detail of a step as the owner reads it: a MAC address in pairs. */
function detailText(value: string): string {
  return macAddress.test(value) ? formatMac(value) : value;
}

const day = (intl: IntlShape, date: string) =>
  intl.formatDate(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The payment steps and the re-issued licence, whose details are words, dates and the two MAC addresses rather
 * than values to list.
 */
function describeWordedEvent(intl: IntlShape, event: OrderEvent): string | null {
  const { detail } = event;
  const actor = inertText(event.actorName);
  switch (event.kind) {
    case 'order_paid': {
      const means = detail.means && isPaymentMeans(detail.means) ? detail.means : null;
      if (!means || !detail.paidOn) return null;
      const date = day(intl, detail.paidOn);
      if (detail.via === 'card') return intl.formatMessage({ id: 'orders.event.order_paid.card' }, { date });
      if (detail.via === 'bank_statement')
        return intl.formatMessage({ id: 'orders.event.order_paid.bank_statement' }, { actor, date });
      return intl.formatMessage(
        { id: 'orders.event.order_paid.owner' },
        {
          actor,
          date,
          means: intl.formatMessage({ id: `orders.means.${means}` }).toLocaleLowerCase(intl.locale),
        },
      );
    }
    case 'payment_received':
      return intl.formatMessage(
        { id: 'orders.event.payment_received' },
        {
          amount: detail.amount ?? '',
          due: detail.due ?? '',
          date: detail.paidOn ? day(intl, detail.paidOn) : '',
        },
      );
    case 'payment_written_off':
      return intl.formatMessage(
        { id: 'orders.event.payment_written_off' },
        { actor, amount: detail.amount ?? '', reason: inertText(detail.reason ?? '') },
      );
    case 'payment_reminder_sent':
      return intl.formatMessage({ id: 'orders.event.payment_reminder_sent' }, { day: detail.day ?? '' });
    case 'licence_reissued':
      // Which address is the new one, which the replaced one.
      if (!detail.mac || !detail.previousMac) return null;
      return intl.formatMessage(
        { id: 'orders.event.licence_reissued.macs' },
        { actor, mac: formatMac(detail.mac), previousMac: formatMac(detail.previousMac) },
      );
    case 'payment_mismatch':
      return intl.formatMessage(
        { id: 'orders.event.payment_mismatch' },
        { received: detail.received ?? '', expected: detail.expected ?? '' },
      );
    default:
      return null;
  }
}
