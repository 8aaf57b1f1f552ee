import type { Role } from '@shared/auth-schemas';
import type { Language } from '@shared/language';
import { mainStore } from '@/lib/session/main-store';

/** The session's token the test servers expect in the Authorization header. */
export const accessToken = 'qK2v9m3T8xYbR1nW4pLz7cHs0dFg6jUa5eVt2oXiBk';

/** Signs someone in to the back office: Camille, the owner, in English, unless a test says otherwise. */
export function signIn({
  userId = '6b1f3c1e-8d1a-4f6e-9a52-0c7d2b9e4a11',
  username = 'Camille',
  role = 'owner',
  language = 'en',
}: { userId?: string; username?: string; role?: Role; language?: Language } = {}) {
  mainStore.getState().login({ userId, username, role, companyId: null, accessToken, language });
}
