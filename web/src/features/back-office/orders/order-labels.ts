import type { OrderEvent, OrderStatus } from '@shared/order-schemas';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { formatMac } from '@/lib/mac-address';

export const orderStatusLabel = (status: OrderStatus): MessageId => `orders.status.${status}`;

/** An amount in euros as the page's language writes it: `250,00 €` or `€250.00`. */
export const formatEuros = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

const macAddress = /^(?:[0-9A-F]{12}|[0-9A-F]{2}(?:[:-][0-9A-F]{2}){5})$/i;

/**
 * A step of the order's history as a sentence, followed by its details (an invoice number, a MAC address
 * written for reading): `Invoice sent by Camille (F2026-0001)`.
 */
export function describeOrderEvent(intl: IntlShape, event: OrderEvent): string {
  const sentence = intl.formatMessage({ id: `orders.event.${event.kind}` }, { actor: event.actorName });
  // Record ids mean nothing to the owner; numbers and MAC addresses do, and the names of the fields changed.
  const details = Object.entries(event.detail)
    .filter(([key]) => !/id$/i.test(key))
    .map(([key, value]) =>
      key === 'fields'
        ? value
            .split(', ')
            .map((field) =>
              isCustomerField(field) ? intl.formatMessage({ id: `backOffice.field.${field}` }) : field,
            )
            .join(', ')
        : macAddress.test(value)
          ? formatMac(value)
          : value,
    );
  return details.length ? `${sentence} (${details.join(', ')})` : sentence;
}

const customerFields = ['company', 'firstName', 'lastName', 'address', 'email'] as const;
const isCustomerField = (field: string): field is (typeof customerFields)[number] =>
  customerFields.some((name) => name === field);
