import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '@shared/inbox-schemas';
import type { SetupStatus } from '@shared/setup-schemas';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { renderApp, stubServer } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const emptyInbox: InboxPage = { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 };
const newSite: SetupStatus = {
  complete: false,
  items: [
    { id: 'seller', done: false, optional: false, problem: null },
    { id: 'bank', done: false, optional: false, problem: null },
    { id: 'licenceKey', done: true, optional: false, problem: null },
    { id: 'publicBaseUrl', done: false, optional: false, problem: 'ip_address' },
    { id: 'mail', done: true, optional: false, problem: null },
    { id: 'paymentLink', done: false, optional: true, problem: null },
  ],
};

function setupServer(status: SetupStatus) {
  return stubServer(({ url }) => {
    if (url.pathname === '/api/setup') return { body: status };
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname === '/api/inbox') return { body: emptyInbox };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
}

describe('the setup checklist', () => {
  it('sits at the top of the owner’s back office until done, each step left a link to how to set it', async () => {
    signIn({ role: 'owner' });
    setupServer(newSite);
    const router = renderApp('/user');
    const user = userEvent.setup();

    const checklist = await screen.findByRole(
      'complementary',
      { name: 'Before your first invoice: 2 of 5 steps done' },
      { timeout: 5000 },
    );
    const left = within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(left).toEqual(['Seller’s legal details', 'Bank details', 'Public address of the site']);

    await user.click(within(checklist).getByRole('link', { name: 'Public address of the site' }));
    expect(router.state.location).toMatchObject({ pathname: '/user/setup', search: '?item=publicBaseUrl' });
    const item = () => screen.getByRole('heading', { name: 'Public address of the site', level: 2 });
    await waitFor(() => expect(item()).toHaveFocus());
    expect(item().closest('li')).toHaveTextContent('To do');
    expect(item().closest('li')).toHaveTextContent(
      'It is an IP address: browsers create passkeys only for a host name.',
    );
    // Not shown again on the view it leads to.
    expect(
      screen.queryByRole('complementary', { name: /Before your first invoice/ }),
    ).not.toBeInTheDocument();
  });

  it('is not shown to a colleague, nor once everything needed is set', async () => {
    signIn({ role: 'staff' });
    setupServer(newSite);
    renderApp('/user/messages');
    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 }, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('the setup view', () => {
  it('says each step done, to do or optional and how to set it, in French', async () => {
    signIn({ role: 'owner' });
    setupServer({
      complete: true,
      items: newSite.items.map((item) => ({ ...item, done: !item.optional, problem: null })),
    });
    renderApp('/user/setup', 'fr');

    const heading = await screen.findByRole('heading', { name: 'Réglages', level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Tout ce qui est nécessaire est réglé. Les points facultatifs peuvent attendre.'),
    ).toBeVisible();
    const seller = screen.getByRole('heading', { name: 'Mentions légales du vendeur' }).closest('li')!;
    expect(seller).toHaveTextContent('Fait');
    expect(within(seller).getByText('legal', { selector: 'code' })).toBeInTheDocument();
    const link = screen.getByRole('heading', { name: 'Lien de paiement par carte' }).closest('li')!;
    expect(link).toHaveTextContent('Facultatif');
    expect(link).toHaveTextContent('avec {amount} et {invoice} à la place du montant');
  });
});
