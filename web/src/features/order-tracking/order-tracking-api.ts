import type { CustomerOrderView } from '@shared/order-schemas';
import type { Language } from '@shared/language';
import { getJson } from '@/lib/api-client';

/**
 * The tokens the server hands out: as ORDER_TRACKING_TOKEN_PATTERN in shared/order-schemas.ts, not imported
 * from there since that module carries the server's schemas (a test keeps the two equal).
 */
export const trackingTokenPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** The customer's files, plain links: the token in the address is the only key they need. */
export const orderTrackingFiles = (token: string) => {
  const base = `/api/order-tracking/${encodeURIComponent(token)}`;
  return {
    invoice: `${base}/invoice.pdf`,
    receipt: `${base}/receipt.pdf`,
    licence: `${base}/licence`,
    paymentQr: `${base}/payment-qr.svg`,
    creditNote: (number: string) => `${base}/credit-notes/${encodeURIComponent(number)}.pdf`,
  };
};

/** Pay by card: the server opens a Stripe Checkout Session in the page's language and sends the browser there. */
export const payByCardLink = (token: string, language: Language) =>
  `/api/payments/card/${encodeURIComponent(token)}?lang=${language}`;

/** `GET /api/order-tracking/:token`; an unknown or malformed token is a 404 `order_not_found`. */
export function fetchCustomerOrder(token: string, signal: AbortSignal): Promise<CustomerOrderView> {
  return getJson<CustomerOrderView>(`/api/order-tracking/${encodeURIComponent(token)}`, { signal });
}
