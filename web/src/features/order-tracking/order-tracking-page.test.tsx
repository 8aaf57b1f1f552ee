import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CustomerOrderView, ORDER_TRACKING_TOKEN_PATTERN } from '@shared/order-schemas';
import { trackingTokenPattern } from './order-tracking-api';
import { apiError, renderApp, stubServer } from '@/features/session/testing/render-app';
import { expectNotFoundPage, focusedHeading, retryAfterNetworkFailure } from '@/testing/customer-pages';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import type { Language } from '@shared/language';

vi.setConfig({ testTimeout: 20_000 });

const token = 'Zm9yLXRoZS1jdXN0b21lci1vbmx5LWFuZC1sb25n';
const files = `/api/order-tracking/${token}`;

const received: CustomerOrderView = {
  number: 42,
  status: 'new',
  locale: 'en',
  driver: 'velux-klf200-gateway',
  driverTitle: { en: 'Velux KLF 200 gateway driver', fr: 'Driver passerelle Velux KLF 200' },
  documentation: '/api/product-files/0123456789abcdef0123456789abcdef/velux_klf200_gateway.pdf',
  mac: '000FFF12AB56',
  receivedAt: '2026-11-19T16:05:00.000Z',
  priceExclVatCents: 25_000,
  timeline: [{ kind: 'order_received', at: '2026-11-19T16:05:00.000Z' }],
  invoice: null,
  payment: null,
  balance: null,
  payByCard: false,
  overdue: false,
  paid: null,
  licence: null,
  creditNotes: [],
};
const invoice = { number: 'F2026-0007', issuedAt: '2026-11-20T09:00:00.000Z', totalInclVatCents: 30_000 };
const invoiced: CustomerOrderView = {
  ...received,
  status: 'invoiced',
  timeline: [...received.timeline, { kind: 'invoice_sent', at: invoice.issuedAt }],
  invoice,
  payment: {
    amountCents: 30_000,
    invoiceNumber: invoice.number,
    beneficiary: 'Domotique Test SAS',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    dueDate: '2026-12-20',
    paymentLink: 'https://pay.example.test/F2026-0007?amount=300.00',
  },
};
const licenceSent: CustomerOrderView = {
  ...invoiced,
  status: 'licence_sent',
  timeline: [
    ...invoiced.timeline,
    { kind: 'order_paid', at: '2026-11-22T10:00:00.000Z' },
    { kind: 'licence_sent', at: '2026-11-22T10:00:01.000Z' },
  ],
  payment: null,
  paid: { means: 'sepa_credit_transfer', paidOn: '2026-11-21', receiptFileName: 'receipt-F2026-0007.pdf' },
  licence: {
    fileName: 'velux-klf200-gateway-000FFF12AB56.lic',
    issuedAt: '2026-11-22T10:00:01.000Z',
    text: 'eyJsaWNlbmNlSWQiOiJ4In0.c2lnbmF0dXJl',
  },
};
const cancelled: CustomerOrderView = {
  ...received,
  status: 'cancelled',
  timeline: [...received.timeline, { kind: 'order_cancelled', at: '2026-11-21T08:00:00.000Z' }],
};

function visitOrder(order: CustomerOrderView | null, language: Language = 'en') {
  const requests = stubServer(({ url }) =>
    url.pathname === files && order ? { body: order } : apiError(404, 'order_not_found', 'No such order.'),
  );
  renderApp(`/order/${token}`, language);
  return requests;
}

const step = (name: RegExp) =>
  within(screen.getByRole('region', { name: /Progress|Avancement/ })).getByText(name);

afterEach(() => vi.unstubAllGlobals());

