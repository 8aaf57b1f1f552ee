import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectView, QuoteInvoiceSummary } from '@shared/quote-schemas';
import type { Language } from '@shared/language';
import {
  depositAmounts,
  type PublicQuoteView,
  QUOTE_TOKEN_PATTERN,
  type QuoteLine,
  quoteTotals,
} from '@shared/quote-schemas';
import { apiError, type FakeRequest, renderApp, stubServer } from '@/features/session/testing/render-app';
import { expectNotFoundPage, focusedHeading, retryAfterNetworkFailure } from '@/testing/customer-pages';
import { projectSteps } from '@/testing/project-steps';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { openCheckout, quoteTokenPattern } from './quote-page-api';

// Leaving for the payment page is only watched: jsdom does not navigate.
vi.mock(import('./quote-page-api'), async (actual) => ({ ...(await actual()), openCheckout: vi.fn() }));

vi.setConfig({ testTimeout: 20_000 });

const token = 'cXVvdGUtZm9yLXRoZS1jdXN0b21lci1vbmx5LWFuZC1';
const api = `/api/public/quotes/${token}`;

/** A renovation: the study and programming at 10 %, the processor at 20 %. */
const lines: QuoteLine[] = [
  {
    description: 'Study and plans',
    quantity: 1,
    unit: 'flat_rate',
    unitPriceCents: 45_000,
    vatRatePercent: 10,
  },
  {
    description: 'Control4 programming',
    quantity: 12.5,
    unit: 'hour',
    unitPriceCents: 7_500,
    vatRatePercent: 10,
  },
  {
    description: 'Control4 CORE 3 processor',
    quantity: 1,
    unit: 'unit',
    unitPriceCents: 129_900,
    vatRatePercent: 20,
  },
];
const totals = quoteTotals(lines);
const open: PublicQuoteView = {
  number: 'D2026-0007',
  version: 1,
  status: 'sent',
  closed: null,
  language: 'en',
  issueDate: '2026-11-19',
  validUntil: '2026-12-19',
  seller: { name: 'Domotique Test', email: 'contact@example.test', phone: '+33 4 00 00 00 00' },
  buyer: { name: 'Jeanne Martin', company: '' },
  lines: lines.map((line) => ({ ...line, netCents: Math.round(line.quantity * line.unitPriceCents) })),
  discountPercent: 0,
  totals,
  deposit: depositAmounts(totals, 30),
  notes: 'Work over two days, in January.',
  vatRegime: 'standard',
  acceptedBy: null,
  acceptedAt: null,
  declinedAt: null,
  pdfUrl: `${api}/pdf`,
  project: null,
};
const acceptedAt = '2026-11-20T10:30:00.000Z';
const accepted: PublicQuoteView = {
  ...open,
  status: 'accepted',
  closed: 'accepted',
  acceptedBy: 'Jeanne Martin',
  acceptedAt,
};

/** Accepted on 20 November: the deposit invoice issued the same day, to pay by card or transfer. */
const depositInvoice: QuoteInvoiceSummary = {
  number: 'F2026-0012',
  kind: 'deposit',
  documentType: 'invoice',
  credits: null,
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  grossCents: 92_552,
  dueCents: 92_552,
  status: 'unpaid',
  paidOn: null,
  pdfUrl: `${api}/invoices/F2026-0012/pdf`,
};
const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h2v2H0z"/></svg>';
const project: ProjectView = {
  steps: projectSteps('2026-11-20', '2026-11-20'),
  documents: [depositInvoice],
  payment: {
    invoiceNumber: 'F2026-0012',
    amountCents: 92_552,
    dueDate: '2026-12-20',
    beneficiary: 'Domotique Test',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPPXXX',
    paymentLink: null,
    qrSvg,
    payByCard: true,
  },
};
const invoiced: PublicQuoteView = { ...accepted, project };

/**
 * The server: the quote as `quote` says, and what accept, decline and pay answer; once answered, the quote as
 * `after` says, when given.
 */
