import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '@shared/auth-schemas';
import { UNSTORABLE_TEXT_REASON } from '@shared/storable-text';
import { mainStore } from '@/lib/session/main-store';
import { apiError, newBackOffice, renderApp, stubServer } from '@/features/session/testing/render-app';

// The first render of a lazy page transforms its chunk: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// A new page moves focus to its heading once the layout has done its own move (see useHeadingFocus).
const expectFocus = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

const token = 'Zx8bQ2nV5mK1pL7rT4wY9cH3dF6gJ0aS2eU8iO5kB1m';
const signedIn: SignedIn = {
  userId: '2c9d7e4f-1a3b-4c5d-8e6f-7a8b9c0d1e2f',
  username: 'Sam Martin',
  email: 'sam@example.test',
  role: 'staff',
  companyId: null,
  accessToken: 'R7tY2uI9oP4aS1dF6gH3jK8lZ5xC0vB7nM2qW4eE9rT',
  language: 'fr',
};
const weakPassword = () =>
  apiError(400, 'invalid_request', 'Choose another password.', {
    fields: { password: 'is one of the most common passwords: choose another' },
  });
const invalidLink = () => apiError(410, 'invalid_link', 'This link is no longer valid.');

/** Fills in the English invitation form once it is shown, and sends it. */
async function acceptInvitation(name: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create my account and sign in' }));
}

beforeEach(() => mainStore.getState().logout());
afterEach(() => vi.unstubAllGlobals());

