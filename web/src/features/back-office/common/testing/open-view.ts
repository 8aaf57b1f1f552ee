import userEvent from '@testing-library/user-event';
import type { Language } from '@shared/language';
import { renderApp } from '@/features/session/testing/render-app';
import { signIn } from './sign-in';

/**
 * Signs the owner in, puts up the test's server and opens a back-office address: what the server gives back
 * (its requests, or the state it keeps), the router, and a user to act with.
 */
export function openAsOwner<S>(path: string, server: () => S, language: Language = 'en') {
  signIn();
  const requests = server();
  const router = renderApp(path, language);
  return { requests, router, user: userEvent.setup() };
}
