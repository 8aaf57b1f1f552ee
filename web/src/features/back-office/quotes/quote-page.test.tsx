import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp } from '@/features/session/testing/render-app';
import {
  acceptedQuote,
  messageId,
  quoteDetails,
  quoteId,
  quoteServer,
  refusal,
  sentQuote,
  signIn,
} from './testing/quote-server';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const totals = () => screen.getByRole('region', { name: 'Totals' });
const amount = (label: string) =>
  within(totals()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const writes = (server: ReturnType<typeof quoteServer>) =>
  server.requests.filter((request) => request.method !== 'GET');

describe('the quote editor', () => {
  it('starts from an inbox message and totals each VAT rate as it is typed', async () => {
    signIn();
    const server = quoteServer();
    const router = renderApp(`/user/quotes/new?message=${messageId}`);
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { name: 'New quote', level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(heading).toHaveFocus());
    const source = await screen.findByRole('complementary', { name: 'The customer’s message' });
    expect(source).toHaveTextContent('je voudrais piloter mes volets roulants Somfy');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Inès');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Moreau');
    expect(screen.getByRole('textbox', { name: 'E-mail (where the quote is sent)' })).toHaveValue(
      'ines@example.test',
    );
    expect(screen.getByRole('radio', { name: 'French' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Deposit on acceptance (%)' })).toHaveValue('30');

    await user.type(within(line(1)).getByRole('textbox', { name: 'Description' }), 'Somfy TaHoma switch');
    await user.clear(within(line(1)).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(line(1)).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.type(within(line(1)).getByRole('textbox', { name: 'Unit price excl. VAT (€)' }), '75,50');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const description = within(line(2)).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveFocus();
    await user.type(description, 'Fitting on an existing home');
    await user.selectOptions(within(line(2)).getByRole('combobox', { name: 'Unit' }), 'flat rate');
    await user.type(within(line(2)).getByRole('textbox', { name: 'Unit price excl. VAT (€)' }), '100.00');
    await user.selectOptions(within(line(2)).getByRole('combobox', { name: 'VAT' }), '10%');

    expect(line(1)).toHaveTextContent('Line total excl. VAT €151.00');
    expect(amount('Total excl. VAT')).toHaveTextContent('€251.00');
    expect(amount('Base excl. VAT at 20%')).toHaveTextContent('€151.00');
    expect(amount('VAT at 20%')).toHaveTextContent('€30.20');
    expect(amount('Base excl. VAT at 10%')).toHaveTextContent('€100.00');
    expect(amount('VAT at 10%')).toHaveTextContent('€10.00');
    expect(amount('Total incl. VAT')).toHaveTextContent('€291.20');
    // 30 % of each rate's base, with its VAT: 45.30 + 9.06 and 30.00 + 3.00.
    expect(amount('Deposit (30%) incl. VAT')).toHaveTextContent('€87.36');

    await user.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(within(line(1)).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Fitting on an existing home',
    );
    expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/quotes/${quoteId}`));
    expect(await screen.findByText('The draft is saved. Send it when it is ready.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(writes(server)[0]?.body).toMatchObject({
      messageId,
      language: 'fr',
      buyer: { firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.test', buyerType: 'individual' },
      lines: [
        {
          description: 'Fitting on an existing home',
          quantity: 1,
          unit: 'flat_rate',
          unitPriceCents: 10_000,
          vatRatePercent: 10,
        },
        {
          description: 'Somfy TaHoma switch',
          quantity: 2,
          unit: 'unit',
          unitPriceCents: 7_550,
          vatRatePercent: 20,
        },
      ],
      depositPercent: 30,
    });
  });

  it('is written from an inbox message, with the message beside it', async () => {
    signIn();
    const server = quoteServer();
    const router = renderApp(`/user/messages/${messageId}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Write a quote' }, { timeout: 5000 }));

    expect(router.state.location.search).toBe(`?message=${messageId}`);
    expect(await screen.findByRole('heading', { name: 'New quote', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Inès');
    expect(screen.getByRole('complementary', { name: 'The customer’s message' })).toHaveTextContent(
      'ines@example.test',
    );
    expect(writes(server)).toEqual([]);
  });

  it('shows a refusal next to the field it names, with what was typed kept', async () => {
    signIn();
    const server = quoteServer();
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    const quantity = await screen
      .findByRole('group', { name: 'Line 2' }, { timeout: 5000 })
      .then((group) => within(group).getByRole('textbox', { name: 'Quantity' }));
    await user.clear(quantity);
    await user.type(quantity, '1,25');
    server.refuse = refusal({ 'lines.1.quantity': 'must be at most 100000', 'buyer.siren': 'is required' });
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    expect(await screen.findByText('Not saved. Please check: Line 2, SIREN.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(
      'Enter a quantity above 0, with at most two decimals (e.g. 2 or 2,5).',
    );
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue('1,25');
    expect(within(line(1)).getByRole('textbox', { name: 'Quantity' })).not.toHaveAttribute('aria-invalid');
  });

  it('asks before sending, naming the address the quote goes to', async () => {
    signIn();
    const server = quoteServer();
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    const send = await screen.findByRole('button', { name: 'Send the quote' }, { timeout: 5000 });
    await user.click(send);
    const question = screen.getByRole('group', { name: /^Send this quote to helene@example\.test\?/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(send).toHaveFocus();
    expect(writes(server)).toEqual([]);

    await user.click(send);
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByText('Quote D2026-0005 was sent to the customer.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(writes(server).map((request) => request.url.pathname)).toEqual([`/api/quotes/${quoteId}/send`]);
    expect(await screen.findByRole('button', { name: 'Revise' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Sent');
  });

  it('shows a VAT rate Send refuses at its line', async () => {
    signIn();
    const server = quoteServer();
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();
    server.refuse = refusal(
      { 'lines.0.vatRatePercent': 'is not a rate this seller charges' },
      'Under the VAT franchise regime, every line is at 0 % (art. 293 B of the CGI).',
    );

    await user.click(await screen.findByRole('button', { name: 'Send the quote' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    const rate = within(line(1)).getByRole('combobox', { name: 'VAT' });
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(rate).toHaveAccessibleDescription(
      'Under the VAT franchise regime, every line is at 0 % (art. 293 B of the CGI).',
    );
  });

  it('says before revising a sent quote that the customer’s link will stop working', async () => {
    signIn();
    const server = quoteServer(sentQuote());
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Hélène Duval', level: 1 }, { timeout: 5000 });
    expect(screen.getByText('Quote D2026-0004')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Netatmo smart thermostat');
    expect(screen.getByRole('table')).toHaveTextContent('1.5 hours');
    expect(screen.queryByRole('button', { name: 'Send the quote' })).toBeNull();
    const revise = screen.getByRole('button', { name: 'Revise' });
    await user.click(revise);
    const question = screen.getByRole('group', { name: /^Revise quote D2026-0004\?/ });
    expect(question).toHaveTextContent('the link the customer received stops working');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(revise).toHaveFocus();

    await user.click(revise);
    await user.click(screen.getByRole('button', { name: 'Yes, revise it' }));

    const title = await screen.findByRole('heading', { name: 'Revision of quote D2026-0004', level: 1 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText(
        /Saving this revision makes a new version: the link the customer received stops working/,
      ),
    ).toBeInTheDocument();
    expect(writes(server)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save the revision' }));

    expect(await screen.findByText('Quote D2026-0004, version 2')).toBeInTheDocument();
    expect(writes(server).map((request) => request.method)).toEqual(['PUT']);
    expect(await screen.findByRole('button', { name: 'Send the quote' })).toBeEnabled();
  });

  it('shows who accepted a quote and when, and that it can no longer change', async () => {
    signIn();
    quoteServer(
      sentQuote({ status: 'accepted', acceptedBy: 'Hélène Duval', acceptedAt: '2026-11-25T14:30:00.000Z' }),
    );
    renderApp(`/user/quotes/${quoteId}`);

    const accepted = await screen.findByText(
      'Accepted (“Bon pour accord”)',
      { selector: 'dt' },
      { timeout: 5000 },
    );
    expect(accepted.nextElementSibling).toHaveTextContent('by Hélène Duval on 25 Nov 2026');
    expect(screen.queryByRole('button', { name: 'Revise' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent(
      'The customer accepted this quote',
    );
  });

  it('shows an accepted quote’s project, its documents and steps, and issues the final invoice after a question', async () => {
    signIn();
    const server = quoteServer(acceptedQuote());
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    const documents = await screen.findByRole(
      'list',
      { name: 'Invoices and credit notes' },
      { timeout: 5000 },
    );
    const [deposit] = within(documents).getAllByRole('listitem') as [HTMLElement];
    expect(deposit).toHaveTextContent('Deposit invoice F2026-0012');
    expect(deposit).toHaveTextContent('Dated 25 November 2026 · €150.54 incl. VAT');
    expect(deposit).toHaveTextContent('€150.54 due by 25 December 2026');
    expect(
      within(deposit).getByRole('button', { name: 'Download the PDF: Deposit invoice F2026-0012' }),
    ).toBeEnabled();
    expect(
      within(deposit).getByRole('button', { name: 'Cancel with a credit note: Deposit invoice F2026-0012' }),
    ).toBeEnabled();

    const project = screen.getByRole('region', { name: 'Project' });
    const step = (name: string) => within(project).getByText(name).closest('li');
    expect(step('Deposit invoice issued')).toHaveTextContent('Deposit invoice issued on 25 November 2026');
    expect(step('Deposit invoice issued')).toHaveAttribute('aria-current', 'step');
    expect(step('Work completed')).toHaveTextContent('Work completed to come');

    const issue = screen.getByRole('button', { name: 'Work done: issue the final invoice' });
    await user.click(issue);
    const question = screen.getByRole('group', { name: /^Issue the final invoice for quote D2026-0004\?/ });
    expect(question).toHaveTextContent(
      'It states all the work, €501.80 incl. VAT, deducts the deposit invoiced',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(issue).toHaveFocus();
    expect(writes(server)).toEqual([]);

    await user.click(issue);
    await user.click(screen.getByRole('button', { name: 'Yes, issue it' }));

    expect(
      await screen.findByText('Final invoice F2026-0021 was issued and e-mailed to the customer.'),
    ).toBeInTheDocument();
    expect(writes(server).map((request) => request.url.pathname)).toEqual([
      `/api/quotes/${quoteId}/final-invoice`,
    ]);
    // The button is gone with its question: the focus is on the documents, which list the new invoice.
    expect(screen.getByRole('heading', { name: 'Invoices and credit notes', level: 2 })).toHaveFocus();
    const final = await within(documents).findByText('Final invoice F2026-0021');
    expect(final.closest('li')).toHaveTextContent('€351.26 due by 9 January 2027');
    expect(screen.queryByRole('button', { name: 'Work done: issue the final invoice' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('The final invoice is issued');
    expect(step('Final invoice issued')).toHaveAttribute('aria-current', 'step');
    // The deposit not paid yet: the current step is still the last one reached, past the gap.
    expect(step('Deposit received')).toHaveTextContent('Deposit received to come');
    expect(project.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  });

  it('cancels an unpaid invoice with a credit note, after a question', async () => {
    signIn();
    const server = quoteServer(acceptedQuote());
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    const cancel = await screen.findByRole(
      'button',
      { name: 'Cancel with a credit note: Deposit invoice F2026-0012' },
      { timeout: 5000 },
    );
    await user.click(cancel);
    const question = screen.getByRole('group', {
      name: /^Cancel the deposit invoice F2026-0012 \(€150\.54 incl\. VAT\) with a credit note\?/,
    });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Yes, issue the credit note' }));

    expect(
      await screen.findByText('Credit note F2026-0021 was issued: invoice F2026-0012 is cancelled.'),
    ).toBeInTheDocument();
    expect(writes(server).map((request) => request.url.pathname)).toEqual([
      `/api/quotes/${quoteId}/invoices/F2026-0012/credit-note`,
    ]);
    const documents = screen.getByRole('list', { name: 'Invoices and credit notes' });
    await waitFor(() => expect(within(documents).getAllByRole('listitem')).toHaveLength(2));
    const [invoice, note] = within(documents).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(invoice).toHaveTextContent('Cancelled by a credit note');
    expect(note).toHaveTextContent('Credit note F2026-0021');
    expect(note).toHaveTextContent('Cancels invoice F2026-0012');
    expect(within(documents).queryByRole('button', { name: /^Cancel with a credit note/ })).toBeNull();
  });

  it('says why the final invoice was refused when the project moved on meanwhile', async () => {
    signIn();
    const server = quoteServer(acceptedQuote());
    renderApp(`/user/quotes/${quoteId}`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Work done: issue the final invoice' }, { timeout: 5000 }),
    );
    server.refuse = apiError(409, 'quote_status_conflict', 'A final invoice was already issued.');
    await user.click(screen.getByRole('button', { name: 'Yes, issue it' }));

    const refused = await screen.findByText(
      'Not done: the project changed meanwhile. A final invoice was already issued.',
    );
    expect(refused).toHaveAttribute('role', 'alert');
  });

  it('shows the project in French', async () => {
    signIn();
    quoteServer(acceptedQuote());
    renderApp(`/user/quotes/${quoteId}`, 'fr');

    const documents = await screen.findByRole('list', { name: 'Factures et avoirs' }, { timeout: 5000 });
    expect(documents).toHaveTextContent('Facture d’acompte F2026-0012');
    expect(documents).toHaveTextContent(/Reste à payer : 150,54\s€, échéance le 25 décembre 2026/);
    expect(
      within(documents).getByRole('button', { name: 'Annuler par un avoir : Facture d’acompte F2026-0012' }),
    ).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Projet' }))
        .getByText('Facture d’acompte émise')
        .closest('li'),
    ).toHaveTextContent('Facture d’acompte émise le 25 novembre 2026');
    await userEvent.click(
      screen.getByRole('button', { name: 'Travaux terminés : émettre la facture de solde' }),
    );
    expect(
      screen.getByRole('group', { name: /^Émettre la facture de solde du devis D2026-0004 \?/ }),
    ).toHaveTextContent(/Elle reprend l’ensemble des travaux, 501,80\s€ TTC/);
    expect(screen.getByRole('button', { name: 'Oui, l’émettre' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    signIn();
    quoteServer(quoteDetails({ discountPercent: 10 }));
    renderApp(`/user/quotes/${quoteId}`, 'fr');

    const region = await screen.findByRole('region', { name: 'Totaux' }, { timeout: 5000 });
    const value = (label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
    // 2 × 179 at 10 % and 1.5 × 60 at 20 %, less 10 %: bases 322.20 and 81.00.
    expect(value('Remise (10 %)')).toHaveTextContent(/−44,80\s€/);
    expect(value('Total HT')).toHaveTextContent(/403,20\s€/);
    expect(value('TVA à 10 %')).toHaveTextContent(/32,22\s€/);
    expect(value('TVA à 20 %')).toHaveTextContent(/16,20\s€/);
    expect(value('Total TTC')).toHaveTextContent(/451,62\s€/);
    expect(screen.getByRole('group', { name: 'Ligne 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer le devis' })).toBeInTheDocument();
  });
});