describe('/user/invitation/:token', () => {
  it('shows who is invited, creates the account in the page’s language and opens the back office', async () => {
    const requests = stubServer((request) => {
      const { method, url } = request;
      if (url.pathname === `/api/auth/invitations/${token}`) {
        return { body: { email: 'sam@example.test', role: 'staff', invitedBy: 'Camille Martin' } };
      }
      if (method === 'POST' && url.pathname === '/api/auth/invitations/accept') {
        return { status: 201, body: signedIn };
      }
      return newBackOffice(request) ?? { status: 404 };
    });
    renderApp(`/user/invitation/${token}`, 'fr');

    const heading = await screen.findByRole('heading', { name: 'Rejoindre l’espace de gestion', level: 1 });
    await expectFocus(heading);
    expect(screen.getByText(/Cette invitation est destinée à/)).toHaveTextContent(
      'Cette invitation est destinée à sam@example.test, en tant que collaborateur. Camille Martin vous l’a envoyée.',
    );
    expect(
      screen.getByText('Au moins 10 caractères. Un mot de passe trop courant est refusé.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre nom'), 'Sam Martin');
    await user.type(screen.getByLabelText('Mot de passe'), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte et me connecter' }));

    expect(
      await screen.findByRole('heading', { name: 'Aujourd’hui', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const accept = requests.find((request) => request.url.pathname === '/api/auth/invitations/accept');
    expect(accept?.body).toEqual({ token, name: 'Sam Martin', password: 'a long enough passphrase' });
    expect(accept?.headers.get('Accept-Language')).toBe('fr');
    expect(mainStore.getState()).toMatchObject({
      authenticated: true,
      username: 'Sam Martin',
      role: 'staff',
      accessToken: signedIn.accessToken,
      language: 'fr',
    });
  });

  it('says why a password is refused and keeps what was typed', async () => {
    stubServer(({ method, url }) => {
      if (method === 'GET') return { body: { email: 'sam@example.test', role: 'owner', invitedBy: null } };
      if (url.pathname === '/api/auth/invitations/accept') return weakPassword();
      return { status: 404 };
    });
    renderApp(`/user/invitation/${token}`);
    await acceptInvitation('Sam Martin', 'password123');

    expect(
      await screen.findByText('This password is one of the most common ones: choose another.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Password')).toHaveValue('password123');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam Martin');
    expect(mainStore.getState().authenticated).toBe(false);
  });

  it('says a name was refused for an invisible character, and keeps it', async () => {
    stubServer(({ method, url }) => {
      if (method === 'GET') return { body: { email: 'sam@example.test', role: 'staff' } };
      if (url.pathname === '/api/auth/invitations/accept') {
        return apiError(400, 'invalid_request', 'Some fields are missing or invalid.', {
          fields: { name: UNSTORABLE_TEXT_REASON },
        });
      }
      return { status: 404 };
    });
    renderApp(`/user/invitation/${token}`);
    await acceptInvitation('Sam \u202EMartin', 'quiet-orchard-morning');

    expect(await screen.findByText(/Your name holds an invisible character/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam \u202EMartin');
  });

  it('says plainly when the link is no longer valid, and what to do', async () => {
    stubServer(() => invalidLink());
    renderApp(`/user/invitation/${token}`);

    await expectFocus(
      await screen.findByRole('heading', { name: 'This invitation cannot be used', level: 1 }),
    );
    expect(screen.getByText(/Ask the owner of the site for a new invitation\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account and sign in' })).not.toBeInTheDocument();
  });
});

describe('forgotten password', () => {
  it('is linked from the sign-in form', async () => {
    stubServer(() => ({ status: 404 }));
    renderApp('/user');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    await expectFocus(await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }));
  });

  it('takes the address typed on the sign-in form, and the focus with it, when its link was followed first', async () => {
    stubServer(() => ({ status: 404 }));
    const router = renderApp('/user', 'fr');
    const user = userEvent.setup();
    // The link was followed, but the page has not shown yet: the visitor types in the field that reads the same.
    const signInField = await screen.findByRole('textbox', { name: 'Adresse e-mail' }, { timeout: 5000 });
    await user.type(signInField, 'marie@exemple');
    void router.navigate('/user/forgot-password');
    await user.type(signInField, '.fr');

    await screen.findByRole('heading', { name: 'Mot de passe oublié ?', level: 1 });
    const field = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(field).toHaveValue('marie@exemple.fr'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveFocus();
    await user.keyboard('x');
    expect(field).toHaveValue('marie@exemple.frx');
  });

  it('answers the same neutral sentence whatever the address', async () => {
    const requests = stubServer(() => ({
      status: 202,
      body: { message: 'If an account uses this address, a link is on its way.' },
    }));
    renderApp('/user/forgot-password', 'fr');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte utilise cette adresse, un lien valable une heure est en route.',
    );
    await expectFocus(screen.getByText(/Si un compte utilise cette adresse/));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('nobody@example.test');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/api/auth/password-reset' }),
      body: { email: 'nobody@example.test' },
    });
  });

  it('sets a new password from the mailed link and signs in', async () => {
    const requests = stubServer((request) => {
      if (request.url.pathname === '/api/auth/password-reset/complete') return { body: signedIn };
      return newBackOffice(request) ?? { status: 404 };
    });
    renderApp(`/user/reset-password/${token}`);
    const user = userEvent.setup();
    await expectFocus(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }));
    await user.type(screen.getByLabelText('New password'), 'another long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the password and sign in' }));

    expect(
      await screen.findByRole('heading', { name: 'Today', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ token, password: 'another long passphrase' });
    expect(localStorage.getItem('access_token')).toBe(signedIn.accessToken);
  });

  it('says a too-short password is too short', async () => {
    stubServer(() =>
      apiError(400, 'invalid_request', 'Choose another password.', {
        fields: { password: 'must be at least 10 characters' },
      }),
    );
    renderApp(`/user/reset-password/${token}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the password and sign in' }));

    expect(
      await screen.findByText('This password is too short: use at least 10 characters.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('offers to ask for a new link when this one is no longer valid', async () => {
    stubServer(() => invalidLink());
    renderApp(`/user/reset-password/${token}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'another long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the password and sign in' }));

    const main = within(screen.getByRole('main'));
    await expectFocus(await main.findByRole('heading', { name: 'This link cannot be used', level: 1 }));
    await user.click(main.getByRole('link', { name: 'Send me a new link' }));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeInTheDocument();
  });
});
