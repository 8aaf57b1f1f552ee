import type { Role, SignedIn } from '@shared/auth-schemas';
import type { Language } from '@shared/language';
import { getJson, postJson } from '@/lib/api-client';

/** The account links mailed by the server: an invitation, a password reset. No session is needed for them. */

export interface Invitation {
  email: string;
  role: Role;
  /** Who sent it; null for the first owner's, sent by the site itself. */
  invitedBy: string | null;
}

export function fetchInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  return getJson<Invitation>(`/api/auth/invitations/${encodeURIComponent(token)}`, { signal });
}

/** The account is created in the page's language: the server's mails to it follow the request's language. */
export function acceptInvitation(
  details: { token: string; name: string; password: string },
  language: Language,
): Promise<SignedIn> {
  return postJson<SignedIn>('/api/auth/invitations/accept', details, { language });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await postJson<{ message: string }>('/api/auth/password-reset', { email });
}

export function completePasswordReset(details: { token: string; password: string }): Promise<SignedIn> {
  return postJson<SignedIn>('/api/auth/password-reset/complete', details);
}