describe('the customer’s order page', () => {
  it('shows a new order: received, the invoice to come, and lands on its heading', async () => {
    const requests = visitOrder(received);

    await focusedHeading('Your order');
    expect(requests[0]?.url.pathname).toBe(files);
    expect(screen.getByText(/for the processor with MAC address/)).toHaveTextContent(
      'Velux KLF 200 gateway driver for the processor with MAC address 00:0F:FF:12:AB:56',
    );
    expect(step(/Order received/).closest('li')).toHaveTextContent('Order received on 19 November 2026');
    expect(step(/Order received/).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(step(/Invoice sent/).closest('li')).toHaveTextContent('Invoice sent not yet');
    expect(screen.getByText('Your invoice is sent by e-mail within 24 hours of your order.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^Ordered on/)).toHaveTextContent(
      'Ordered on 19 November 2026 · €250.00 excl. VAT',
    );
    await waitFor(() => expect(document.title).toBe('Your order · Domotique Test'));
  });

  it('speaks the customer’s language, and offers the invoice and the payment details while unpaid', async () => {
    visitOrder({ ...invoiced, locale: 'fr' }, 'en');

    await screen.findByRole('heading', { name: 'Votre commande', level: 1 }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Télécharger la facture F2026-0007 (PDF)' })).toHaveAttribute(
      'href',
      `${files}/invoice.pdf`,
    );
    const payment = screen.getByRole('region', { name: 'Paiement' });
    const detail = (name: string) => within(payment).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(detail('Montant')).toHaveTextContent(/^300,00\s€$/);
    expect(detail('IBAN')).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(detail('Référence')).toHaveTextContent('F2026-0007');
    expect(detail('À régler avant le')).toHaveTextContent('20 décembre 2026');
    expect(within(payment).getByRole('link', { name: 'Payer en ligne' })).toHaveAttribute(
      'href',
      invoiced.payment!.paymentLink,
    );
    expect(
      within(payment).getByRole('img', {
        name: /^QR code pour un virement SEPA de 300,00\s€ à Domotique Test SAS, référence F2026-0007$/,
      }),
    ).toHaveAttribute('src', `${files}/payment-qr.svg`);
    expect(step(/Facture envoyée/).closest('li')).toHaveTextContent('Facture envoyée le 20 novembre 2026');
  });

  it('gives the order number, copy buttons for the IBAN and the reference, the documentation and a contact link', async () => {
    // user-event puts a clipboard of its own in the page, which the test then reads.
    const user = userEvent.setup();
    visitOrder(invoiced);

    expect(await screen.findByText('Order no. 42', {}, { timeout: 5000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('FR7630006000011234567890189');
    expect(await screen.findByText('Copied: paste IBAN where you need it.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(await navigator.clipboard.readText()).toBe('F2026-0007');

    const help = screen.getByRole('region', { name: 'Help' });
    expect(
      within(help).getByRole('link', { name: 'Documentation of the Velux KLF 200 gateway driver (PDF)' }),
    ).toHaveAttribute('href', '/api/product-files/0123456789abcdef0123456789abcdef/velux_klf200_gateway.pdf');
    expect(
      within(help).getByRole('link', { name: 'Write to us about this order (contact@example.test)' }),
    ).toHaveAttribute('href', `mailto:contact@example.test?subject=${encodeURIComponent('Order no. 42')}`);
  });

  it('shows the licence’s text to copy into the driver, in French', async () => {
    const user = userEvent.setup();
    // A browser that refuses the page the clipboard.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    visitOrder({ ...licenceSent, locale: 'fr' });

    const text = await screen.findByRole(
      'textbox',
      { name: 'Votre licence, à coller dans la propriété Licence du driver' },
      { timeout: 5000 },
    );
    expect(text).toHaveValue(licenceSent.licence!.text);
    expect(text).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copier la licence' }));
    expect(writeText).toHaveBeenCalledWith(licenceSent.licence!.text);
    expect(
      await screen.findByText('Ce navigateur n’a pas permis la copie : sélectionnez le texte et copiez-le.'),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Documentation du driver passerelle Velux KLF 200 (PDF)' }),
    ).toBeVisible();
  });

  it('offers Pay by card while unpaid when card payment is on, in the page’s language, and says when it is overdue', async () => {
    visitOrder({ ...invoiced, payByCard: true, overdue: true });

    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
    expect(within(payment).getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      `/api/payments/card/${token}?lang=en`,
    );
    expect(within(payment).getByText(/^This invoice was due on 20 December 2026\./)).toBeVisible();
    expect(within(payment).getByText(/^Or pay by bank transfer/)).toBeVisible();
  });

  it('offers no card payment without it, nor for a paid order', async () => {
    visitOrder(invoiced);
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
    expect(within(payment).queryByRole('link', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(within(payment).queryByText(/was due on/)).not.toBeInTheDocument();
  });

  it('back from a card payment, says it is being confirmed, then shows it paid and the licence without a reload', async () => {
    let reads = 0;
    const paidByCard: CustomerOrderView = {
      ...licenceSent,
      locale: 'fr',
      paid: { means: 'card', paidOn: '2026-11-22', receiptFileName: 'recu-F2026-0007.pdf' },
    };
    stubServer(({ url }) => {
      if (url.pathname !== files) return apiError(404, 'order_not_found', 'No such order.');
      reads += 1;
      return { body: reads < 2 ? { ...invoiced, locale: 'fr', payByCard: true } : paidByCard };
    });
    renderApp(`/order/${token}?payment=card`, 'fr');

    const status = await screen.findByText(
      /Votre paiement par carte est en cours de confirmation/,
      {},
      { timeout: 5000 },
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(
      await screen.findByText(
        'Votre paiement par carte est confirmé. Votre licence vous a été envoyée par e-mail.',
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Télécharger la licence/ })).toBeVisible();
    expect(screen.getByText('Payée par carte le 22 novembre 2026.')).toBeVisible();
    expect(reads).toBe(2);
  });

  it('says when a card payment could not be started, and keeps the transfer', async () => {
    stubServer(({ url }) =>
      url.pathname === files ? { body: { ...invoiced, payByCard: true } } : apiError(404, 'x', 'x'),
    );
    renderApp(`/order/${token}?payment=card_unavailable`, 'en');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Card payment could not be started just now. Try again in a few minutes, or pay by bank transfer.',
    );
    expect(screen.getByRole('link', { name: 'Pay by card' })).toBeVisible();
  });

  it('keeps the language the visitor chose with the switch', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    visitOrder({ ...invoiced, locale: 'fr' }, 'en');

    expect(await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR code for a SEPA bank transfer of €300.00/ })).toBeVisible();
    // The driver's name too, in the language chosen rather than the order's.
    expect(screen.getAllByText('Velux KLF 200 gateway driver').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Driver passerelle Velux KLF 200/)).not.toBeInTheDocument();
  });

  it('offers the licence once sent, with what to do with it, and no payment details', async () => {
    visitOrder(licenceSent);

    const download = await screen.findByRole(
      'link',
      { name: 'Download the licence (velux-klf200-gateway-000FFF12AB56.lic)' },
      { timeout: 5000 },
    );
    expect(download).toHaveAttribute('href', `${files}/licence`);
    expect(screen.getByText(/paste the whole text of this file into its Licence property/)).toHaveTextContent(
      'whose MAC address is 00:0F:FF:12:AB:56',
    );
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(step(/Licence sent/).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(step(/Payment received/).closest('li')).toHaveTextContent('Payment received on 22 November 2026');
    expect(screen.getByText('Paid by bank transfer on 21 November 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
      'href',
      `${files}/receipt.pdf`,
    );
  });

  it('says the licence is on its way once paid', async () => {
    visitOrder({ ...licenceSent, status: 'paid', licence: null });
    expect(
      await screen.findByText(
        'Your payment has arrived: your licence is on its way by e-mail.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });

  it('shows a refunded order’s credit note beside the invoice it cancels, in French', async () => {
    visitOrder({
      ...licenceSent,
      locale: 'fr',
      status: 'refunded',
      licence: null,
      timeline: [...licenceSent.timeline, { kind: 'order_refunded', at: '2026-11-25T09:00:00.000Z' }],
      creditNotes: [
        {
          number: 'A2026-0002',
          issuedAt: '2026-11-25T09:00:00.000Z',
          totalInclVatCents: -30_000,
          cancels: 'F2026-0007',
        },
      ],
    });
    const invoice = await screen.findByRole('region', { name: 'Facture' }, { timeout: 5000 });
    expect(invoice).toHaveTextContent(
      /L’avoir A2026-0002 du 25 novembre 2026 annule la facture F2026-0007 \(300,00\s€ TTC\)\./,
    );
    expect(
      within(invoice).getByRole('link', { name: 'Télécharger l’avoir A2026-0002 (PDF)' }),
    ).toHaveAttribute('href', `${files}/credit-notes/A2026-0002.pdf`);
    expect(step(/Commande remboursée/).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Cette commande a été remboursée/)).toBeVisible();
    expect(
      screen.getByText('La licence de cette commande a été révoquée lors de son remboursement.'),
    ).toBeVisible();
  });

  it('offers no licence once it was revoked, and says why', async () => {
    visitOrder({ ...licenceSent, licence: null });
    expect(await screen.findByText(/licence of this order was revoked/, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Download the licence/ })).not.toBeInTheDocument();
  });

  it('says plainly that a cancelled order was cancelled, without the steps it will never reach', async () => {
    visitOrder(cancelled);

    expect(await screen.findByText(/This order was cancelled/, {}, { timeout: 5000 })).toBeVisible();
    expect(step(/Order cancelled/).closest('li')).toHaveTextContent('Order cancelled on 21 November 2026');
    expect(screen.queryByText('Invoice sent')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Licence' })).not.toBeInTheDocument();
  });

  it('answers an unknown or malformed link with a clear page and a way to reach the business', async () => {
    visitOrder(null);

    await expectNotFoundPage('Order not found');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Order not found" when the address changes to an unknown order in the same tab', async () => {
    const unknown = 'dW5rbm93bi10by10aGUtc2VydmVyLWF0LWFsbA';
    stubServer(({ url }) =>
      url.pathname === files ? { body: received } : apiError(404, 'order_not_found', 'No such order.'),
    );
    const router = renderApp(`/order/${token}`);
    expect(await screen.findByText('Order received', {}, { timeout: 5000 })).toBeVisible();

    await act(() => router.navigate(`/order/${unknown}`));
    expect(
      await screen.findByRole('heading', { name: 'Order not found', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Order received')).not.toBeInTheDocument();
    expect(screen.queryByText(/for the processor with MAC address/)).not.toBeInTheDocument();

    // And back to the known one, then to a link cut short: each shows its own answer.
    await act(() => router.navigate(`/order/${token}`));
    expect(await screen.findByText('Order received', {}, { timeout: 5000 })).toBeVisible();
    await act(() => router.navigate('/order/cut-short'));
    expect(
      await screen.findByRole('heading', { name: 'Order not found', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Order received')).not.toBeInTheDocument();
  });

  it('does not ask the server about a link cut short or mistyped', async () => {
    const requests = stubServer(() => ({ body: received }));
    renderApp('/order/abc:def');

    expect(
      await screen.findByRole('heading', { name: 'Order not found', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('reads tokens as the server hands them out', () => {
    expect(trackingTokenPattern.source).toBe(ORDER_TRACKING_TOKEN_PATTERN.source);
  });

  it('offers to try again when the server cannot be reached', async () => {
    await retryAfterNetworkFailure(
      `/order/${token}`,
      'Your order could not be loaded: the server could not be reached.',
      { body: received },
    );
    expect(await screen.findByText('Order received')).toBeVisible();
  });
});
