import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail, CustomerListItem } from '@shared/customer-schemas';
import { type FakeRequest, stubServer } from '@/features/session/testing/render-app';
import { openAsOwner } from '@/features/back-office/common/testing/open-view';

vi.setConfig({ testTimeout: 20_000 });

const business: CustomerListItem = {
  key: 'c2lyZW46NTUyMTAwNTU0',
  name: 'Hélène Gérard',
  company: 'Électricité Gérard',
  email: 'helene@gerard.example',
  siren: '552100554',
  vatNumber: null,
  language: 'en',
  orders: 2,
  quotes: 1,
  messages: 3,
  invoicedCents: 11_880,
  lastActivityAt: '2026-11-20T09:00:00.000Z',
};

const detail: CustomerDetail = {
  ...business,
  buyer: {
    buyerType: 'business',
    company: 'Électricité Gérard',
    firstName: 'Hélène',
    lastName: 'Gérard',
    email: 'helene@gerard.example',
    address: '4 quai Baron de Blonay',
    postcode: '74500',
    city: 'Évian-les-Bains',
    country: 'FR',
    siren: '552100554',
    vatNumber: '',
  },
  emails: ['helene@gerard.example', 'compta@gerard.example'],
  orders: [
    {
      id: '0f8e4a52-6a43-4d4e-9a41-3c6f1b0e2d11',
      number: 42,
      status: 'invoiced',
      receivedAt: '2026-11-18T09:00:00.000Z',
      driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
      priceExclVatCents: 9_900,
    },
  ],
  documents: [
    {
      id: '7a0c2f4e-1b3d-4c5e-8f6a-9b0c1d2e3f40',
      orderId: '0f8e4a52-6a43-4d4e-9a41-3c6f1b0e2d11',
      quoteId: null,
      kind: 'invoice',
      number: 'F2026-0007',
      issuedAt: '2026-11-18T10:00:00.000Z',
      totalInclVatCents: 11_880,
    },
  ],
  quotes: [],
  payments: [],
  messages: [
    {
      id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
      kind: 'contact',
      status: 'handled',
      receivedAt: '2026-11-01T09:00:00.000Z',
      excerpt: 'Could you wire the alarm?',
    },
  ],
};

function customersServer() {
  return stubServer(({ url }: FakeRequest) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname === '/api/customers') {
      const query = url.searchParams.get('q');
      const items = !query || query === 'gerard' ? [business] : [];
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    }
    if (url.pathname === `/api/customers/${business.key}`) return { body: detail };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the customers', () => {
  it('are listed with what each did, and searched', async () => {
    const { requests, user } = openAsOwner('/user/customers', customersServer);
    const list = await screen.findByRole('list', { name: 'Customers' }, { timeout: 5000 });
    const [row] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(row).getByRole('link', { name: 'Électricité Gérard' })).toHaveAttribute(
      'href',
      `/user/customers/${business.key}`,
    );
    for (const text of ['Hélène Gérard', 'English', '2 orders', '1 quote', '3 messages', 'Invoiced: €118.80'])
      expect(row).toHaveTextContent(text);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('q')).toBe('nobody');
  });

  it("shows a customer's details and history in French, with Rédiger un devis", async () => {
    openAsOwner(`/user/customers/${business.key}`, customersServer, 'fr');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Électricité Gérard', level: 1 },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Rédiger un devis' })).toHaveAttribute(
      'href',
      `/user/quotes/new?customer=${business.key}`,
    );
    expect(screen.getByText('Le devis reprend ses coordonnées, en anglais.')).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Commandes (1)' });
    expect(within(orders).getByRole('link', { name: 'Commande n° 42' })).toHaveAttribute(
      'href',
      `/user/orders/${detail.orders[0]!.id}`,
    );
    expect(orders).toHaveTextContent('Facturée');
    const documents = screen.getByRole('list', { name: 'Factures et avoirs (1)' });
    expect(within(documents).getByRole('link', { name: 'Facture F2026-0007' })).toBeInTheDocument();
    expect(screen.getByText('Aucun devis.')).toBeInTheDocument();
    expect(screen.getByText('Aucun paiement reçu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message de contact' })).toHaveAttribute(
      'href',
      `/user/messages/${detail.messages[0]!.id}`,
    );
    expect(screen.getByText('compta@gerard.example')).toBeInTheDocument();
  });

  it('opens the quote editor with their details and in their language', async () => {
    openAsOwner(`/user/quotes/new?customer=${business.key}`, customersServer, 'fr');
    const company = await screen.findByRole('textbox', { name: 'Société' }, { timeout: 5000 });
    expect(company).toHaveValue('Électricité Gérard');
    expect(screen.getByRole('textbox', { name: 'SIREN' })).toHaveValue('552100554');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Évian-les-Bains');
    expect(screen.getByRole('radio', { name: 'Anglais' })).toBeChecked();
  });
});
