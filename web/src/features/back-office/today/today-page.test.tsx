import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '@shared/inbox-schemas';
import type { TodaySummary } from '@shared/today-schemas';
import { signIn } from '@/features/back-office/common/testing/sign-in';
import { type FakeRequest, renderApp, stubServer } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const busy: TodaySummary = {
  unreadMessages: 3,
  money: {
    ordersToInvoice: 2,
    unpaidInvoices: 5,
    overdueInvoices: 2,
    overdue: [
      {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000012',
        orderNumber: 12,
        invoiceNumber: 'F2026-0007',
        daysOverdue: 12,
      },
      {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000015',
        orderNumber: 15,
        invoiceNumber: 'F2026-0009',
        daysOverdue: 1,
      },
    ],
    paymentsToCheck: 1,
    quotesAwaitingAnswer: 0,
    quotesAwaitingDeposit: 1,
  },
  setupItemsLeft: 0,
};
const calm: TodaySummary = {
  unreadMessages: 0,
  money: {
    ordersToInvoice: 0,
    unpaidInvoices: 0,
    overdueInvoices: 0,
    overdue: [],
    paymentsToCheck: 0,
    quotesAwaitingAnswer: 0,
    quotesAwaitingDeposit: 0,
  },
  setupItemsLeft: 0,
};
const emptyInbox: InboxPage = { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 };

function todayServer(summary: TodaySummary) {
  return stubServer(({ url }: FakeRequest) => {
    if (url.pathname === '/api/today') return { body: summary };
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: summary.unreadMessages } };
    if (url.pathname === '/api/inbox') return { body: emptyInbox };
    if (url.pathname === '/api/setup') return { body: { complete: true, items: [] } };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
}

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the today view', () => {
  it('is the first view: what waits, most urgent first, each a count that opens its filtered list', async () => {
    signIn();
    todayServer(busy);
    const router = renderApp('/user');
    const list = await screen.findByRole('list', { name: 'To do' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(lines(list)).toEqual([
      ['2 invoices overdue', '/user/orders?status=overdue'],
      ['F2026-0007, order no. 12: 12 days overdue', '/user/orders/a1b2c3d4-0000-4000-8000-000000000012'],
      ['F2026-0009, order no. 15: 1 day overdue', '/user/orders/a1b2c3d4-0000-4000-8000-000000000015'],
      ['1 payment received to check', '/user/payments'],
      ['2 orders to invoice', '/user/orders?status=new'],
      ['1 accepted quote awaiting its deposit', '/user/quotes?status=accepted'],
      ['3 unread messages', '/user/messages?status=new'],
      ['5 invoices awaiting payment', '/user/orders?status=invoiced'],
    ]);
    expect(list).toHaveTextContent('the oldest by 12 days');
    // The header's count leads to the same unread messages.
    expect(screen.getByRole('link', { name: '3 new items' })).toHaveAttribute(
      'href',
      '/user/messages?status=new',
    );

    await userEvent.setup().click(within(list).getByRole('link', { name: '2 orders to invoice' }));
    expect(router.state.location).toMatchObject({ pathname: '/user/orders', search: '?status=new' });
  });

  it('says so calmly when nothing waits, in French', async () => {
    signIn({ language: 'fr' });
    todayServer(calm);
    renderApp('/user', 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Aujourd’hui', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const nothing = await screen.findByText('Rien à faire pour le moment.');
    expect(nothing.closest('[role="status"]')).toHaveTextContent(
      'Les nouvelles commandes, les paiements et les messages s’afficheront ici dès leur arrivée.',
    );
    expect(screen.queryByRole('list', { name: 'À faire' })).not.toBeInTheDocument();
  });

  it('writes each count in French, singular and plural', async () => {
    signIn({ language: 'fr' });
    todayServer({ ...busy, setupItemsLeft: 1, money: { ...busy.money!, quotesAwaitingAnswer: 2 } });
    renderApp('/user', 'fr');
    const list = await screen.findByRole('list', { name: 'À faire' }, { timeout: 5000 });
    expect(lines(list).map(([text]) => text)).toEqual([
      '2 factures en retard de paiement',
      'F2026-0007, commande n° 12 : 12 jours de retard',
      'F2026-0009, commande n° 15 : 1 jour de retard',
      '1 paiement reçu à vérifier',
      '2 commandes à facturer',
      '1 devis accepté en attente de l’acompte',
      '3 messages non lus',
      '2 devis en attente de la réponse du client',
      '5 factures en attente de paiement',
      '1 réglage à faire avant votre première facture',
    ]);
  });

  it('shows a colleague who may not handle money only the messages', async () => {
    signIn({ role: 'staff' });
    todayServer({ unreadMessages: 1, money: null, setupItemsLeft: null });
    renderApp('/user');
    const list = await screen.findByRole('list', { name: 'To do' }, { timeout: 5000 });
    expect(lines(list)).toEqual([['1 unread message', '/user/messages?status=new']]);
  });

  it('takes an inbox address from before it to the inbox', async () => {
    signIn();
    todayServer(calm);
    const router = renderApp('/user?status=new');
    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname: '/user/messages', search: '?status=new' });
  });
});
