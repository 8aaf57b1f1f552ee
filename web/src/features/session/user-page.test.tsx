import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '@shared/auth-schemas';
import { mainStore } from '@/lib/session/main-store';
import { forgetSessionEnd } from '@/lib/session/session-end';
import { apiError, newBackOffice, renderApp, stubServer } from './testing/render-app';

const signedIn: SignedIn = {
  userId: '6b1f3c1e-8d1a-4f6e-9a52-0c7d2b9e4a11',
  username: 'Camille',
  email: 'camille@example.test',
  role: 'owner',
  companyId: null,
  accessToken: 'qK2v9m3T8xYbR1nW4pLz7cHs0dFg6jUa5eVt2oXiBk',
  language: 'fr',
};

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

// The first render of a lazy page transforms its chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('/user signed out: the sign-in form', () => {
  beforeEach(() => {
    mainStore.getState().logout();
    forgetSessionEnd();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the spec’s login action, stores its keys and opens the back office', async () => {
    const requests = stubServer((request) => {
      if (request.url.pathname === '/api/auth/sign-in') return { body: signedIn };
      return newBackOffice(request) ?? { status: 404 };
    });
    renderApp('/user');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('data-icon', 'sign-in');

    await fillIn('camille@example.test', 'correct horse battery');

    expect(
      await screen.findByRole('heading', { name: 'Today', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'camille@example.test', password: 'correct horse battery' },
    });
    expect(mainStore.getState()).toMatchObject({
      authenticated: true,
      userId: signedIn.userId,
      username: 'Camille',
      role: 'owner',
      companyId: null,
      accessToken: signedIn.accessToken,
      language: 'en',
    });
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      user_id: signedIn.userId,
      name: 'Camille',
      role: 'owner',
      company_id: '',
      access_token: signedIn.accessToken,
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('data-icon', 'user');
    const todayRequest = requests.find((request) => request.url.pathname === '/api/today');
    expect(todayRequest?.headers.get('Authorization')).toBe(`Bearer ${signedIn.accessToken}`);
  });

  it('says the same thing for a wrong e-mail or password, and keeps what was typed', async () => {
    stubServer(() => apiError(401, 'invalid_credentials', 'The e-mail address or the password is wrong.'));
    renderApp('/user');
    await fillIn('camille@example.test', 'not the password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is wrong.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue('camille@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('not the password');
    expect(mainStore.getState().authenticated).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('says when to try again after too many failures', async () => {
    stubServer(() => ({
      ...apiError(429, 'sign_in_locked', 'Too many failed sign-ins. Try again in 14 min.', {
        retryAfterSeconds: 840,
      }),
      headers: { 'Retry-After': '840' },
    }));
    renderApp('/user');
    await fillIn('camille@example.test', 'still wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Try again in 14 minutes.',
    );
  });

  it('says how to get in while the account is under attack from many addresses, in French too', async () => {
    stubServer(() => ({
      ...apiError(429, 'sign_in_paused', 'Signing in with a password is paused here for 58 min.', {
        retryAfterSeconds: 3480,
      }),
      headers: { 'Retry-After': '3480' },
    }));
    renderApp('/user', 'fr');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'camille@example.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('la connexion par mot de passe est suspendue ici pendant 58 minutes');
    expect(alert).toHaveTextContent('Connectez-vous avec une clé d’accès');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('correct horse battery');
  });

  it('says when the server cannot be reached, in French too', async () => {
    stubServer(() => new TypeError('Failed to fetch'));
    renderApp('/user', 'fr');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'camille@example.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille@example.test');
  });
});

describe('/user signed in, when the server ends the session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['session_expired', 'You were signed out: your session expired after 30 days without use.'],
    ['session_account_removed', 'You were signed out: your account was removed by the owner.'],
  ])('a 401 %s signs the browser out and says why', async (code, sentence) => {
    forgetSessionEnd();
    mainStore.getState().login({ ...signedIn, language: 'en' });
    stubServer(() => apiError(401, code, 'Your session has ended.'));
    renderApp('/user');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('alert')).toHaveTextContent(sentence);
    expect(main.getByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(mainStore.getState()).toMatchObject({ authenticated: false, accessToken: null });
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
  });
});
