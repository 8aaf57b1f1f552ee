import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInFrance } from '@shared/date-in-france';
import type { InboxMessage } from '@shared/inbox-schemas';
import { renderApp, stubServer } from '@/features/session/testing/render-app';
import {
  issuedInvoice,
  licenceInForce,
  messageId,
  orderDetail,
  orderId,
  orderServer,
  signInAsOwner,
} from './testing/order-server';
import { openAsOwner } from '@/features/back-office/common/testing/open-view';
import { licenceOrderItem } from '@/features/back-office/common/testing/inbox-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const orderPath = `/user/orders/${orderId}`;
const posts = (server: ReturnType<typeof orderServer>) =>
  server.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname);
const actions = () => screen.getByRole('region', { name: /^(Actions)$/ });

afterEach(() => vi.unstubAllGlobals());

describe('the order view', () => {
  it('shows the customer, what was bought, its documents and its history, and lands on its heading', async () => {
    signInAsOwner();
    orderServer(
      orderDetail('invoiced', {
        documents: [issuedInvoice],
        timeline: [
          { at: '2026-11-19T16:05:00.000Z', kind: 'order_received', actorName: 'Site', detail: {} },
          {
            at: '2026-11-20T09:00:00.000Z',
            kind: 'invoice_sent',
            actorName: 'Camille',
            detail: { number: 'F2026-0007' },
          },
        ],
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:http://localhost/invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp(orderPath);

    const heading = await screen.findByRole('heading', { name: 'Hélène Duval', level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Licence')).toHaveTextContent('Velux KLF 200 gateway driver');
    expect(term('Price')).toHaveTextContent('€250.00 excl. VAT');
    expect(term('MAC address')).toHaveTextContent('00:0F:FF:AA:BB:CC');
    expect(term('Status')).toHaveTextContent('Invoiced');
    expect(term('Customer’s language')).toHaveTextContent('French');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Domotique Éclair');
    for (const line of ['3 place Bellecour', '69002 Lyon', 'France'])
      expect(within(customer).getByText(line)).toBeInTheDocument();
    expect(customer).toHaveTextContent('Individual · invoiced with French VAT at 20%');
    // Invoiced: the buyer is as the invoice states it.
    expect(within(customer).queryByRole('button', { name: 'Correct the invoicing details' })).toBeNull();
    expect(within(customer).getByRole('link', { name: 'helene@example.test' })).toHaveAttribute(
      'href',
      'mailto:helene@example.test',
    );
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Invoice sent by Camille (F2026-0007)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice F2026-0007' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  });

  it('sends the invoice once however often it is pressed, and announces the result', async () => {
    const { requests: server, user } = openAsOwner(orderPath, orderServer);

    await user.click(await screen.findByRole('button', { name: 'Send invoice' }, { timeout: 5000 }));
    const send = screen.getByRole('button', { name: 'Send the invoice now' });
    await user.dblClick(send);

    expect(await screen.findByText('The invoice was sent to the customer.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(posts(server)).toEqual([`/api/orders/${orderId}/send-invoice`]);
    expect(within(actions()).getByRole('button', { name: 'Mark as paid' })).toBeEnabled();
    expect(within(actions()).queryByRole('button', { name: 'Send invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('Invoice F2026-0007');
  });

  it('shows the invoice before sending it, its buyer’s details editable until it is sent', async () => {
    signInAsOwner();
    const business = orderDetail('new');
    business.customer = { ...business.customer, buyerType: 'business', siren: '552100554' };
    business.invoicing = {
      ...business.invoicing,
      buyer: { ...business.invoicing.buyer, type: 'business', siren: '552100554' },
    };
    const server = orderServer(business);
    const createObjectURL = vi.fn(() => 'blob:http://localhost/preview');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp(orderPath);
    const user = userEvent.setup();

    const send = await screen.findByRole('button', { name: 'Send invoice' }, { timeout: 5000 });
    await user.click(send);
    expect(send).toHaveAttribute('aria-expanded', 'true');
    const check = screen.getByRole('region', { name: 'Check the invoice before sending it' });
    expect(within(check).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(check).getByRole('group', { name: 'Billed to' })).toHaveTextContent('Domotique Éclair');
    const amount = (term: string) => within(check).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(amount('Total incl. VAT')).toHaveTextContent('€300.00');
    expect(amount('VAT (20%)')).toHaveTextContent('€50.00');
    expect(amount('Due by')).toHaveTextContent('20 December 2026');
    expect(posts(server)).toEqual([]);

    await user.click(within(check).getByRole('button', { name: 'Download the preview (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(server.requests.at(-1)?.url.pathname).toBe(`/api/orders/${orderId}/invoice-preview.pdf`);

    await user.click(within(check).getByRole('button', { name: 'Edit the buyer’s details' }));
    const company = within(check).getByRole('textbox', { name: 'Company' });
    expect(within(check).getByRole('form', { name: 'Correct the invoicing details' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(within(check).getByRole('button', { name: 'Send the invoice now' })).toBeDisabled();
    await user.clear(company);
    await user.type(company, 'Domotique Éclair SAS');
    const email = within(check).getByRole('textbox', { name: 'E-mail (where the invoice is sent)' });
    await user.clear(email);
    await user.type(email, 'helene@eclair');
    await user.click(within(check).getByRole('button', { name: 'Save the invoicing details' }));
    expect(
      await within(check).findByText('Not saved. Please check: E-mail (where the invoice is sent).'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveValue('Domotique Éclair SAS');
    await user.clear(email);
    await user.type(email, 'compta@eclair.example');
    await user.click(within(check).getByRole('button', { name: 'Save the invoicing details' }));

    expect(
      await within(check).findByText('The buyer’s details were saved: the invoice will print them.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(within(check).getByRole('button', { name: 'Edit the buyer’s details' })).toHaveFocus(),
    );
    expect(within(check).getByRole('group', { name: 'Billed to' })).toHaveTextContent('Domotique Éclair SAS');
    expect(server.requests.findLast((request) => request.method === 'PUT')?.body).toMatchObject({
      company: 'Domotique Éclair SAS',
      email: 'compta@eclair.example',
    });

    await user.click(within(check).getByRole('button', { name: 'Send the invoice now' }));
    expect(await screen.findByText('The invoice was sent to the customer.')).toBeInTheDocument();
    expect(posts(server)).toEqual([`/api/orders/${orderId}/send-invoice`]);
  });

  it('asks before cancelling, and keeping the order returns to the button', async () => {
    const { requests: server, user } = openAsOwner(orderPath, orderServer);

    const cancel = await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 });
    await user.click(cancel);
    const question = screen.getByRole('group', { name: /^Cancel this order\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: /^Cancel this order\?/ })).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(posts(server)).toEqual([]);

    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

    expect(await screen.findByText('The order was cancelled.')).toHaveAttribute('role', 'status');
    // The question and its buttons are gone: focus waits on the section's heading.
    expect(screen.getByRole('heading', { name: 'Actions' })).toHaveFocus();
    expect(posts(server)).toEqual([`/api/orders/${orderId}/cancel`]);
    expect(screen.getByText('Nothing more to do on this order.')).toBeInTheDocument();
  });

  it('says the order changed elsewhere, and shows it as it now stands', async () => {
    const { requests: server } = openAsOwner(orderPath, orderServer);
    await userEvent.click(await screen.findByRole('button', { name: 'Send invoice' }, { timeout: 5000 }));
    // Another tab sent the invoice meanwhile.
    server.order = orderDetail('invoiced');

    await userEvent.click(screen.getByRole('button', { name: 'Send the invoice now' }));

    expect(await within(actions()).findByRole('alert')).toHaveTextContent(
      'Not done: the order changed meanwhile, in another tab or by a colleague. It is now “Invoiced”.',
    );
    expect(within(actions()).getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Invoiced');
  });

  it('warns when licences cannot be issued, and shows why Mark as paid is refused', async () => {
    signInAsOwner();
    const reason = 'No signing key: LICENCE_PRIVATE_KEY_FILE is not set.';
    orderServer(orderDetail('invoiced', { licenceSigning: { available: false, reason } }));
    renderApp(orderPath);

    expect(
      await screen.findByText('Mark as paid is not available.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(reason, { exact: false })).toBeInTheDocument();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Mark as paid' }));
    await userEvent.click(
      within(actions()).getByRole('button', { name: 'Record the payment and send the licence' }),
    );

    expect(await within(actions()).findByText(reason)).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Mark as paid' })).toBeEnabled();
  });

  it('records the day and means of the payment, refusing a day in the future, in French', async () => {
    const { requests: server, user } = openAsOwner(
      orderPath,
      () => orderServer(orderDetail('invoiced')),
      'fr',
    );

    const markPaid = await screen.findByRole('button', { name: 'Marquer comme payée' }, { timeout: 5000 });
    await user.click(markPaid);
    expect(markPaid).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Enregistrer le paiement' });
    expect(within(form).getByRole('heading', { name: 'Enregistrer le paiement' })).toHaveFocus();
    const day = within(form).getByLabelText('Payée le');
    expect(day).toHaveValue(dateInFrance(new Date()));
    expect(within(form).getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();

    await user.clear(day);
    await user.type(day, '2099-01-01');
    await user.click(
      within(form).getByRole('button', { name: 'Enregistrer le paiement et envoyer la licence' }),
    );
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(
      /Saisissez un jour compris entre la commande \(19 novembre 2026\)/,
    );
    expect(posts(server)).toEqual([]);

    await user.clear(day);
    await user.type(day, '2026-11-20');
    await user.click(within(form).getByRole('radio', { name: 'Chèque' }));
    // The amount received is offered as what is due, and says what was actually received.
    const amount = within(form).getByLabelText('Montant reçu (EUR)');
    expect(amount).toHaveValue('300,00');
    await user.clear(amount);
    await user.type(amount, '300 euros');
    await user.click(
      within(form).getByRole('button', { name: 'Enregistrer le paiement et envoyer la licence' }),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Saisissez le montant reçu en euros, par exemple 60,00\./);
    expect(posts(server)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '300,00');
    await user.click(
      within(form).getByRole('button', { name: 'Enregistrer le paiement et envoyer la licence' }),
    );
    await waitFor(() => expect(posts(server)).toEqual([`/api/orders/${orderId}/mark-paid`]));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      paidOn: '2026-11-20',
      means: 'cheque',
      amountCents: 30_000,
    });
    expect(
      await screen.findByText('La commande est payée et sa licence a été envoyée au client.'),
    ).toBeInTheDocument();
    const receipt = within(screen.getByRole('region', { name: 'Documents' })).getByText(
      'Reçu de la facture F2026-0007',
    );
    expect(receipt.closest('li')).toHaveTextContent(/payée le 20 nov\. 2026 par chèque, 300,00\s€/);
  });

  it('offers and sends the day in France, as the server counts it, from a browser in another time zone', async () => {
    // 04:30 on 28 November in Paris is still 27 November in New York; the order arrived twenty minutes before.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T03:30:00.000Z') });
    try {
      const { requests: server, user } = openAsOwner(orderPath, () =>
        orderServer(orderDetail('invoiced', { receivedAt: '2026-11-28T03:10:00.000Z' })),
      );

      await user.click(await screen.findByRole('button', { name: 'Mark as paid' }, { timeout: 5000 }));
      const form = screen.getByRole('form', { name: 'Record the payment' });
      const day = within(form).getByLabelText('Paid on');
      expect(day).toHaveValue('2026-11-28');
      expect(day).toHaveAttribute('min', '2026-11-28');
      expect(day).toHaveAttribute('max', '2026-11-28');
      await user.click(within(form).getByRole('button', { name: 'Record the payment and send the licence' }));
      await waitFor(() => expect(posts(server)).toEqual([`/api/orders/${orderId}/mark-paid`]));
      expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        paidOn: '2026-11-28',
      });
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses Send invoice with the sample seller details, saying why and linking to what to set', async () => {
    signInAsOwner();
    const reason = 'Invoices cannot be issued yet: the seller’s legal details are still the samples.';
    const server = orderServer(orderDetail('new', { invoiceIssuing: { available: false, reason } }));
    const router = renderApp(orderPath);
    const user = userEvent.setup();

    expect(
      await screen.findByText('Send invoice is not available.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(within(actions()).getByRole('button', { name: 'Send invoice' }));
    await user.click(within(actions()).getByRole('button', { name: 'Send the invoice now' }));
    const said = await within(actions()).findByText(reason, { exact: false });
    const alert = said.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(reason);
    expect(server.order.status).toBe('new');

    await user.click(within(alert).getByRole('link', { name: 'Set the seller’s legal details' }));
    expect(router.state.location).toMatchObject({ pathname: '/user/setup', search: '?item=seller' });
  });

  it('re-issues a licence for a MAC address checked in the form, asked about, then checked by the server', async () => {
    const { requests: server, user } = openAsOwner(orderPath, () =>
      orderServer(
        orderDetail('licence_sent', {
          licences: [licenceInForce],
        }),
      ),
    );

    await user.click(
      await screen.findByRole('button', { name: 'Re-issue for another MAC address' }, { timeout: 5000 }),
    );
    const field = screen.getByRole('textbox', { name: 'New MAC address' });
    expect(field).toHaveFocus();
    await user.type(field, '00:0F:FF');
    await user.click(screen.getByRole('button', { name: 'Issue the new licence' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter the twelve hexadecimal digits/);
    expect(posts(server)).toEqual([]);

    // The processor the licence in force is for: re-issuing would only revoke a working licence.
    await user.clear(field);
    await user.type(field, '000fffaabbcc');
    await user.click(screen.getByRole('button', { name: 'Issue the new licence' }));
    expect(field).toHaveAccessibleDescription(/The licence in force is already for this MAC address/);
    expect(posts(server)).toEqual([]);

    // Asked first, naming the old address and the new; the way out closes the form, nothing sent.
    await user.clear(field);
    await user.type(field, '000fff112233');
    await user.click(screen.getByRole('button', { name: 'Issue the new licence' }));
    const question = screen.getByRole('group', {
      name: 'Issue a licence for 00:0F:FF:11:22:33? The licence for 00:0F:FF:AA:BB:CC will be revoked, and the customer mailed the new one.',
    });
    expect(within(question).getByRole('button', { name: 'Don’t re-issue' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Don’t re-issue' }));
    expect(screen.queryByRole('textbox', { name: 'New MAC address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-issue for another MAC address' })).toHaveFocus();
    expect(posts(server)).toEqual([]);

    // Refused by the server after the yes: back at the field, which says why.
    await user.click(screen.getByRole('button', { name: 'Re-issue for another MAC address' }));
    await user.type(screen.getByRole('textbox', { name: 'New MAC address' }), 'FF:FF:FF:FF:FF:FF');
    await user.click(screen.getByRole('button', { name: 'Issue the new licence' }));
    await user.click(screen.getByRole('button', { name: 'Yes, issue it' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    const refused = await screen.findByRole('textbox', { name: 'New MAC address' });
    await waitFor(() => expect(refused).toHaveAccessibleDescription(/Enter the twelve hexadecimal digits/));
    await user.type(refused, '{Backspace}');
    expect(refused).toHaveAttribute('aria-invalid', 'false');

    await user.clear(refused);
    // Cisco's groups of four, as a switch's table shows the address.
    await user.type(refused, '000f.ff11.2233');
    await user.click(screen.getByRole('button', { name: 'Issue the new licence' }));
    await user.click(screen.getByRole('button', { name: 'Yes, issue it' }));

    expect(
      await screen.findByText(
        'A licence for 00:0F:FF:11:22:33 was sent to the customer; the previous one is revoked.',
      ),
    ).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({ mac: '000f.ff11.2233' });
    expect(screen.queryByRole('textbox', { name: 'New MAC address' })).not.toBeInTheDocument();
  });

  it('speaks French: its buttons, prices and amounts, an invoice “émise” and a credit note “émis”', async () => {
    openAsOwner(
      orderPath,
      () =>
        orderServer(
          orderDetail('new', {
            allowedActions: ['send-invoice', 'cancel'],
            documents: [
              issuedInvoice,
              {
                id: 'd2',
                kind: 'credit_note',
                number: 'A2026-0002',
                issuedAt: '2026-11-21T09:00:00.000Z',
                totalInclVatCents: -30_000,
              },
            ],
          }),
        ),
      'fr',
    );

    expect(
      await screen.findByRole('button', { name: 'Envoyer la facture' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('listitem');
    expect(documents[0]).toHaveTextContent(/^Facture F2026-0007émise le /);
    expect(documents[1]).toHaveTextContent(/^Avoir A2026-0002émis le /);
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toBeInTheDocument();
    expect(screen.getByText('Prix', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^250,00\s€ HT$/,
    );
    expect(screen.getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/user/orders');
  });

  it('says a revoked licence is revoked, and what revoking does and does not do before it is done', async () => {
    const { requests: server, user } = openAsOwner(orderPath, () =>
      orderServer(orderDetail('licence_sent', { licences: [licenceInForce] })),
    );

    await user.click(await screen.findByRole('button', { name: 'Revoke' }, { timeout: 5000 }));
    const question = screen.getByRole('group', { name: /^Revoke the licence for 00:0F:FF:AA:BB:CC\?/ });
    expect(question).toHaveTextContent(
      'Drivers that check their licence online will refuse it; a driver that never goes online keeps accepting it.',
    );
    expect(question).not.toHaveTextContent('no longer accepts');
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(server.order.status).toBe('licence_revoked'));
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Licence revoked',
    );
  });

  it('refunds a paid order, the owner choosing whether the customer keeps the licence', async () => {
    const { requests: server, user } = openAsOwner(orderPath, () =>
      orderServer(
        orderDetail('licence_sent', {
          documents: [issuedInvoice],
          licences: [licenceInForce],
        }),
      ),
    );

    const refund = await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 });
    await user.click(refund);
    const form = screen.getByRole('form', { name: 'Refund this order' });
    expect(within(form).getByRole('heading', { name: 'Refund this order' })).toHaveFocus();
    expect(form).toHaveTextContent('A credit note cancels invoice F2026-0007 and is mailed to the customer.');
    expect(form).toHaveTextContent('Send the €300.00 back to them yourself');
    expect(within(form).getByRole('radio', { name: /^Revoke it/ })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: /^Let the customer keep it/ }));
    // The way out says what it does, apart from the choice about the licence.
    expect(within(form).getByRole('button', { name: 'Don’t refund' })).toBeVisible();
    expect(within(form).queryByRole('button', { name: /keep/i })).not.toBeInTheDocument();
    expect(posts(server)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Refund and issue the credit note' }));

    expect(
      await screen.findByText('The order is refunded: the credit note was mailed to the customer.'),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ licence: 'keep' });
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Refunded');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Refunded by Camille, the licence kept',
    );
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('Credit note A2026-0002');
  });

  it('tells a colleague not allowed to handle money who may, instead of offering buttons', async () => {
    openAsOwner(
      orderPath,
      () => orderServer(orderDetail('new', { canAct: false, allowedActions: [] })),
      'fr',
    );
    expect(
      await screen.findByText(
        'Envoyer les factures, enregistrer les paiements, annuler, rembourser et révoquer les licences est réservé au propriétaire, ou à un collaborateur qu’il y a autorisé.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(within(actions()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is linked from the inbox message the order came with', async () => {
    signInAsOwner();
    const message: InboxMessage = {
      ...licenceOrderItem(messageId),
      priceExclVatCents: 25_000,
      orderId,
      locale: 'fr',
      fields: { email: 'helene@example.test', mac: '00:0F:FF:AA:BB:CC' },
      history: [],
    };
    stubServer(({ url }) => {
      if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
      if (url.pathname !== `/api/inbox/${messageId}`)
        return { status: 404, body: { error: 'not_found', message: 'Not found.', fields: {} } };
      return { body: message };
    });
    renderApp(`/user/messages/${messageId}`);

    expect(await screen.findByRole('link', { name: 'Open the order' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      orderPath,
    );
  });

  it('says why Send invoice waits, and lets the owner complete the buyer’s details, then send', async () => {
    signInAsOwner();
    const waiting = orderDetail('new');
    waiting.customer = {
      ...waiting.customer,
      buyerType: 'business',
      country: 'FR',
      postcode: '69002',
      city: 'Lyon',
      address: '3 place Bellecour',
    };
    waiting.invoicing = {
      ...waiting.invoicing,
      buyer: { ...waiting.invoicing.buyer, type: 'business' },
      problems: ['siren_missing'],
    };
    const server = orderServer(waiting);
    renderApp(orderPath);
    const user = userEvent.setup();

    const customer = await screen.findByRole('region', { name: 'Customer' }, { timeout: 5000 });
    expect(customer).toHaveTextContent('Send invoice waits for the customer’s invoicing details:');
    expect(customer).toHaveTextContent('a business in France: its SIREN is required on the invoice.');
    const send = within(actions()).getByRole('button', { name: 'Send invoice' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(/waits for the customer’s invoicing details/);
    await user.click(send);
    expect(posts(server)).toEqual([]);

    await user.click(within(customer).getByRole('button', { name: 'Correct the invoicing details' }));
    const form = within(customer).getByRole('form', { name: 'Correct the invoicing details' });
    expect(within(form).getByRole('radio', { name: 'A business' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Postcode' })).toHaveValue('69002');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('FR');
    const siren = within(form).getByRole('textbox', { name: 'SIREN' });
    await user.type(siren, '552 100 555');
    await user.tab();
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(siren).toHaveAccessibleDescription(/This is not a valid SIREN/);
    await user.clear(siren);
    await user.type(siren, '552 100 554');
    await user.click(within(form).getByRole('button', { name: 'Save the invoicing details' }));

    expect(await within(customer).findByText('The invoicing details were saved.')).toBeInTheDocument();
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/orders/${orderId}/buyer`);
    expect(put.body).toMatchObject({
      buyerType: 'business',
      siren: '552 100 554',
      country: 'FR',
      postcode: '69002',
      city: 'Lyon',
      firstName: 'Hélène',
    });
    expect(customer).toHaveTextContent('SIREN 552100554');
    const ready = within(actions()).getByRole('button', { name: 'Send invoice' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    await user.click(ready);
    await user.click(await screen.findByRole('button', { name: 'Send the invoice now' }));
    await waitFor(() => expect(posts(server)).toEqual([`/api/orders/${orderId}/send-invoice`]));
  });
});
