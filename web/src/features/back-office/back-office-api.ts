import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsvFormat, InboxFilter, InboxMessage, InboxPage } from '@shared/inbox-schemas';
import { dateInFrance } from '@shared/date-in-france';
import { mainStore } from '@/lib/session/main-store';
import { endSession } from '@/lib/session/session-end';
import { useLocaleStore } from '@/i18n/locale-store';
import { errorFromAnswer, fetchResponse, isRetryable } from '@/lib/api-client';
import { inboxSearch } from './inbox/inbox-filter';

/**
 * Every back-office request carries the session's access token. A 401 means the server no longer knows the
 * session (expired, signed out elsewhere, password changed, account removed): the browser signs out at once
 * and the sign-in form says why.
 */
async function authorizedFetch(
  path: string,
  {
    method = 'GET',
    body,
    file,
    signal,
  }: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    /** A file sent as the body itself, with its content type. */
    file?: { data: Blob; type: string };
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const token = mainStore.getState().accessToken;
  const response = await fetchResponse(path, {
    method,
    signal,
    body: file ? file.data : body === undefined ? undefined : JSON.stringify(body),
    headers: {
      Accept: 'application/json',
      // What the server says (a refusal, why licences cannot be signed) in the language the page shows.
      'Accept-Language': useLocaleStore.getState().locale,
      ...(file
        ? { 'Content-Type': file.type }
        : body === undefined
          ? {}
          : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (response.ok) return response;
  const text = await response.text();
  const error = errorFromAnswer(response, text);
  if (error.status === 401) endSession(error.code);
  throw error;
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await authorizedFetch(path, { signal });
  return (await response.json()) as T;
}

export async function postAction(path: string): Promise<void> {
  await authorizedFetch(path, { method: 'POST' });
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await authorizedFetch(path, { method: 'POST', body });
  return (await response.json()) as T;
}

/** Sends a file as the request's body (a bank statement as `application/xml`); answers the JSON reply. */
export async function postFile<T>(path: string, data: Blob, type: string): Promise<T> {
  const response = await authorizedFetch(path, { method: 'POST', file: { data, type } });
  return (await response.json()) as T;
}

/** Sends a file as the request's body with PUT (a product's document); answers the JSON reply. */
export async function putFile<T>(path: string, data: Blob, type: string): Promise<T> {
  const response = await authorizedFetch(path, { method: 'PUT', file: { data, type } });
  return (await response.json()) as T;
}

export async function putJson<T>(path: string, body: unknown): Promise<T> {
  const response = await authorizedFetch(path, { method: 'PUT', body });
  return (await response.json()) as T;
}

/** A change the server answers with 204, nothing to read. */
export async function putAction(path: string, body: unknown): Promise<void> {
  await authorizedFetch(path, { method: 'PUT', body });
}

export async function deleteResource(path: string): Promise<void> {
  await authorizedFetch(path, { method: 'DELETE' });
}

export async function getBlob(path: string): Promise<Blob> {
  const response = await authorizedFetch(path);
  return response.blob();
}

/** Everything the back office caches sits under this key, dropped when the user signs out. */
export const backOfficeKey = ['back-office'] as const;
const inboxKey = [...backOfficeKey, 'inbox'] as const;
const newCountKey = [...backOfficeKey, 'new-count'] as const;
const messageKey = (id: string) => [...backOfficeKey, 'message', id] as const;

// Only what may succeed on a second try is retried: not a refusal, and above all not a 401.
export const retry = (failureCount: number, error: unknown) => failureCount < 3 && isRetryable(error);

export function useInboxPage(filter: InboxFilter) {
  return useQuery({
    queryKey: [...inboxKey, filter],
    queryFn: ({ signal }) => getJson<InboxPage>(`/api/inbox?${inboxSearch.write(filter)}`, signal),
    placeholderData: keepPreviousData,
    retry,
  });
}

/** New items in the inbox, shown on every back-office view; checked again every minute. */
export function useNewCount() {
  return useQuery({
    queryKey: newCountKey,
    queryFn: ({ signal }) => getJson<{ newCount: number }>('/api/inbox/new-count', signal),
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
      const message = await getJson<InboxMessage>(`/api/inbox/${encodeURIComponent(id)}`, signal);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: newCountKey });
      return message;
    },
    retry,
  });
}

export function useSetHandled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handled: boolean) =>
      postAction(`/api/inbox/${encodeURIComponent(id)}/${handled ? 'handled' : 'reopen'}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKey(id) }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: newCountKey }),
      ]),
  });
}

/** Moves a spam item to the inbox; the server then mails the owner's notification, once. */
export function useNotSpam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAction(`/api/inbox/${encodeURIComponent(id)}/not-spam`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKey(id) }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: newCountKey }),
      ]),
  });
}

/** Moves a message the honeypot missed to the Spam view (a licence order waiting for its invoice is cancelled). */
export function useMarkSpam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAction(`/api/inbox/${encodeURIComponent(id)}/spam`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKey(id) }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: newCountKey }),
      ]),
  });
}

/** Deletes a message for good (the owner's, for a person's erasure request). */
export function useDeleteMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteResource(`/api/inbox/${encodeURIComponent(id)}`),
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
  const search = inboxSearch.write({ ...filter, page: 1 });
  search.set('format', format);
  const blob = await getBlob(`/api/inbox/export.csv?${search}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `messages-${dateInFrance(new Date())}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function signOut(): Promise<void> {
  await postAction('/api/auth/sign-out');
}