function visitQuote(
  quote: PublicQuoteView | null,
  language: Language = 'en',
  answer: (request: FakeRequest) => ReturnType<Parameters<typeof stubServer>[0]> = () => ({ status: 500 }),
  after?: PublicQuoteView,
) {
  let answered = false;
  const requests = stubServer((request) => {
    if (request.method === 'POST') {
      answered = true;
      return answer(request);
    }
    const shown = answered && after ? after : quote;
    return request.url.pathname === api && shown
      ? { body: shown }
      : apiError(404, 'not_found', 'This link does not open any quote.');
  });
  renderApp(`/quote/${token}`, language);
  return requests;
}

const answerBox = () => screen.getByRole('region', { name: /^(Your answer|Votre réponse)$/ });
const step = (name: string) =>
  within(screen.getByRole('region', { name: /^(Progress|Avancement)$/ }))
    .getByText(name)
    .closest('li');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the customer’s quote page', () => {
  it('shows the quote as the customer reads it: who from, the lines, the totals per VAT rate, the deposit, the PDF', async () => {
    const requests = visitQuote(open);

    await focusedHeading('Your quote');
    expect(requests[0]?.url.pathname).toBe(api);
    expect(screen.getByText('Quote no. D2026-0007')).toBeVisible();
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('From')).toHaveTextContent('Domotique Test');
    expect(fact('For')).toHaveTextContent('Jeanne Martin');
    expect(fact('Date')).toHaveTextContent('19 November 2026');
    expect(fact('Valid until')).toHaveTextContent('19 December 2026');

    const table = screen.getByRole('table', { name: 'Details of the quote' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['Study and plans', 'flat rate', '€450.00', '10%', '€450.00'],
      ['Control4 programming', '12.5 hours', '€75.00', '10%', '€937.50'],
      ['Control4 CORE 3 processor', '1 unit', '€1,299.00', '20%', '€1,299.00'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Unit price excl. VAT' })).toBeInTheDocument();

    const amounts = screen.getByRole('region', { name: 'Amounts' });
    const amount = (name: string | RegExp) =>
      within(amounts).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(amount('Total excl. VAT')).toHaveTextContent('€2,686.50');
    expect(amount('VAT at 10% on €1,387.50')).toHaveTextContent('€138.75');
    expect(amount('VAT at 20% on €1,299.00')).toHaveTextContent('€259.80');
    expect(amount('Total incl. VAT')).toHaveTextContent('€3,085.05');
    expect(within(amounts).queryByText(/before discount/)).not.toBeInTheDocument();
    expect(within(amounts).getByText(/^VAT at 10%: improvement/)).toBeVisible();

    expect(
      screen.getByText(
        'A deposit of 30% is asked on acceptance: €925.52 incl. VAT, invoiced as soon as you accept.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('The balance, €2,159.53 incl. VAT, is invoiced once the work is completed.'),
    ).toBeVisible();
    expect(screen.getByText('Work over two days, in January.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', `${api}/pdf`);
    expect(
      screen.getByRole('link', { name: 'Write to us about this quote (contact@example.test)' }),
    ).toHaveAttribute(
      'href',
      `mailto:contact@example.test?subject=${encodeURIComponent('Quote D2026-0007')}`,
    );
    expect(within(answerBox()).getByRole('button', { name: 'Accept the quote' })).toBeVisible();
    expect(within(answerBox()).getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your quote · Domotique Test'));
  });

  it('speaks the quote’s language, with its discount, in French', async () => {
    visitQuote(
      { ...open, language: 'fr', version: 2, discountPercent: 10, totals: quoteTotals(lines, 10) },
      'en',
    );

    await screen.findByRole('heading', { name: 'Votre devis', level: 1 }, { timeout: 5000 });
    expect(screen.getByText('Devis n° D2026-0007, version 2')).toBeVisible();
    const amounts = screen.getByRole('region', { name: 'Montants' });
    const amount = (name: string | RegExp) =>
      within(amounts).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(amount('Total HT avant remise')).toHaveTextContent(/^2\s686,50\s€$/);
    expect(amount(/^Remise de 10\s%$/)).toHaveTextContent(/^-268,65\s€$/);
    expect(amount('Total TTC')).toHaveTextContent(/^2\s776,55\s€$/);
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '12,5 heures' })).toBeVisible();
    expect(within(answerBox()).getByRole('button', { name: 'Refuser le devis' })).toBeVisible();
  });

  it('keeps the language the visitor chose with the switch', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    visitQuote({ ...open, language: 'fr' }, 'en');
    expect(
      await screen.findByRole('heading', { name: 'Your quote', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('accepts only with a name typed and the box ticked, then confirms, says what comes next and shows the steps', async () => {
    const user = userEvent.setup();
    const requests = visitQuote(
      open,
      'en',
      ({ url }) =>
        url.pathname === `${api}/accept`
          ? {
              body: {
                number: open.number,
                status: 'accepted',
                acceptedBy: 'Jeanne Martin',
                acceptedAt,
                declinedAt: null,
              },
            }
          : { status: 500 },
      accepted,
    );
    const accept = await screen.findByRole('button', { name: 'Accept the quote' }, { timeout: 5000 });
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    const box = screen.getByRole('checkbox', { name: 'I accept this quote' });
    expect(box).toHaveAccessibleDescription(
      'I accept quote D2026-0007 without reservation, for a total of €3,085.05 incl. VAT.',
    );

    await user.click(accept);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Type your full name: it stands as your signature.');
    expect(box).toHaveAccessibleDescription(/Tick “I accept this quote” to accept it\.$/);

    await user.type(name, 'Jeanne Martin');
    await user.click(accept);
    expect(box).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(box);
    await user.click(accept);
    const confirmation = await screen.findByRole('heading', {
      name: 'Thank you: your quote is accepted',
      level: 2,
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.url.pathname).toBe(`${api}/accept`);
    expect(posted?.body).toEqual({ name: 'Jeanne Martin', accept: true });
    expect(posted?.headers.get('Accept-Language')).toBe('en');
    expect(screen.getByText(/^Accepted by/)).toHaveTextContent(
      /^Accepted by Jeanne Martin on 20 November 2026/,
    );
    expect(screen.getByText(/^What happens next/)).toHaveTextContent(
      'What happens next: we send you the deposit invoice (€925.52 incl. VAT) by e-mail, and once it is paid we get in touch to schedule the work.',
    );
    expect(step('Quote accepted')).toHaveTextContent('Quote accepted on 20 November 2026');
    expect(step('Quote accepted')).toHaveAttribute('aria-current', 'step');
    expect(step('Deposit invoice sent')).toHaveTextContent('Deposit invoice sent to come');
    for (const later of ['Deposit received', 'Work completed', 'Final invoice sent', 'Paid in full'])
      expect(step(later)).toHaveTextContent(`${later} to come`);
    expect(screen.queryByRole('button', { name: 'Accept the quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says when the answer could not be sent, and keeps what was typed', async () => {
    const user = userEvent.setup();
    visitQuote(open, 'en', () => new TypeError('Failed to fetch'));
    const name = await screen.findByRole('textbox', { name: 'Your full name' }, { timeout: 5000 });
    await user.type(name, 'Jeanne Martin');
    await user.click(screen.getByRole('checkbox', { name: 'I accept this quote' }));
    await user.click(screen.getByRole('button', { name: 'Accept the quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent: the server could not be reached. What you typed is kept: try again in a moment.',
    );
    expect(name).toHaveValue('Jeanne Martin');
    expect(screen.getByRole('checkbox', { name: 'I accept this quote' })).toBeChecked();
  });

  it('shows the new state when the quote closed meanwhile (a revision sent since)', async () => {
    const user = userEvent.setup();
    let reads = 0;
    stubServer(({ method, url }) => {
      if (method === 'POST')
        return apiError(409, 'quote_closed', 'This version of the quote was replaced.', {
          reason: 'revised',
        });
      if (url.pathname !== api) return apiError(404, 'not_found', 'No.');
      reads += 1;
      return { body: reads === 1 ? open : { ...open, closed: 'revised' } };
    });
    renderApp(`/quote/${token}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your full name' }, { timeout: 5000 }),
      'Jeanne Martin',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I accept this quote' }));
    await user.click(screen.getByRole('button', { name: 'Accept the quote' }));

    const heading = await screen.findByRole('heading', { name: 'This version has been replaced', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Accept the quote' })).not.toBeInTheDocument();
  });

  it('declines after a confirmation, with the reason given, in French', async () => {
    const user = userEvent.setup();
    const declinedAt = '2026-11-21T09:00:00.000Z';
    const requests = visitQuote({ ...open, language: 'fr' }, 'fr', ({ url }) =>
      url.pathname === `${api}/decline`
        ? {
            body: { number: open.number, status: 'declined', acceptedBy: null, acceptedAt: null, declinedAt },
          }
        : { status: 500 },
    );
    await user.click(await screen.findByRole('button', { name: 'Refuser le devis' }, { timeout: 5000 }));

    const question = screen.getByRole('heading', { name: 'Refuser ce devis ?', level: 3 });
    await waitFor(() => expect(question).toHaveFocus());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refuser le devis' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Refuser le devis' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Motif (facultatif)' }),
      'Budget reporté à l’an prochain',
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));

    const heading = await screen.findByRole('heading', { name: 'Devis refusé', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.url.pathname).toBe(`${api}/decline`);
    expect(posted?.body).toEqual({ reason: 'Budget reporté à l’an prochain' });
    expect(posted?.headers.get('Accept-Language')).toBe('fr');
    expect(screen.getByText(/^Vous avez refusé ce devis le 21 novembre 2026\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).not.toBeInTheDocument();
  });

  it('declines without a reason', async () => {
    const user = userEvent.setup();
    const requests = visitQuote(open, 'en', () => ({
      body: {
        number: open.number,
        status: 'declined',
        acceptedBy: null,
        acceptedAt: null,
        declinedAt: acceptedAt,
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Decline the quote' }));
    expect(await screen.findByRole('heading', { name: 'Quote declined' })).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({});
  });

  it('says a revised quote’s old link is replaced, with no way to answer it', async () => {
    visitQuote({ ...open, closed: 'revised' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This version has been replaced', level: 2 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^A newer version of this quote was sent to you: please use the link in the latest e-mail/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
    // The heading the visitor lands on is the page's, the state right under it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your quote', level: 1 })).toHaveFocus());
  });

  it('says when an expired quote was valid until, with a way to ask for a new one', async () => {
    visitQuote({ ...open, language: 'fr', status: 'expired', closed: 'expired' }, 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Ce devis a expiré' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/^Il était valable jusqu’au 19 décembre 2026\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Demander un devis actualisé' })).toHaveAttribute(
      'href',
      `mailto:contact@example.test?subject=${encodeURIComponent('Devis D2026-0007')}`,
    );
    expect(screen.queryByRole('button', { name: /Accepter|Refuser/ })).not.toBeInTheDocument();
  });

  it('shows an accepted quote’s confirmation and steps when opened again, in French', async () => {
    visitQuote({ ...accepted, language: 'fr' }, 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Merci : votre devis est accepté' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/^Accepté par/)).toHaveTextContent(
      /^Accepté par Jeanne Martin le 20 novembre 2026/,
    );
    expect(step('Devis accepté')).toHaveTextContent('Devis accepté le 20 novembre 2026');
    expect(step('Facture d’acompte envoyée')).toHaveTextContent('Facture d’acompte envoyée à venir');
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).not.toBeInTheDocument();
  });

  it('leaves the deposit’s steps out of a quote without a deposit', async () => {
    visitQuote({ ...accepted, deposit: depositAmounts(totals, 0) });
    expect(
      await screen.findByText(
        'No deposit: the whole amount is invoiced once the work is completed.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText('What happens next: we get in touch with you shortly to schedule the work.'),
    ).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Quote accepted',
      'Work completed',
      'Final invoice sent',
      'Paid in full',
    ]);
  });

  it('becomes the project page once accepted: the deposit invoice with its PDF, and how to pay it', async () => {
    const user = userEvent.setup();
    const acceptAnswer = { number: open.number, status: 'accepted', acceptedBy: 'Jeanne Martin', acceptedAt };
    visitQuote(open, 'en', () => ({ body: { ...acceptAnswer, declinedAt: null } }), invoiced);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your full name' }, { timeout: 5000 }),
      'Jeanne Martin',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I accept this quote' }));
    await user.click(screen.getByRole('button', { name: 'Accept the quote' }));

    // Read again after accepting: the deposit invoice issued meanwhile, and what is due.
    const due = await screen.findByRole('region', { name: 'Amount due' });
    expect(screen.getByRole('heading', { name: 'Your project', level: 1 })).toBeVisible();
    expect(
      within(due).getByText('Deposit invoice F2026-0012: €925.52 incl. VAT, due by 20 December 2026.'),
    ).toBeVisible();
    const fact = (name: string) => within(due).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('Amount')).toHaveTextContent('€925.52');
    expect(fact('IBAN')).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(fact('Reference')).toHaveTextContent('F2026-0012');
    expect(fact('Due by')).toHaveTextContent('20 December 2026');
    expect(within(due).getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
    // The QR code the server drew is an image, never markup of the page.
    const qr = within(due).getByRole('img', {
      name: 'QR code for a SEPA bank transfer of €925.52 to Domotique Test, reference F2026-0012',
    });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`);
    expect(document.querySelector('path[d="M0 0h2v2H0z"]')).toBeNull();
    expect(within(due).getByRole('button', { name: 'Pay by card' })).toBeVisible();

    const documents = screen.getByRole('region', { name: 'Your documents' });
    expect(within(documents).getByRole('link', { name: 'Deposit invoice F2026-0012 (PDF)' })).toHaveAttribute(
      'href',
      `${api}/invoices/F2026-0012/pdf`,
    );
    expect(within(documents).getByText('Issued on 20 November 2026: €925.52 incl. VAT.')).toBeVisible();
    expect(within(documents).getByText('€925.52 to pay by 20 December 2026.')).toBeVisible();

    expect(step('Deposit invoice sent')).toHaveTextContent('Deposit invoice sent on 20 November 2026');
    expect(step('Deposit invoice sent')).toHaveAttribute('aria-current', 'step');
    expect(step('Quote accepted')).not.toHaveAttribute('aria-current');
    expect(step('Deposit received')).toHaveTextContent('Deposit received to come');
    expect(screen.queryByText(/^What happens next/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Write to us about this quote (contact@example.test)' }),
    ).toHaveAttribute(
      'href',
      `mailto:contact@example.test?subject=${encodeURIComponent('Quote D2026-0007')}`,
    );
  });

  it('pays by card on the payment page the server opens, in the page’s language', async () => {
    const user = userEvent.setup();
    const checkout = 'https://checkout.stripe.com/c/pay/cs_test_a1';
    const requests = visitQuote(invoiced, 'en', ({ url }) =>
      url.pathname === `${api}/pay` ? { body: { url: checkout } } : { status: 500 },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }, { timeout: 5000 }));

    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(checkout));
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.url.pathname).toBe(`${api}/pay`);
    expect(posted?.headers.get('Accept-Language')).toBe('en');
  });

  it('says when card payment cannot be started, the transfer details still there', async () => {
    const user = userEvent.setup();
    vi.mocked(openCheckout).mockClear();
    visitQuote(invoiced, 'en', () => apiError(503, 'card_payment_unavailable', 'Card payment is off.'));
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }, { timeout: 5000 }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Card payment could not be started just now. Try again in a few minutes, or pay by bank transfer.',
    );
    expect(openCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: /^QR code for a SEPA bank transfer of €925\.52/ })).toBeVisible();
  });

  it('follows the whole project in French: the deposit paid, an invoice cancelled by a credit note, the balance due', async () => {
    const finalInvoice: QuoteInvoiceSummary = {
      ...depositInvoice,
      number: 'F2026-0020',
      kind: 'final',
      issueDate: '2027-01-15',
      dueDate: '2027-01-30',
      grossCents: 308_505,
      dueCents: 215_953,
      pdfUrl: `${api}/invoices/F2026-0020/pdf`,
    };
    const project: ProjectView = {
      steps: projectSteps('2026-11-20', '2026-11-20', '2026-11-25', '2027-01-14', '2027-01-15'),
      documents: [
        { ...depositInvoice, status: 'paid', dueCents: 0, paidOn: '2026-11-25' },
        { ...finalInvoice, number: 'F2026-0018', issueDate: '2027-01-14', status: 'cancelled', dueCents: 0 },
        {
          ...finalInvoice,
          number: 'F2026-0019',
          documentType: 'credit_note',
          credits: 'F2026-0018',
          issueDate: '2027-01-15',
          dueDate: null,
          grossCents: -308_505,
          dueCents: 0,
          status: 'credit_note',
        },
        finalInvoice,
      ],
      payment: {
        ...invoiced.project!.payment!,
        invoiceNumber: 'F2026-0020',
        amountCents: 215_953,
        dueDate: '2027-01-30',
        payByCard: false,
      },
    };
    visitQuote({ ...accepted, language: 'fr', project }, 'fr');

    expect(
      await screen.findByRole('heading', { name: 'Votre projet', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const due = screen.getByRole('region', { name: 'Reste à payer' });
    expect(
      within(due).getByText(
        /^Facture de solde F2026-0020 : 2\s159,53\s€ TTC, à régler avant le 30 janvier 2027\.$/,
      ),
    ).toBeVisible();
    expect(within(due).queryByRole('button', { name: 'Payer par carte' })).not.toBeInTheDocument();
    expect(within(due).getByText(/^Réglez par virement avec les coordonnées ci-dessous/)).toBeVisible();
    expect(
      within(due).getByRole('img', {
        name: /^QR code pour un virement SEPA de 2\s159,53\s€ à Domotique Test/,
      }),
    ).toBeVisible();

    const documents = within(screen.getByRole('region', { name: 'Vos documents' })).getAllByRole('listitem');
    expect(documents.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Facture d’acompte F2026-0012 (PDF)',
      'Facture de solde F2026-0018 (PDF)',
      'Avoir F2026-0019 (PDF)',
      'Facture de solde F2026-0020 (PDF)',
    ]);
    expect(documents[0]).toHaveTextContent('Réglée le 25 novembre 2026.');
    expect(documents[1]).toHaveTextContent('Annulée par un avoir.');
    expect(documents[2]).toHaveTextContent(
      /Émis le 15 janvier 2027 : annule la facture F2026-0018 \(3\s085,05\s€ TTC\)\./,
    );
    expect(documents[3]).toHaveTextContent(/Reste à payer : 2\s159,53\s€, avant le 30 janvier 2027\./);

    expect(step('Facture de solde envoyée')).toHaveAttribute('aria-current', 'step');
    expect(step('Travaux réalisés')).toHaveTextContent('Travaux réalisés le 14 janvier 2027');
    expect(step('Réglé en totalité')).toHaveTextContent('Réglé en totalité à venir');
  });

  it('confirms a card payment on the way back from the payment page, once recorded', async () => {
    let reads = 0;
    const paid: PublicQuoteView = {
      ...invoiced,
      project: {
        ...project,
        steps: project.steps.map((step) =>
          step.key === 'deposit_paid' ? { ...step, on: '2026-11-21' } : step,
        ),
        documents: [{ ...depositInvoice, status: 'paid', dueCents: 0, paidOn: '2026-11-21' }],
        payment: null,
      },
    };
    stubServer(({ url }) => {
      if (url.pathname !== api) return apiError(404, 'not_found', 'No.');
      reads += 1;
      return { body: reads === 1 ? invoiced : paid };
    });
    renderApp(`/quote/${token}?payment=card`);

    expect(
      await screen.findByText(
        'Thank you. Your card payment is being confirmed: this page updates by itself in a few seconds.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // A second payment is not offered while the first is confirmed.
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Your card payment is confirmed. Thank you.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Amount due' })).not.toBeInTheDocument();
    expect(step('Deposit received')).toHaveTextContent('Deposit received on 21 November 2026');
  });

  it('answers an unknown link with a clear page, and a malformed one without asking the server', async () => {
    visitQuote(null);
    await expectNotFoundPage('Quote not found');

    vi.unstubAllGlobals();
    const requests = stubServer(() => ({ body: open }));
    renderApp('/quote/cut-short');
    expect(
      (await screen.findAllByRole('heading', { name: 'Quote not found', level: 1 }, { timeout: 5000 }))
        .length,
    ).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    await retryAfterNetworkFailure(
      `/quote/${token}`,
      'Your quote could not be loaded: the server could not be reached.',
      { body: open },
    );
    expect(await screen.findByRole('button', { name: 'Accept the quote' })).toBeVisible();
  });

  it('reads links as the server hands them out', () => {
    expect(quoteTokenPattern.source).toBe(QUOTE_TOKEN_PATTERN.source);
  });
});
