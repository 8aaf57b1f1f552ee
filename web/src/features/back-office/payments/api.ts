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

/** A list the server sends a page at a time, each page naming where the next one starts (`cursor`). */
function usePages<T extends { next: string | null }>(
  queryKey: readonly unknown[],
  path: string,
  cursor: 'after' | 'before',
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      backOfficeApi.get<T>(pageParam ? `${path}?${cursor}=${encodeURIComponent(pageParam)}` : path, {
        signal,
      }),
    getNextPageParam: (page) => page.next ?? undefined,
    retry,
  });
}

/** The payments that wait for the owner, a page at a time, with the open invoices they could pay. */
export const useReceivedPayments = () =>
  usePages<ReceivedPaymentsPage>(paymentsKey, '/api/received-payments', 'after');

/** The ledger: the statements imported and every payment received, newest first, a page at a time. */
export const usePaymentsLedger = () => usePages<PaymentsLedger>(ledgerKey, '/api/payments-ledger', 'before');

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
