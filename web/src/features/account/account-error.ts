import type { IntlShape } from 'react-intl';
import { ApiError } from '@/lib/api-client';

/** A mailed link the server no longer accepts: wrong, used, revoked or expired (410 `invalid_link`). */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 410 || error.code === 'invalid_link');
}

/**
 * Why a new password was refused, from what was typed: the server checks the length first, then the list of
 * common passwords.
 */
export function passwordRefusal(error: unknown, password: string, intl: IntlShape): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields.password) return null;
  return intl.formatMessage({
    id: [...password].length < 10 ? 'account.password.tooShort' : 'account.password.common',
  });
}

/** Anything else that went wrong, said so that the visitor knows whether to wait or to check something. */
export function describeAccountError(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return intl.formatMessage({ id: 'account.error.tooMany' }, { minutes });
    }
    return intl.formatMessage({ id: 'account.error.server' }, { status: error.status });
  }
  return intl.formatMessage({ id: 'account.error.network' });
}
