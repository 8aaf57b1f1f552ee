import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankStatementImportResult,
  MatchPaymentResult,
  PaymentsLedger,
  ReceivedPaymentsPage,
} from '@shared/payment-schemas';
import { backOfficeApi, backOfficeKey, retry } from '@/features/back-office/common/api';

const paymentsKey = [...backOfficeKey, 'received-payments'] as const;
const ledgerKey = [...backOfficeKey, 'payments-ledger'] as const;
const ordersKey = [...backOfficeKey, 'orders'] as const;
const paymentPath = (id: string) => `/api/received-payments/${encodeURIComponent(id)}`;

/** The payments that wait for the owner, a page at a time, with the open invoices they could pay. */
export function useReceivedPayments() {
  return useInfiniteQuery({
    queryKey: paymentsKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      backOfficeApi.get<ReceivedPaymentsPage>(
        pageParam
          ? `/api/received-payments?after=${encodeURIComponent(pageParam)}`
          : '/api/received-payments',
        { signal },
      ),
    getNextPageParam: (page) => page.next ?? undefined,
    retry,
  });
}

/** The ledger: the statements imported and every payment received, newest first, a page at a time. */
export function usePaymentsLedger() {
  return useInfiniteQuery({
    queryKey: ledgerKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      backOfficeApi.get<PaymentsLedger>(
        pageParam ? `/api/payments-ledger?before=${encodeURIComponent(pageParam)}` : '/api/payments-ledger',
        { signal },
      ),
    getNextPageParam: (page) => page.next ?? undefined,
    retry,
  });
}

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsKey }),
    queryClient.invalidateQueries({ queryKey: ledgerKey }),
    queryClient.invalidateQueries({ queryKey: ordersKey }),
  ]);

/** Imports a camt.053 statement under its file name; the payments, the ledger and the orders are read again. */
export function useStatementImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      backOfficeApi.sendFile<BankStatementImportResult>(
        'POST',
        `/api/bank-statements?fileName=${encodeURIComponent(file.name.slice(0, 255))}`,
        { data: file, type: 'application/xml' },
      ),
    onSettled: () => refreshAll(queryClient),
  });
}

export type PaymentSettlement =
  { id: string; action: 'match'; orderId: string } | { id: string; action: 'dismiss' };

/** Matches a waiting payment with an order (paying it, or part of it), or sets it aside. */
export function usePaymentSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentSettlement) =>
      backOfficeApi.post<Partial<MatchPaymentResult>>(
        `${paymentPath(request.id)}/${request.action}`,
        request.action === 'match' ? { orderId: request.orderId } : undefined,
      ),
    onSettled: () => refreshAll(queryClient),
  });
}
