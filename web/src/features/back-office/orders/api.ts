import type {
  BuyerCorrection,
  OrderAction,
  OrderDetail,
  OrderListFilter,
  OrderListPage,
  PaymentMeans,
  RefundRequest,
} from '@shared/order-schemas';
import { ApiError } from '@/lib/api-client';
import { backOfficeApi, recordKeys, useApiQuery, useRecordChange } from '@/features/back-office/common/api';
import { orderSearch } from './order-filter';

const orders = recordKeys('orders', 'order', '/api/orders');

export const useOrderList = (filter: OrderListFilter) =>
  useApiQuery<OrderListPage>([...orders.list, filter], `/api/orders?${orderSearch.write(filter)}`, {
    keepPrevious: true,
  });

export const useOrder = (id: string) => useApiQuery<OrderDetail>(orders.key(id), orders.path(id));

export type OrderActionRequest =
  | { action: Exclude<OrderAction, 'reissue-licence' | 'mark-paid' | 'refund'> }
  | { action: 'reissue-licence'; mac: string }
  | { action: 'mark-paid'; paidOn: string; means: PaymentMeans; amountCents: number }
  | ({ action: 'refund' } & RefundRequest);

/** The body an action sends: what the owner entered for it, if anything. */
function actionBody(request: OrderActionRequest): object | undefined {
  if (request.action === 'reissue-licence') return { mac: request.mac };
  if (request.action === 'mark-paid')
    return { paidOn: request.paidOn, means: request.means, amountCents: request.amountCents };
  if (request.action === 'refund') return { licence: request.licence };
  return undefined;
}

/** The refusal of an action taken on an order another tab or colleague has moved on meanwhile. */
export const isStatusConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'order_status_conflict';

/**
 * One of the owner's buttons. The server answers with the order as it now stands; on a status conflict the
 * order is read again before the refusal is shown, so the page says what the order's status is now.
 */
export const useOrderAction = (id: string) =>
  useRecordChange(
    (request: OrderActionRequest) =>
      backOfficeApi.post<OrderDetail>(`${orders.path(id)}/${request.action}`, actionBody(request)),
    {
      record: orders.key(id),
      list: orders.list,
      conflict: { is: isStatusConflict, stale: [orders.key(id), orders.list] },
    },
  );

/** The owner's correction of the buyer's invoicing details; the server answers the order as it now is. */
export const useBuyerCorrection = (id: string) =>
  useRecordChange(
    (buyer: BuyerCorrection) => backOfficeApi.put<OrderDetail>(`${orders.path(id)}/buyer`, buyer),
    {
      record: orders.key(id),
      list: orders.list,
      conflict: { is: isStatusConflict, stale: [orders.key(id)] },
    },
  );

/** Stops or resumes the customer's payment reminders of one order. */
export const usePaymentReminders = (id: string) =>
  useRecordChange(
    (on: boolean) => backOfficeApi.post<OrderDetail>(`${orders.path(id)}/payment-reminders`, { on }),
    { record: orders.key(id) },
  );
export const orderFiles = {
  invoicePreview: (orderId: string) => `${orders.path(orderId)}/invoice-preview.pdf`,
  receipt: (orderId: string) => `${orders.path(orderId)}/receipt.pdf`,
  document: (orderId: string, documentId: string) =>
    `${orders.path(orderId)}/documents/${encodeURIComponent(documentId)}`,
  licence: (orderId: string, licenceId: string) =>
    `${orders.path(orderId)}/licences/${encodeURIComponent(licenceId)}`,
};

/** Waives the small difference a payment left due, saying why: the order is paid and its licence sent. */
export const useWriteOff = (id: string) =>
  useRecordChange(
    (reason: string) => backOfficeApi.post<OrderDetail>(`${orders.path(id)}/write-off`, { reason }),
    { record: orders.key(id), list: orders.list },
  );
