import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { requestForEffect } from '@/lib/request-for-effect';

export type DocumentLoad<T> =
  { status: 'loading' } | { status: 'found'; document: T } | { status: 'notFound' } | { status: 'failed' };

/**
 * Reads the document a customer's link points to (their order, their quote). A link cut short or mistyped is
 * not found without asking the server. `retry` shows the loading state again; `reload` reads it again behind
 * what the page shows, which a failed read keeps.
 */
export function useCustomerDocument<T>(
  token: string,
  tokenPattern: RegExp,
  fetchDocument: (token: string, signal: AbortSignal) => Promise<T>,
): {
  load: DocumentLoad<T>;
  setLoad: Dispatch<SetStateAction<DocumentLoad<T>>>;
  retry: () => void;
  reload: () => void;
} {
  const wellFormed = tokenPattern.test(token);
  const [load, setLoad] = useState<DocumentLoad<T>>(
    wellFormed ? { status: 'loading' } : { status: 'notFound' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    return requestForEffect(
      (signal) => fetchDocument(token, signal),
      (document) => setLoad({ status: 'found', document }),
      (error) => {
        const notFound = error instanceof ApiError && error.status === 404;
        setLoad((shown) => (shown.status === 'found' ? shown : { status: notFound ? 'notFound' : 'failed' }));
      },
    );
  }, [token, wellFormed, attempt, fetchDocument]);

  const reload = () => setAttempt((count) => count + 1);
  function retry() {
    setLoad({ status: 'loading' });
    reload();
  }
  return { load, setLoad, retry, reload };
}
