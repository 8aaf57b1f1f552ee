import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { InboxMessage } from '@shared/inbox-schemas';
import type {
  CreateQuoteRequest,
  QuoteDetails,
  QuoteListItem,
  UpdateQuoteRequest,
} from '@shared/quote-schemas';
import { ApiError } from '@/lib/api-client';
import { useMainStore } from '@/lib/session/main-store';
import { backOfficeApi, backOfficeKey, retry, useApiQuery } from '@/features/back-office/common/api';

const quotesKey = [...backOfficeKey, 'quotes'] as const;
const quoteKey = (id: string) => [...backOfficeKey, 'quote', id] as const;
const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

export const useQuoteList = () => useApiQuery<QuoteListItem[]>(quotesKey, '/api/quotes');

export const useQuote = (id: string) => useApiQuery<QuoteDetails>(quoteKey(id), quotePath(id));

/** The refusal of a colleague who may not handle money: quotes are theirs only when the owner allows it. */
export const isBillingRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === 'billing_not_allowed';

/**
 * Whether the signed-in person may handle quotes: the owner always; a colleague when the server lets them read
 * the list (the browser does not know whether the owner allowed them to handle money).
 */
export function useQuotesAllowed(): boolean {
  const isOwner = useMainStore((state) => state.role === 'owner');
  const list = useQuery({
    queryKey: quotesKey,
    queryFn: ({ signal }) => backOfficeApi.get<QuoteListItem[]>('/api/quotes', { signal }),
    enabled: !isOwner,
    retry,
  });
  return isOwner || list.isSuccess;
}

/** The inbox message a quote answers, shown beside its editor. */
export const useQuoteSource = (messageId: string | null) =>
  useQuery({
    queryKey: [...backOfficeKey, 'quote-source', messageId],
    queryFn: ({ signal }) =>
      backOfficeApi.get<InboxMessage>(`/api/inbox/${encodeURIComponent(messageId ?? '')}`, { signal }),
    enabled: messageId !== null,
    retry,
  });

/** The refusal of a change to a quote another tab or colleague has moved on meanwhile. */
export const isStatusConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'quote_status_conflict';

/** A new draft; the server answers it whole, with its id. */
export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateQuoteRequest) => backOfficeApi.post<QuoteDetails>('/api/quotes', request),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKey(quote.id), quote);
      return queryClient.invalidateQueries({ queryKey: quotesKey });
    },
  });
}

/** A draft changed, or a sent quote revised (a new version: the customer's link stops working). */
export function useUpdateQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateQuoteRequest) => backOfficeApi.put<QuoteDetails>(quotePath(id), request),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKey(id), quote);
      return queryClient.invalidateQueries({ queryKey: quotesKey });
    },
    onError: (error) =>
      isStatusConflict(error) ? queryClient.invalidateQueries({ queryKey: quoteKey(id) }) : undefined,
  });
}

/** Sends a draft: it takes its number, its PDF is kept and the customer is mailed their link. */
export function useSendQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backOfficeApi.post<{ number: string; status: 'sent' }>(`${quotePath(id)}/send`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKey(id) }),
        queryClient.invalidateQueries({ queryKey: quotesKey }),
      ]),
  });
}
