import { useQueryClient, useMutation } from '@tanstack/react-query';
import type { InboxMessage } from '@shared/inbox-schemas';
import type {
  CreateQuoteRequest,
  QuoteDetails,
  QuoteInvoiceSummary,
  QuoteListItem,
  QuoteStatus,
  UpdateQuoteRequest,
} from '@shared/quote-schemas';
import { ApiError } from '@/lib/api-client';
import { useMainStore } from '@/lib/session/main-store';
import {
  backOfficeApi,
  backOfficeKey,
  recordKeys,
  useApiQuery,
  useRecordChange,
} from '@/features/back-office/common/api';

const quotes = recordKeys('quotes', 'quote', '/api/quotes');

export const useQuoteList = () => useApiQuery<QuoteListItem[]>(quotes.list, '/api/quotes');

export const useQuote = (id: string) => useApiQuery<QuoteDetails>(quotes.key(id), quotes.path(id));

/** The refusal of a colleague who may not handle money: quotes are theirs only when the owner allows it. */
export const isBillingRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === 'billing_not_allowed';

/**
 * Whether the signed-in person may handle quotes: the owner always; a colleague when the server lets them read
 * the list (the browser does not know whether the owner allowed them to handle money).
 */
export function useQuotesAllowed(): boolean {
  const isOwner = useMainStore((state) => state.role === 'owner');
  const list = useApiQuery<QuoteListItem[]>(quotes.list, '/api/quotes', { enabled: !isOwner });
  return isOwner || list.isSuccess;
}

/** The inbox message a quote answers, shown beside its editor. */
export const useQuoteSource = (messageId: string | null) =>
  useApiQuery<InboxMessage>(
    [...backOfficeKey, 'quote-source', messageId],
    `/api/inbox/${encodeURIComponent(messageId ?? '')}`,
    { enabled: messageId !== null },
  );

/** The refusal of a change to a quote another tab or colleague has moved on meanwhile. */
export const isStatusConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'quote_status_conflict';

/** A new draft; the server answers it whole, with its id. */
export const useCreateQuote = () =>
  useRecordChange((request: CreateQuoteRequest) => backOfficeApi.post<QuoteDetails>('/api/quotes', request), {
    record: (quote) => quotes.key(quote.id),
    list: quotes.list,
  });

/** A draft changed, or a sent quote revised (a new version: the customer's link stops working). */
export const useUpdateQuote = (id: string) =>
  useRecordChange(
    (request: UpdateQuoteRequest) => backOfficeApi.put<QuoteDetails>(quotes.path(id), request),
    {
      record: quotes.key(id),
      list: quotes.list,
      conflict: { is: isStatusConflict, stale: [quotes.key(id)] },
    },
  );

/** Sends a draft: it takes its number, its PDF is kept and the customer is mailed their link. */
export function useSendQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backOfficeApi.post<{ number: string; status: 'sent' }>(`${quotes.path(id)}/send`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotes.key(id) }),
        queryClient.invalidateQueries({ queryKey: quotes.list }),
      ]),
  });
}

/**
 * A change to an accepted quote's invoices. Whatever the answer (done, or refused because the project moved on
 * meanwhile), the quote and the list are read again: the page shows the documents as they now stand.
 */
function useProjectChange<R, V = void>(id: string, change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotes.key(id) }),
        queryClient.invalidateQueries({ queryKey: quotes.list }),
      ]),
  });
}

/** The work is done: the final invoice is issued (all the lines, the deposit deducted) and mailed. */
export const useIssueFinalInvoice = (id: string) =>
  useProjectChange(id, () =>
    backOfficeApi.post<{ number: string; status: QuoteStatus; invoices: QuoteInvoiceSummary[] }>(
      `${quotes.path(id)}/final-invoice`,
    ),
  );

/** One of the project's unpaid invoices cancelled by a credit note; the answer names the credit note. */
export const useCreditProjectInvoice = (id: string) =>
  useProjectChange(id, (invoiceNumber: string) =>
    backOfficeApi.post<{ number: string }>(
      `${quotes.path(id)}/invoices/${encodeURIComponent(invoiceNumber)}/credit-note`,
    ),
  );

/** The refusal of a change the project no longer allows (a final invoice already issued, an invoice paid). */
export const isProjectConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
