import { useCallback, useRef, useState } from 'react';
import type { MessageAccepted, MessagePayload } from '@shared/message-payloads';
import type { Language } from '@shared/language';
import { useLanguage } from '@/i18n/language-store';
import { isRetryable, postJson } from './api-client';
import { retryDelay } from './retry-delay';

const MESSAGES_ENDPOINT = '/api/messages';

interface SendVariables {
  payload: MessagePayload;
  idempotencyKey: string;
  language: Language;
}

/** One key per submission. `crypto.randomUUID` needs a secure context, so plain-HTTP hosts get a fallback. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sendMessage({ payload, idempotencyKey, language }: SendVariables): Promise<MessageAccepted> {
  return postJson<MessageAccepted>(MESSAGES_ENDPOINT, payload, {
    idempotencyKey,
    language,
  });
}

/**
 * Posts a form's payload to the owner. A submission that may not have arrived (no answer, or a server error) is
 * sent again with the same Idempotency-Key (spec §9: 3 retries, back-off from 1 s), and a manual retry of the
 * same values after a failure reuses it too, so the server stores and mails a submission once however many
 * times it was sent. New values get a new key. A form needs no query cache, so the public pages do without
 * TanStack Query (8 KB before their forms work).
 */
export function useSendMessage() {
  const language = useLanguage();
  const pending = useRef<{ key: string; body: string } | null>(null);
  const attempt = useRef(0);
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const send = useCallback(
    (payload: MessagePayload, options: { onSuccess?: (answer: MessageAccepted) => void } = {}) => {
      const body = JSON.stringify(payload);
      const key = pending.current?.body === body ? pending.current.key : newIdempotencyKey();
      pending.current = { key, body };
      const current = (attempt.current += 1);
      setState({ status: 'pending' });
      void sendWithRetries({ payload, idempotencyKey: key, language }).then(
        (answer) => {
          if (current !== attempt.current) return;
          pending.current = null;
          setState({ status: 'success' });
          options.onSuccess?.(answer);
        },
        (error: unknown) => {
          if (current === attempt.current) setState({ status: 'error', error });
        },
      );
    },
    [language],
  );

  const reset = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'idle' });
  }, []);

  return {
    send,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
    reset,
  };
}

type SendState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

const maxRetries = 3;

/** `sendMessage`, sent again after a failure that may not have reached the server, up to three times. */
export async function sendWithRetries(
  variables: SendVariables,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<MessageAccepted> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await sendMessage(variables);
    } catch (error) {
      if (failures >= maxRetries || !isRetryable(error)) throw error;
      await wait(retryDelay(failures));
    }
  }
}
