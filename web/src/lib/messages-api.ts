import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { MESSAGE_LANGUAGE_HEADER, type MessageAccepted, type MessagePayload } from '@shared/message-payloads';
import type { Locale } from '@/i18n/bilingual';
import { useLocale } from '@/i18n/locale-store';
import { postJson } from './api-client';

export const MESSAGES_ENDPOINT = '/api/messages';

interface SendVariables {
  payload: MessagePayload;
  idempotencyKey: string;
  locale: Locale;
}

/** One key per submission. `crypto.randomUUID` needs a secure context, so plain-HTTP hosts get a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function sendMessage({ payload, idempotencyKey, locale }: SendVariables): Promise<MessageAccepted> {
  return postJson<MessageAccepted>(MESSAGES_ENDPOINT, payload, {
    idempotencyKey,
    headers: { [MESSAGE_LANGUAGE_HEADER]: locale },
  });
}

/**
 * Posts a form's payload to the owner. The query client retries network failures with the same
 * Idempotency-Key, and a manual retry of the same values after a failure reuses it too, so the server
 * stores and mails a submission once however many times it was sent. New values get a new key.
 */
export function useSendMessage() {
  const locale = useLocale();
  const pending = useRef<{ key: string; body: string } | null>(null);
  const mutation = useMutation({ mutationFn: sendMessage });
  const { mutate } = mutation;

  const send = useCallback(
    (payload: MessagePayload, options: { onSuccess?: (answer: MessageAccepted) => void } = {}) => {
      const body = JSON.stringify(payload);
      const key = pending.current?.body === body ? pending.current.key : newIdempotencyKey();
      pending.current = { key, body };
      mutate(
        { payload, idempotencyKey: key, locale },
        {
          onSuccess(answer) {
            pending.current = null;
            options.onSuccess?.(answer);
          },
        },
      );
    },
    [mutate, locale],
  );

  return {
    send,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}
