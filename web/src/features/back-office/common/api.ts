import {
  type QueryKey,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createApiClient, isRetryable } from '@/lib/api-client';
import { mainStore } from '@/lib/session/main-store';
import { endSession } from '@/lib/session/session-end';
import { useLanguageStore } from '@/i18n/language-store';

/**
 * The back office's requests: the app's one client with the session's access token. A 401 means the server no
 * longer knows the session (expired, signed out elsewhere, password changed, account removed): the browser signs
 * out at once and the sign-in form says why. What the server says (a refusal, why licences cannot be signed)
 * comes in the language the page shows.
 */
export const backOfficeApi = createApiClient({
  auth: { token: () => mainStore.getState().accessToken, onUnauthorized: endSession },
  language: () => useLanguageStore.getState().language,
});

/** Everything the back office caches sits under this key, dropped when the user signs out. */
export const backOfficeKey = ['back-office'] as const;

/**
 * The cache keys and the address of one kind of record: its list's key, one record's key, and the path where one
 * record is read and changed (`/api/quotes/<id>`).
 */
export function recordKeys(list: string, one: string, path: string) {
  return {
    list: [...backOfficeKey, list] as const,
    key: (id: string) => [...backOfficeKey, one, id] as const,
    path: (id: string) => `${path}/${encodeURIComponent(id)}`,
  };
}

// Only what may succeed on a second try is retried: not a refusal, and above all not a 401.
export const retry = (failureCount: number, error: unknown) => failureCount < 3 && isRetryable(error);

/**
 * What the API answers at `path`, cached under `queryKey`. A list that changes with its filters keeps showing
 * the previous answer (`keepPrevious`) until the next one arrives.
 */
export function useApiQuery<T>(
  queryKey: QueryKey,
  path: string,
  { keepPrevious = false, enabled = true } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => backOfficeApi.get<T>(path, { signal }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
    retry,
  });
}

/** A change the API makes, after which what is cached under each of `stale` is read again. */
export function useApiChange<R, V = void>(change: (variables: V) => Promise<R>, stale: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * A change the API answers with the record as it now stands: the answer is kept under the record's key (`record`,
 * or the key read from the answer), `onSaved` is told, and the list it appears in (`list`) is read again. When the
 * server refuses because the record had moved on meanwhile (`conflict.is`), what `conflict.stale` names is read
 * again, so the page says where the record stands now.
 */
export function useRecordChange<R, V = void>(
  change: (variables: V) => Promise<R>,
  keys: {
    record: QueryKey | ((answer: R) => QueryKey);
    list?: QueryKey;
    conflict?: { is: (error: unknown) => boolean; stale: QueryKey[] };
    onSaved?: (answer: R) => void;
  },
) {
  const queryClient = useQueryClient();
  const { record, list, conflict, onSaved } = keys;
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      queryClient.setQueryData(typeof record === 'function' ? record(answer) : record, answer);
      onSaved?.(answer);
      if (list) await queryClient.invalidateQueries({ queryKey: list });
    },
    onError: (error) =>
      conflict?.is(error)
        ? Promise.all(conflict.stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
        : undefined,
  });
}

/** Saves a downloaded file under its name: the request needs the token, so it is saved from a blob. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A document, a licence or a register from the API, saved under its file name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveBlob(await backOfficeApi.getBlob(path), fileName);
}

export async function signOut(): Promise<void> {
  await backOfficeApi.post('/api/auth/sign-out');
}
