import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem, InboxMessage, InboxPage } from '@shared/inbox-schemas';
import { mainStore } from '@/lib/session/main-store';
import { licenceOrderItem } from '@/features/back-office/common/testing/inbox-fixtures';
import { accessToken, signIn } from '@/features/back-office/common/testing/sign-in';
import { type FakeRequest, renderApp, stubServer } from '@/features/session/testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

const orderId = '0b6e9f2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b';

const contactItem: InboxItem = {
  id: '5f0c6a1e-2b3c-4d5e-9f8a-7b6c5d4e3f2a',
  kind: 'contact',
  status: 'new',
  spam: false,
  receivedAt: '2026-11-20T09:30:00.000Z',
  from: 'Ada Lovelace',
  email: 'ada@example.test',
  company: null,
  firstLine: 'Could you program our new shutters?',
  driver: null,
  driverTitle: null,
  mac: null,
};
const orderItem = licenceOrderItem(orderId);
const page = (items: InboxItem[]): InboxPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  newCount: 1,
});
const order = (status: InboxMessage['status']): InboxMessage => ({
  ...orderItem,
  status,
  orderId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  priceExclVatCents: 22_000,
  locale: 'fr',
  fields: {
    driverName: 'velux-klf200-gateway',
    company: 'Domotique Éclair',
    firstName: 'Hélène',
    lastName: 'Duval',
    address: '3 place Bellecour\n69002 Lyon',
    email: 'helene@example.test',
    mac: '00:0F:FF:AA:BB:CC',
  },
  history: [
    { at: '2026-11-19T17:00:00.000Z', actorName: 'Camille', action: 'message_read' },
    ...(status === 'handled'
      ? [{ at: '2026-11-20T08:00:00.000Z', actorName: 'Camille', action: 'message_handled' }]
      : []),
  ],
});

const markedAsSpam = (message: InboxMessage): InboxMessage => ({
  ...message,
  spam: true,
  history: [
    ...message.history,
    { at: '2026-11-20T09:30:00.000Z', actorName: 'Camille', action: 'message_spam' },
  ],
});

/** The inbox API as the server answers it; an order that becomes handled once marked so. */
function inboxServer({ spamRefused = false } = {}) {
  let orderStatus: InboxMessage['status'] = 'read';
  let spam = false;
  let deleted = false;
  return stubServer(({ method, url }: FakeRequest) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 1 } };
    if (url.pathname === '/api/inbox') {
      const kind = url.searchParams.get('kind');
      return { body: page([contactItem, orderItem].filter((item) => !kind || item.kind === kind)) };
    }
    if (url.pathname === `/api/inbox/${orderId}`)
      return deleted
        ? { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } }
        : { body: spam ? markedAsSpam(order(orderStatus)) : order(orderStatus) };
    if (method === 'POST' && url.pathname === `/api/inbox/${orderId}/handled`) {
      orderStatus = 'handled';
      return { status: 204 };
    }
    if (method === 'POST' && url.pathname === `/api/inbox/${orderId}/spam`) {
      if (spamRefused)
        return {
          status: 403,
          body: {
            error: 'billing_not_allowed',
            message: 'Marking this message as spam would cancel its licence order.',
            fields: {},
          },
        };
      spam = true;
      return { status: 204 };
    }
    if (method === 'DELETE' && url.pathname === `/api/inbox/${orderId}`) {
      deleted = true;
      return { status: 204 };
    }
    if (url.pathname === '/api/inbox/export.csv') return { body: '\uFEFFkind,from\ncontact,Ada Lovelace\n' };
    if (method === 'POST' && url.pathname === '/api/auth/sign-out') return { status: 204 };
    return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
  });
}

const lastInboxRequest = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.pathname === '/api/inbox').at(-1)?.url.searchParams;

