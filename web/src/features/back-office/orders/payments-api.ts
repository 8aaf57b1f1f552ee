import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankStatementImportResult, ReceivedPaymentsPage } from '@shared/payment-schemas';
import { backOfficeKey, getJson, postFile, postJson, retry } from '../back-office-api';

const paymentsKey = [...backOfficeKey, 'received-payments'] as const;
const ordersKey = [...backOfficeKey, 'orders'] as const;
const paymentPath = (id: string) => `/api/received-payments/${encodeURIComponent(id)}`;

/** The payments that wait for the owner, with the open invoices they could pay. */
export function useReceivedPayments() {
  return useQuery({
    queryKey: paymentsKey,
    queryFn: ({ signal }) => getJson<ReceivedPaymentsPage>('/api/received-payments', signal),
    retry,
  });
}

/** Imports a camt.053 statement; the waiting payments and the orders are read again after. */
export function useStatementImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      postFile<BankStatementImportResult>('/api/bank-statements', file, 'application/xml'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
      ]),
  });
}

export type PaymentSettlement =
  { id: string; action: 'match'; orderId: string } | { id: string; action: 'dismiss' };

/** Matches a waiting payment with an order (marking it paid), or sets it aside; answers the list as it now is. */
export function usePaymentSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentSettlement) =>
      postJson<ReceivedPaymentsPage>(
        `${paymentPath(request.id)}/${request.action}`,
        request.action === 'match' ? { orderId: request.orderId } : undefined,
      ),
    onSuccess: (page) => {
      queryClient.setQueryData(paymentsKey, page);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
