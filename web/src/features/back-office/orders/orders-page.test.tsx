import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListItem, OrderListPage, OrderStatus } from '@shared/order-schemas';
import { type FakeRequest, stubServer } from '@/features/session/testing/render-app';
import { accessToken, newOrder } from './testing/order-server';
import { openAsOwner } from '@/features/back-office/common/testing/open-view';

vi.setConfig({ testTimeout: 20_000 });

const paidOrder: OrderListItem = {
  ...newOrder,
  id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
  status: 'licence_sent',
  receivedAt: '2026-11-10T08:00:00.000Z',
  customerName: 'Marc Petit',
  company: '',
  driver: 'risco-alarm',
  driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
  mac: '001122334455',
  invoiceNumber: 'F2026-0003',
  invoiceOverdue: false,
};
const overdueOrder: OrderListItem = {
  ...newOrder,
  id: '2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b7',
  status: 'invoiced',
  receivedAt: '2026-10-01T08:00:00.000Z',
  customerName: 'Inès Moreau',
  company: '',
  invoiceNumber: 'F2026-0001',
  invoiceOverdue: false,
  dueDate: '2026-11-01',
  paymentOverdue: true,
};
const counts: Record<OrderStatus, number> = {
  new: 1,
  invoiced: 0,
  paid: 0,
  licence_sent: 1,
  licence_revoked: 0,
  refunded: 0,
  cancelled: 0,
};

/** The list as the server answers it, filtered by status. */
function listServer() {
  return stubServer(({ url }: FakeRequest) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname !== '/api/orders' && url.pathname !== '/api/inbox')
      return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
    if (url.pathname === '/api/inbox')
      return { body: { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 } };
    const status = url.searchParams.get('status');
    const query = url.searchParams.get('q')?.toLowerCase();
    const items = [newOrder, paidOrder].filter(
      (order) =>
        (!status || order.status === status) && (!query || order.customerName.toLowerCase().includes(query)),
    );
    const page: OrderListPage = {
      items: status === 'overdue' ? [overdueOrder] : items,
      total: status === 'overdue' ? 1 : items.length,
      page: 1,
      pageSize: 25,
      countsByStatus: counts,
      overdueCount: 1,
      paymentsToCheck: 2,
    };
    return { body: page };
  });
}
const listRequests = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/orders');

afterEach(() => vi.unstubAllGlobals());

describe('the orders list', () => {
  it('is linked from the back office, and lists each order with what the owner needs to act on it', async () => {
    const { requests } = openAsOwner('/user', listServer);
    await userEvent.click(await screen.findByRole('link', { name: 'Orders' }, { timeout: 5000 }));

    const heading = await screen.findByRole('heading', { name: 'Orders', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Hélène Duval' })).toHaveAttribute(
      'href',
      `/user/orders/${newOrder.id}`,
    );
    for (const text of [
      'New',
      'Domotique Éclair',
      'Velux KLF 200 gateway driver',
      '00:0F:FF:AA:BB:CC',
      '€250.00 excl. VAT',
      '19 Nov 2026',
      'Not invoiced',
      'Invoice due: the 24-hour promise runs out soon',
    ])
      expect(first).toHaveTextContent(text);
    expect(second).toHaveTextContent('Licence sent');
    expect(second).toHaveTextContent('Risco alarm driver');
    expect(second).toHaveTextContent('Invoice F2026-0003');
    expect(second).not.toHaveTextContent('Invoice due');
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(tabs).getByRole('link', { name: 'All (2)' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Licence sent (1)' })).toBeInTheDocument();
    expect(listRequests(requests)[0]?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('filters by status, and says so plainly when none stands at it', async () => {
    const { requests, user } = openAsOwner('/user/orders', listServer);
    const tabs = await screen.findByRole('navigation', { name: 'Orders by status' }, { timeout: 5000 });

    await user.click(within(tabs).getByRole('link', { name: 'Invoiced (0)' }));

    expect(await screen.findByText('No invoice is waiting for its payment.')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)?.url.searchParams.get('status')).toBe('invoiced');
    expect(within(tabs).getByRole('link', { name: 'Invoiced (0)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('0 orders');
  });

  it('searches the orders, keeps the search with the status and says so when none matches', async () => {
    const { requests, user } = openAsOwner('/user/orders', listServer);
    const search = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 5000 });
    expect(screen.getByRole('search', { name: 'Search the orders' })).toContainElement(search);

    await user.type(search, 'petit{Enter}');

    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Marc Petit');
    expect(listRequests(requests).at(-1)?.url.searchParams.get('q')).toBe('petit');
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    await user.click(within(tabs).getByRole('link', { name: 'New (1)' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)?.url.searchParams.toString()).toBe('status=new&q=petit');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('petit');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.url.searchParams.toString()).toBe('status=new'),
    );
  });

  it('has a tab of the invoices past their due date, with their count', async () => {
    const { requests, user } = openAsOwner('/user/orders', listServer);
    const tabs = await screen.findByRole('navigation', { name: 'Orders by status' }, { timeout: 5000 });

    await user.click(within(tabs).getByRole('link', { name: 'Overdue (1)' }));

    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent('Inès Moreau'));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Unpaid since 1 November 2026');
    expect(listRequests(requests).at(-1)?.url.searchParams.get('status')).toBe('overdue');
    expect(within(tabs).getByRole('link', { name: 'Overdue (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/user/payments');
    expect(screen.getByText('(2 to check)')).toBeVisible();
  });

  it('speaks French', async () => {
    openAsOwner('/user/orders?status=new', listServer, 'fr');

    const list = await screen.findByRole('list', { name: 'Commandes' }, { timeout: 5000 });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent(/250,00\s€ HT/);
    expect(row).toHaveTextContent('Facture à envoyer : le délai promis de 24 heures expire bientôt');
    expect(row).toHaveTextContent('Driver passerelle Velux KLF 200');
    expect(screen.getByRole('link', { name: 'Nouvelle (1)' })).toHaveAttribute('aria-current', 'page');
  });
});
