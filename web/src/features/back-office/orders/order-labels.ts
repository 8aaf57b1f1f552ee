import type { OrderEvent, OrderStatus, PaymentMeans } from '@shared/order-schemas';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { formatMac } from '@/lib/mac-address';

export const orderStatusLabel = (status: OrderStatus): MessageId => `orders.status.${status}`;

// Kept here rather than imported: the shared list lives beside the server's schemas, which the browser skips.
export const paymentMeans = ['transfer', 'card', 'cheque', 'cash'] as const satisfies readonly PaymentMeans[];
const isPaymentMeans = (value: string): value is PaymentMeans =>
  paymentMeans.some((means) => means === value);

/** An amount in euros as the page's language writes it: `250,00 €` or `€250.00`. */
export const formatEuros = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

const macAddress = /^(?:[0-9A-F]{12}|[0-9A-F]{2}(?:[:-][0-9A-F]{2}){5})$/i;

/**
 * A step of the order's history as a sentence, followed by its details (an invoice number, a MAC address
 * written for reading): `Invoice sent by Camille (F2026-0001)`.
 */
export function describeOrderEvent(intl: IntlShape, event: OrderEvent): string {
  // `licence` (revoked or kept, on a refund) is said by the sentence itself.
  const sentence = intl.formatMessage(
    { id: `orders.event.${event.kind}` },
    { actor: event.actorName, licence: event.detail.licence ?? '' },
  );
  // Record ids mean nothing to the owner; numbers, dates, means of payment and MAC addresses do.
  const details = Object.entries(event.detail)
    .filter(([key]) => !/id$/i.test(key) && key !== 'licence')
    .map(([key, value]) => detailText(intl, key, value));
  return details.length ? `${sentence} (${details.join(', ')})` : sentence;
}

const customerFields = ['company', 'firstName', 'lastName', 'address', 'email'] as const;
const isCustomerField = (field: string): field is (typeof customerFields)[number] =>
  customerFields.some((name) => name === field);

/** One detail of a step as the owner reads it: in their language, a MAC address in pairs. */
function detailText(intl: IntlShape, key: string, value: string): string {
  if (key === 'means' && isPaymentMeans(value))
    return intl.formatMessage({ id: `orders.means.${value}` }).toLocaleLowerCase(intl.locale);
  if (key === 'paidOn' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  if (key === 'fields')
    return value
      .split(', ')
      .map((field) =>
        isCustomerField(field) ? intl.formatMessage({ id: `backOffice.field.${field}` }) : field,
      )
      .join(', ');
  return macAddress.test(value) ? formatMac(value) : value;
}
