import type { ReactNode } from 'react';
import type { Language } from '@shared/language';
import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { ApiError, NetworkError } from '@/lib/api-client';
import { componentMessages } from '@/i18n/component-catalogue';
import { useLanguage } from '@/i18n/language-store';
import { formStatusMessages } from './form-status-messages';
import styles from './message-form.module.css';

/** What went wrong, in words the visitor can act on. `labels` names the form's fields in the page language. */
export function describeSendError(
  error: unknown,
  language: Language,
  labels: Record<string, string>,
): string {
  const t = componentMessages(formStatusMessages, language);
  if (error instanceof NetworkError) return t('formStatus.network');
  if (error instanceof ApiError) {
    if (error.code === 'product_unavailable') return t('formStatus.productUnavailable');
    if (error.status === 400) {
      const fields = Object.keys(error.fields);
      const named = (names: string[]) => names.map((field) => labels[field] ?? field).join(', ');
      // Refused for what cannot be seen: saying "check" would send the visitor looking for nothing.
      const invisible = fields.filter((field) => error.fields[field] === UNSTORABLE_TEXT_REASON);
      if (invisible.length > 0 && invisible.length === fields.length) {
        return t('formStatus.invisibleCharacters', { fields: named(invisible), count: invisible.length });
      }
      return t('formStatus.checkFields', {
        fields: fields.length ? named(fields) : Object.values(labels).join(', '),
      });
    }
    if (error.status === 413) return t('formStatus.tooLarge');
    if (error.status === 429) return t('formStatus.tooMany', { seconds: error.retryAfterSeconds ?? 0 });
    return t('formStatus.server', { status: error.status });
  }
  return t('formStatus.network');
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
  const language = useLanguage();
  const retryable = !(props.error instanceof ApiError && props.error.status === 400);
  return (
    <div className={styles.status} aria-live="polite" role="status">
      {props.success && !props.error && <p className={styles.success}>{props.success}</p>}
      {props.error != null && (
        <div className={styles.error}>
          <p>{describeSendError(props.error, language, props.labels)}</p>
          {retryable && (
            <button type="button" className="button button--ghost" onClick={props.onRetry}>
              {componentMessages(formStatusMessages, language)('formStatus.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
