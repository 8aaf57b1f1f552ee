import type { Language } from '@shared/language';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { renderApp, stubServer } from '@/features/session/testing/render-app';
import type { PasskeyList } from './api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function openPasskeys(list: PasskeyList, language: Language = 'en') {
  signIn({ role: 'staff', language });
  stubServer(({ url }) => {
    if (url.pathname === '/api/auth/passkeys') return { body: list };
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
  renderApp('/user/account', language);
}

describe('the passkeys view', () => {
  it('says plainly that an IP address is why passkeys cannot work, rather than blaming the browser', async () => {
    openPasskeys({ passkeys: [], unavailable: 'ip_address' });
    expect(
      await screen.findByText('Passkeys cannot be used at this address.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/never by an IP address/)).toHaveTextContent(
      'set PUBLIC_BASE_URL to the site’s host name',
    );
    const add = screen.getByRole('button', { name: 'Add a passkey' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/Passkeys cannot be used at this address\./);
    expect(screen.getByRole('link', { name: 'See the public address in the setup' })).toHaveAttribute(
      'href',
      '/user/setup?item=publicBaseUrl',
    );
  });

  it('offers to add one on a site reached by its host name, in French', async () => {
    openPasskeys({ passkeys: [], unavailable: null }, 'fr');
    expect(
      await screen.findByRole('button', { name: 'Ajouter une clé d’accès' }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(screen.queryByText(/adresse IP/)).not.toBeInTheDocument();
  });
});
