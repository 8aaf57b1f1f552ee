import type { ReactNode } from 'react';
import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { ApiError, NetworkError } from '@/lib/api-client';
import type { Locale } from '@/i18n/bilingual';
import { useLocale } from '@/i18n/locale-store';
import { messageFormTexts } from './message-form-texts';
import styles from './message-form.module.css';

/** What went wrong, in words the visitor can act on. `labels` names the form's fields in the page language. */
export function describeSendError(error: unknown, locale: Locale, labels: Record<string, string>): string {
  const texts = messageFormTexts[locale];
  if (error instanceof NetworkError) return texts.network;
  if (error instanceof ApiError) {
    if (error.code === 'product_unavailable') return texts.productUnavailable;
    if (error.status === 400) {
      const fields = Object.keys(error.fields);
      const name = (field: string) => labels[field] ?? field;
      // Refused for what cannot be seen: saying "check" would send the visitor looking for nothing.
      const invisible = fields.filter((field) => error.fields[field] === UNSTORABLE_TEXT_REASON);
      if (invisible.length > 0 && invisible.length === fields.length) {
        return texts.invisibleCharacters(invisible.map(name));
      }
      return fields.length ? texts.checkFields(fields.map(name)) : texts.checkFields(Object.values(labels));
    }
    if (error.status === 413) return texts.tooLarge;
    if (error.status === 429) return texts.tooMany(error.retryAfterSeconds);
    return texts.server(error.status);
  }
  return texts.network;
}

/**
 * The form's live region: announces the confirmation politely, or the error with a way to send the same
 * values again. It stays in the document so screen readers register it before anything is announced.
 */
export function FormStatus(props: {
  success: ReactNode | null;
  error: unknown;
  labels: Record<string, string>;
  onRetry: () => void;
}) {
  const locale = useLocale();
  const texts = messageFormTexts[locale];
  const retryable = !(props.error instanceof ApiError && props.error.status === 400);
  return (
    <div className={styles.status} aria-live="polite" role="status">
      {props.success && !props.error && <p className={styles.success}>{props.success}</p>}
      {props.error != null && (
        <div className={styles.error}>
          <p>{describeSendError(props.error, locale, props.labels)}</p>
          {retryable && (
            <button type="button" className="button button--ghost" onClick={props.onRetry}>
              {texts.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
