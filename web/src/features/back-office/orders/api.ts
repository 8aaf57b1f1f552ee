import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { backOfficeApi, backOfficeKey, useApiQuery } from '@/features/back-office/common/api';
import { orderSearch } from './order-filter';

const ordersKey = [...backOfficeKey, 'orders'] as const;
const orderKey = (id: string) => [...backOfficeKey, 'order', id] as const;
const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export const useOrderList = (filter: OrderListFilter) =>
  useApiQuery<OrderListPage>([...ordersKey, filter], `/api/orders?${orderSearch.write(filter)}`, {
    keepPrevious: true,
  });

export const useOrder = (id: string) => useApiQuery<OrderDetail>(orderKey(id), orderPath(id));

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
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderActionRequest) =>
      backOfficeApi.post<OrderDetail>(`${orderPath(id)}/${request.action}`, actionBody(request)),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) =>
      isStatusConflict(error)
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: orderKey(id) }),
            queryClient.invalidateQueries({ queryKey: ordersKey }),
          ])
        : undefined,
  });
}

/** The owner's correction of the buyer's invoicing details; the server answers the order as it now is. */
export function useBuyerCorrection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyer: BuyerCorrection) => backOfficeApi.put<OrderDetail>(`${orderPath(id)}/buyer`, buyer),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) =>
      isStatusConflict(error) ? queryClient.invalidateQueries({ queryKey: orderKey(id) }) : undefined,
  });
}

/** Stops or resumes the customer's payment reminders of one order. */
export function usePaymentReminders(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      backOfficeApi.post<OrderDetail>(`${orderPath(id)}/payment-reminders`, { on }),
    onSuccess: (order) => queryClient.setQueryData(orderKey(id), order),
  });
}

export const orderFiles = {
  invoicePreview: (orderId: string) => `${orderPath(orderId)}/invoice-preview.pdf`,
  receipt: (orderId: string) => `${orderPath(orderId)}/receipt.pdf`,
  document: (orderId: string, documentId: string) =>
    `${orderPath(orderId)}/documents/${encodeURIComponent(documentId)}`,
  licence: (orderId: string, licenceId: string) =>
    `${orderPath(orderId)}/licences/${encodeURIComponent(licenceId)}`,
};

/** Waives the small difference a payment left due, saying why: the order is paid and its licence sent. */
export function useWriteOff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => backOfficeApi.post<OrderDetail>(`${orderPath(id)}/write-off`, { reason }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
