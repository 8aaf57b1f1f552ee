import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsvFormat, InboxFilter, InboxMessage, InboxPage } from '@shared/inbox-schemas';
import { dateInFrance } from '@shared/date-in-france';
import {
  backOfficeApi,
  backOfficeKey,
  retry,
  saveBlob,
  useApiChange,
  useApiQuery,
} from '@/features/back-office/common/api';
import { inboxSearch } from './inbox-filter';

const inboxKey = [...backOfficeKey, 'inbox'] as const;
const newCountKey = [...backOfficeKey, 'new-count'] as const;
const messageKey = (id: string) => [...backOfficeKey, 'message', id] as const;

export const useInboxPage = (filter: InboxFilter) =>
  useApiQuery<InboxPage>([...inboxKey, filter], `/api/inbox?${inboxSearch.write(filter)}`, {
    keepPrevious: true,
  });

/** New items in the inbox, shown on every back-office view; checked again every minute. */
export function useNewCount() {
  return useQuery({
    queryKey: newCountKey,
    queryFn: ({ signal }) => backOfficeApi.get<{ newCount: number }>('/api/inbox/new-count', { signal }),
    select: (answer) => answer.newCount,
    refetchInterval: 60_000,
    retry,
  });
}

/** A message whole. The server marks it read as it answers, so the lists and the count are out of date. */
export function useInboxMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKey(id),
    queryFn: async ({ signal }) => {
      const message = await backOfficeApi.get<InboxMessage>(`/api/inbox/${encodeURIComponent(id)}`, {
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: newCountKey });
      return message;
    },
    retry,
  });
}

// A message's status changed: it, the lists and the count are read again.
const useMessageChange = <V = void>(id: string, change: (variables: V) => Promise<unknown>) =>
  useApiChange(change, [messageKey(id), inboxKey, newCountKey]);

export const useSetHandled = (id: string) =>
  useMessageChange(id, (handled: boolean) =>
    backOfficeApi.post(`/api/inbox/${encodeURIComponent(id)}/${handled ? 'handled' : 'reopen'}`),
  );

/** Moves a spam item to the inbox; the server then mails the owner's notification, once. */
export const useNotSpam = (id: string) =>
  useMessageChange(id, () => backOfficeApi.post(`/api/inbox/${encodeURIComponent(id)}/not-spam`));

/** Moves a message the honeypot missed to the Spam view (a licence order waiting for its invoice is cancelled). */
export const useMarkSpam = (id: string) =>
  useMessageChange(id, () => backOfficeApi.post(`/api/inbox/${encodeURIComponent(id)}/spam`));

/** Deletes a message for good (the owner's, for a person's erasure request). */
export function useDeleteMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backOfficeApi.delete(`/api/inbox/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messageKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: newCountKey }),
      ]);
    },
  });
}

/** Downloads the CSV of a filter (all its pages): the request needs the token, so it is saved from a blob. */
export async function downloadInboxCsv(filter: InboxFilter, format: CsvFormat): Promise<void> {
  const search = inboxSearch.write({ ...filter, page: 1, after: undefined, before: undefined });
  search.set('format', format);
  const blob = await backOfficeApi.getBlob(`/api/inbox/export.csv?${search}`);
  saveBlob(blob, `messages-${dateInFrance(new Date())}.csv`);
}
