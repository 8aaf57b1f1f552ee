import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubServer } from '@/features/session/testing/render-app';
import type { QuoteListItem } from '@shared/quote-schemas';
import { accessToken, listItems, quoteServer, signIn } from './testing/quote-server';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('the quotes list', () => {
  it('is in the menu, and lists each quote with its total, status, validity and what to follow up', async () => {
    signIn();
    const server = quoteServer();
    renderApp('/user');
    await userEvent.click(await screen.findByRole('link', { name: 'Quotes' }, { timeout: 5000 }));

    const heading = await screen.findByRole('heading', { name: 'Quotes', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    const rows = within(await screen.findByRole('list', { name: 'Quotes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [draft, sent, expired] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(draft).getByRole('link', { name: 'Hélène Duval' })).toHaveAttribute(
      'href',
      `/user/quotes/${listItems[0]!.id}`,
    );
    for (const text of ['Draft', '€501.80 incl. VAT', 'Valid until 29 December 2026'])
      expect(draft).toHaveTextContent(text);
    expect(draft).not.toHaveTextContent('Follow up');
    for (const text of ['Sent', 'Quote D2026-0002', '€12,540.00 incl. VAT', 'Follow up'])
      expect(sent).toHaveTextContent(text);
    expect(expired).toHaveTextContent('Expired on 31 October 2026');
    expect(screen.getByRole('status')).toHaveTextContent('3 quotes');
    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/user/quotes/new');
    expect(
      server.requests.find((request) => request.url.pathname === '/api/quotes')?.headers.get('Authorization'),
    ).toBe(`Bearer ${accessToken}`);
  });

  it('lists only the quotes of a status when the address asks, as the today view links', async () => {
    signIn();
    quoteServer();
    renderApp('/user/quotes?status=sent');

    const rows = within(await screen.findByRole('list', { name: 'Quotes' }, { timeout: 5000 })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Quote D2026-0002');
    expect(screen.getByText(/Showing the quotes with the status “Sent”/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 quote');
    await userEvent.click(screen.getByRole('link', { name: 'Show all quotes' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Quotes' })).getAllByRole('listitem')).toHaveLength(3),
    );
  });

  it('says what a quote is for while there is none', async () => {
    signIn();
    quoteServer(undefined, []);
    renderApp('/user/quotes');

    expect(
      await screen.findByText(/^No quote yet\. A quote sets out the work/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New quote' })).toBeVisible();
  });

  it('is not in the menu of a colleague the owner has not allowed to handle money', async () => {
    signIn('staff');
    const requests = stubServer(({ url }) => {
      if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
      if (url.pathname === '/api/inbox')
        return { body: { items: [], total: 0, page: 1, pageSize: 25, newCount: 0 } };
      return {
        status: 403,
        body: { error: 'billing_not_allowed', message: 'Only the owner.', fields: {} },
      };
    });
    renderApp('/user/quotes');

    expect(
      await screen.findByText(
        'Quotes are for the owner, or a colleague they allowed to send invoices and record payments.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).queryByRole('link', { name: 'Quotes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New quote' })).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/quotes')).toBe(true);
  });

  it('says what each accepted quote waits for: the deposit, the final invoice, the balance', async () => {
    signIn();
    const accepted = (id: string, customer: string, needsAction: QuoteListItem['needsAction']) => ({
      ...listItems[1]!,
      id,
      customer,
      status: 'accepted' as const,
      needsAction,
    });
    const list: QuoteListItem[] = [
      accepted('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Hélène Duval', 'deposit_unpaid'),
      accepted('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Domotique Éclair', 'final_invoice'),
      accepted('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', 'Marc Petit', 'final_unpaid'),
      accepted('3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a', 'Inès Moreau', null),
    ];
    quoteServer(undefined, list);
    renderApp('/user/quotes');

    const rows = within(await screen.findByRole('list', { name: 'Quotes' }, { timeout: 5000 })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      expect.stringContaining('Deposit unpaid'),
      expect.stringContaining('Final invoice to issue'),
      expect.stringContaining('Balance unpaid'),
      expect.not.stringMatching(/unpaid|to issue|Follow up/),
    ]);
    expect(within(rows[1]!).getByText('Final invoice to issue').closest('[title]')).toHaveAttribute(
      'title',
      'Once the work is done, issue the final invoice from the quote.',
    );
  });

  it('speaks French', async () => {
    signIn();
    quoteServer(undefined, [
      ...listItems,
      {
        ...listItems[1]!,
        id: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
        status: 'accepted',
        needsAction: 'deposit_unpaid',
      },
    ]);
    renderApp('/user/quotes', 'fr');

    const list = await screen.findByRole('list', { name: 'Devis' }, { timeout: 5000 });
    const [draft, sent] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(draft).toHaveTextContent('Brouillon');
    expect(draft).toHaveTextContent(/501,80\s€ TTC/);
    expect(draft).toHaveTextContent('Valable jusqu’au 29 décembre 2026');
    expect(sent).toHaveTextContent('À relancer');
    expect(sent).toHaveTextContent('Devis D2026-0002');
    const [, , , deposit] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(deposit).toHaveTextContent('Acompte impayé');
    expect(screen.getByRole('link', { name: 'Nouveau devis' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Espace de gestion' })).getByRole('link', {
        name: 'Devis',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