describe('the back office', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists what arrived with its kind, sender, first line and status, and the new count', async () => {
    const requests = inboxServer();
    renderApp('/user/messages');

    const list = await screen.findByRole('list', { name: 'Inbox' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Contact');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[0]).toHaveTextContent('Could you program our new shutters?');
    expect(rows[1]).toHaveTextContent('Licence order');
    expect(rows[1]).toHaveTextContent('Read');
    expect(rows[1]).toHaveTextContent('Velux KLF 200 driver · MAC 00:0F:FF:AA:BB:CC');
    expect(await screen.findByRole('link', { name: '1 new item' })).toBeInTheDocument();
    expect(
      requests.every((request) => request.headers.get('Authorization') === `Bearer ${accessToken}`),
    ).toBe(true);
  });

  it('shows what was typed in the order it was typed, whatever direction controls it holds', async () => {
    const tricky: InboxItem = {
      ...contactItem,
      from: 'Ada \u202Eevil\u202C',
      company: '\u2067ACME\u2069',
      firstLine: 'Pay invoice\u202Efdp.exe',
    };
    stubServer(({ url }: FakeRequest) => {
      if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 1 } };
      if (url.pathname === '/api/inbox') return { body: page([tricky]) };
      return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
    });
    renderApp('/user/messages');

    const list = await screen.findByRole('list', { name: 'Inbox' }, { timeout: 5000 });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Ada evil' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Pay invoicefdp.exe');
    expect(row!.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    // Isolated, so that a right-to-left name cannot reorder the line around it.
    expect([...row!.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Ada evil',
      'ACME',
      'Pay invoicefdp.exe',
    ]);
  });

  it('asks the server again when a filter or the search changes', async () => {
    const requests = inboxServer();
    renderApp('/user/messages');
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Kind' }, { timeout: 5000 }),
      'Licence order',
    );
    await waitFor(() => expect(lastInboxRequest(requests)?.get('kind')).toBe('licence_order'));
    expect(await screen.findByRole('link', { name: 'Hélène Duval' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Éclair');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastInboxRequest(requests) ?? [])).toEqual({
        kind: 'licence_order',
        status: 'handled',
        q: 'Éclair',
      }),
    );
  });

  it('keeps the search box and the filters one state: an emptied box searches no more, and Clear filters clears all', async () => {
    const requests = inboxServer();
    const router = renderApp('/user/messages');
    const user = userEvent.setup();
    await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 5000 });
    const search = () => screen.getByRole('searchbox', { name: 'Search' });
    const applied = () => Object.fromEntries(lastInboxRequest(requests) ?? []);

    await user.type(search(), 'Éclair');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied()).toEqual({ q: 'Éclair' }));

    // The box emptied, then a filter changed: the old search does not apply behind the owner's back.
    await user.clear(search());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Contact');
    await waitFor(() => expect(applied()).toEqual({ kind: 'contact' }));
    expect(router.state.location.search).toBe('?kind=contact');

    // Typed but not yet applied, the search goes with the next filter change.
    await user.type(search(), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    await waitFor(() => expect(applied()).toEqual({ kind: 'contact', status: 'new', q: 'Ada' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(applied()).toEqual({}));
    expect(router.state.location.search).toBe('');
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('All kinds');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('opens an order whole and marks it handled, in French', async () => {
    const requests = inboxServer();
    renderApp(`/user/messages/${orderId}`, 'fr');
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { name: 'Hélène Duval', level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    // Each detail is a term (dt) followed by its definition (dd).
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    // The driver and its price as the order keeps them, not as the product reads now.
    expect(term('Licence')).toHaveTextContent('Driver Velux KLF 200');
    expect(term('Prix')).toHaveTextContent(/^220,00\s€ HT$/);
    expect(term('Adresse MAC')).toHaveTextContent('00:0F:FF:AA:BB:CC');
    expect(screen.getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
      'href',
      `mailto:helene@example.test?subject=${encodeURIComponent('Re : Votre commande de licence : Driver Velux KLF 200')}`,
    );
    expect(screen.getByRole('region', { name: 'Historique' })).toHaveTextContent('Ouvert par Camille');

    await user.click(screen.getByRole('button', { name: 'Marquer comme traité' }));

    expect(await screen.findByRole('button', { name: 'Rouvrir' })).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: new URL(`http://localhost/api/inbox/${orderId}/handled`),
      }),
    );
    expect(screen.getByRole('region', { name: 'Historique' })).toHaveTextContent(
      'Marqué comme traité par Camille',
    );
  });

  it('moves a message the honeypot missed to Spam', async () => {
    const requests = inboxServer();
    renderApp(`/user/messages/${orderId}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Not spam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as spam' })).not.toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', url: new URL(`http://localhost/api/inbox/${orderId}/spam`) }),
    );
    // It was mailed when it arrived: the note says who moved it, not that the anti-robot field caught it.
    const note = screen.getByText(/^In Spam:/);
    expect(note).toHaveTextContent(
      /^In Spam: Camille marked it as spam on .+\. It had already been mailed to you\. “Not spam” moves it back to the inbox without mailing it again\.$/,
    );
    expect(note).not.toHaveTextContent(/anti-robot/);
  });

  it('says why Mark as spam is refused to a colleague who may not cancel its order', async () => {
    inboxServer({ spamRefused: true });
    renderApp(`/user/messages/${orderId}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }, { timeout: 5000 }));
    expect(await screen.findByText(/^Marking it as spam would cancel its licence order/)).toHaveTextContent(
      'Marking it as spam would cancel its licence order, and only the owner or a colleague allowed to handle money can cancel an order. Ask one of them.',
    );
    expect(screen.getByText(/^Marking it as spam/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Mark as spam' })).toBeInTheDocument();
  });

  it('deletes a message for good once the owner confirms, saying what is kept, then back in the inbox', async () => {
    const requests = inboxServer();
    const router = renderApp(`/user/messages/${orderId}`, 'fr');
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', { name: 'Supprimer' }, { timeout: 5000 });
    await user.click(remove);
    expect(remove).toHaveAttribute('aria-expanded', 'true');
    const question = screen.getByRole('group', { name: /^Supprimer définitivement ce message \?/ });
    expect(question).toHaveTextContent(
      'La commande et les factures qu’il a entraînées sont conservées, comme l’exige le droit comptable français.',
    );
    const keep = within(question).getByRole('button', { name: 'Le conserver' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(remove).toHaveFocus();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Oui, le supprimer' }));
    expect(await screen.findByText('Le message a été supprimé.')).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/user/messages');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('leaves deleting to the owner', async () => {
    signIn({ username: 'Jo', role: 'staff' });
    inboxServer();
    renderApp(`/user/messages/${orderId}`);
    expect(
      await screen.findByRole('button', { name: 'Mark as spam' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('downloads the CSV of the current filter with the access token', async () => {
    const requests = inboxServer();
    const createObjectURL = vi.fn(() => 'blob:http://localhost/export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/user?kind=contact');

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const exported = requests.find((request) => request.url.pathname === '/api/inbox/export.csv');
    expect(exported?.url.searchParams.get('kind')).toBe('contact');
    expect(exported?.url.searchParams.get('format')).toBe('rfc4180');
    expect(exported?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('offers Excel (France) first on a French page, and CSV (RFC 4180) on choice', async () => {
    const requests = inboxServer();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    renderApp('/user/messages', 'fr');
    const user = userEvent.setup();
    const exports = () => requests.filter((request) => request.url.pathname === '/api/inbox/export.csv');

    const format = await screen.findByRole('combobox', { name: 'Format d’export' }, { timeout: 5000 });
    expect(format).toHaveDisplayValue('Excel (France)');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(exports()[0]?.url.searchParams.get('format')).toBe('excel-fr');

    await user.selectOptions(format, 'CSV (RFC 4180)');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]?.url.searchParams.get('format')).toBe('rfc4180');
  });

  it('signs out on the server first, then clears the session and local storage', async () => {
    const requests = inboxServer();
    renderApp('/user/messages');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: new URL('http://localhost/api/auth/sign-out'),
    });
    expect(requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(mainStore.getState().authenticated).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
