import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '@shared/inbox-schemas';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { type FakeRequest, apiError, renderApp, stubServer } from '@/features/session/testing/render-app';
import type { PendingInvitation, Team } from './api';

vi.setConfig({ testTimeout: 20_000 });

// A new page moves focus to its heading once the layout has done its own move (see useHeadingFocus).
const expectFocus = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

const owner = { id: '6b1f3c1e-8d1a-4f6e-9a52-0c7d2b9e4a11', name: 'Camille' };
const colleague = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  role: 'staff' as const,
  canBill: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const pending: PendingInvitation = {
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  email: 'grace@example.test',
  role: 'owner',
  language: 'fr',
  invitedBy: 'Ada Lovelace',
  expiresAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
};
const emptyInbox: InboxPage = { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 };

const signInAs = (role: 'owner' | 'staff') => signIn({ userId: owner.id, username: owner.name, role });

/** The team API as the server answers it, changing as invitations are sent, revoked and accounts removed. */
function teamServer() {
  const team: Team = {
    accounts: [
      {
        ...colleague,
        id: owner.id,
        name: owner.name,
        email: 'camille@example.test',
        role: 'owner',
        canBill: true,
      },
      colleague,
    ],
    invitations: [pending],
  };
  return stubServer(({ method, url, body }: FakeRequest) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname === '/api/inbox') return { body: emptyInbox };
    if (method === 'GET' && url.pathname === '/api/team') return { body: team };
    if (method === 'POST' && url.pathname === '/api/team/invitations') {
      const invitation = {
        ...(body as { email: string; role: 'owner' | 'staff'; language: 'en' | 'fr' }),
        id: '7e6d5c4b-3a29-4187-9f6e-5d4c3b2a1908',
        expiresAt: '2026-11-30T10:00:00.000Z',
      };
      team.invitations.push({ ...invitation, invitedBy: owner.name, createdAt: '2026-11-23T10:00:00.000Z' });
      return { status: 201, body: invitation };
    }
    if (method === 'DELETE' && url.pathname === `/api/team/invitations/${pending.id}`) {
      team.invitations = team.invitations.filter((invitation) => invitation.id !== pending.id);
      return { status: 204 };
    }
    if (method === 'PUT' && url.pathname === `/api/team/users/${colleague.id}/billing`) {
      const { allowed } = body as { allowed: boolean };
      team.accounts = team.accounts.map((account) =>
        account.id === colleague.id ? { ...account, canBill: allowed } : account,
      );
      return { status: 204 };
    }
    if (method === 'DELETE' && url.pathname === `/api/team/users/${colleague.id}`) {
      team.accounts = team.accounts.filter((account) => account.id !== colleague.id);
      return { status: 204 };
    }
    return apiError(404, 'not_found', 'Not found.');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the team view', () => {
  it('is linked from the back office for the owner', async () => {
    signInAs('owner');
    teamServer();
    renderApp('/user');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Team' }, { timeout: 5000 }));

    await expectFocus(await screen.findByRole('heading', { name: 'Team', level: 1 }));
  });

  it('invites a colleague, whose invitation then waits in the list', async () => {
    signInAs('owner');
    const requests = teamServer();
    renderApp('/user/team');
    const user = userEvent.setup();

    await user.type(
      await screen.findByLabelText('E-mail address', {}, { timeout: 5000 }),
      'bob@example.test',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Staff');
    // Written in the owner's language unless they choose another.
    expect(screen.getByRole('combobox', { name: 'Language of the invitation' })).toHaveDisplayValue(
      'English',
    );
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    expect(
      await screen.findByText('Invitation sent to bob@example.test. The link is valid for 7 days.'),
    ).toHaveAttribute('role', 'status');
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    expect(await within(invitations).findByText('bob@example.test')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ email: 'bob@example.test', role: 'staff', language: 'en' });
    expect(within(invitations).getByText(/in French/)).toBeInTheDocument();
    expect(post?.headers.get('Authorization')).toBe('Bearer qK2v9m3T8xYbR1nW4pLz7cHs0dFg6jUa5eVt2oXiBk');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('lets the owner allow a colleague to handle money, and withdraw it, saying so once saved', async () => {
    signInAs('owner');
    const requests = teamServer();
    renderApp('/user/team');
    const user = userEvent.setup();

    const billing = await screen.findByRole(
      'checkbox',
      { name: 'Ada Lovelace may send invoices, record payments, cancel, refund and revoke licences' },
      { timeout: 5000 },
    );
    expect(billing).not.toBeChecked();
    // The owner's own row says they always may; there is nothing to tick.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(billing);
    expect(
      await screen.findByText('Saved: this colleague may now handle invoices, payments and licences.'),
    ).toHaveAttribute('role', 'status');
    expect(billing).toBeChecked();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ allowed: true });

    await user.click(billing);
    expect(
      await screen.findByText('Saved: invoices, payments and licences are back in the owner’s hands.'),
    ).toBeInTheDocument();
    expect(billing).not.toBeChecked();
  });

  it('keeps the box as the owner set it from the click on, while it saves', async () => {
    signInAs('owner');
    teamServer();
    renderApp('/user/team');
    const billing = await screen.findByRole(
      'checkbox',
      { name: 'Ada Lovelace may send invoices, record payments, cancel, refund and revoke licences' },
      { timeout: 5000 },
    );

    // Read in the very task of the click: the box must not show its old state until the saving starts.
    fireEvent.click(billing);
    expect(billing).toBeChecked();
    expect(
      await screen.findByText('Saved: this colleague may now handle invoices, payments and licences.'),
    ).toBeInTheDocument();
    expect(billing).toBeChecked();
  });

  it('names the permission in French too', async () => {
    signInAs('owner');
    teamServer();
    renderApp('/user/team', 'fr');
    expect(
      await screen.findByRole(
        'checkbox',
        {
          name: 'Ada Lovelace peut envoyer les factures, enregistrer les paiements, annuler, rembourser et révoquer les licences',
        },
        { timeout: 5000 },
      ),
    ).not.toBeChecked();
  });

  it('says who sent each pending invitation, and revokes one', async () => {
    signInAs('owner');
    const requests = teamServer();
    renderApp('/user/team');

    const invitations = await screen.findByRole('list', { name: 'Pending invitations' }, { timeout: 5000 });
    expect(within(invitations).getByRole('listitem')).toHaveTextContent(/sent by Ada Lovelace/);
    await userEvent
      .setup()
      .click(
        await screen.findByRole(
          'button',
          { name: 'Revoke the invitation of grace@example.test' },
          { timeout: 5000 },
        ),
      );

    expect(await screen.findByText('No invitation is waiting.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('removes an account after a confirmation, and never offers to remove yourself', async () => {
    signInAs('owner');
    const requests = teamServer();
    renderApp('/user/team');
    const user = userEvent.setup();

    const accounts = await screen.findByRole('list', { name: 'Accounts' }, { timeout: 5000 });
    expect(within(accounts).queryByRole('button', { name: 'Remove Camille' })).not.toBeInTheDocument();
    await user.click(within(accounts).getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(
      within(accounts).getByText(
        /Remove Ada Lovelace\? Their sessions end at once .* The invitations they sent that are still waiting are withdrawn\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(accounts).getByRole('button', { name: 'Yes, remove' }));

    await waitFor(() => expect(within(accounts).queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.url.pathname).toBe(
      `/api/team/users/${colleague.id}`,
    );
  });

  it('shows staff no team link, and says the team is the owner’s if they open it', async () => {
    signInAs('staff');
    stubServer(({ url }) => {
      if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
      if (url.pathname === '/api/inbox') return { body: emptyInbox };
      return apiError(403, 'forbidden', 'Only the owner can do this.');
    });
    const router = renderApp('/user');

    expect(await screen.findByRole('link', { name: 'My account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();

    await router.navigate('/user/team');
    expect(
      await screen.findByText('Only the owner of the site can see and change the team.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
  });
});
