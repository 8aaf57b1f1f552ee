import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsLedger, ReceivedPayment, ReceivedPaymentsPage } from '@shared/payment-schemas';
import { apiError, stubServer } from '@/features/session/testing/render-app';
import { accessToken } from '@/features/back-office/orders/testing/order-server';
import { openAsOwner } from '@/features/back-office/common/testing/open-view';

vi.setConfig({ testTimeout: 20_000 });

const partial: ReceivedPayment = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  source: 'bank_transfer',
  bookedOn: '2026-06-15',
  amountCents: 3_000,
  currency: 'EUR',
  payerName: 'M OU MME MARTIN CLAIRE',
  text: 'Reglement facture f2026-0003 acompte',
  reason: 'partial',
  invoice: {
    number: 'F2026-0003',
    orderId: 'aaaaaaaa-0000-4000-8000-000000000003',
    totalInclVatCents: 6_000,
    customerName: 'Claire Martin',
  },
};
const unnamed: ReceivedPayment = {
  ...partial,
  id: '2c3d4e5f-6071-4829-93a4-b5c6d7e8f901',
  amountCents: 6_000,
  payerName: 'DUPONT JEAN',
  text: 'Licence driver Velux',
  reason: 'no_invoice',
  invoice: null,
};
const openInvoices = [
  {
    orderId: partial.invoice!.orderId,
    number: 'F2026-0003',
    totalInclVatCents: 6_000,
    receivedCents: 0,
    dueCents: 6_000,
    customerName: 'Claire Martin',
  },
  {
    orderId: 'aaaaaaaa-0000-4000-8000-000000000004',
    number: 'F2026-0004',
    totalInclVatCents: 6_000,
    receivedCents: 0,
    dueCents: 6_000,
    customerName: 'Habitat Connecté (Paul Roux)',
  },
];

const ledger: PaymentsLedger = {
  imports: [
    {
      id: 'bbbbbbbb-0000-4000-8000-000000000001',
      fileName: 'releve-juin.xml',
      messageId: 'CAMT053-20260616-000148',
      importedAt: '2026-06-16T07:30:00.000Z',
      importedByName: 'Camille',
      credits: 6,
      matched: 2,
      partial: 1,
      unmatched: 3,
      alreadyImported: 0,
    },
  ],
  payments: [
    {
      id: 'cccccccc-0000-4000-8000-000000000001',
      source: 'bank_transfer',
      means: null,
      bookedOn: '2026-06-15',
      amountCents: 1_250,
      currency: 'EUR',
      payerName: 'MUTUELLE ARTISANS',
      text: 'REMBOURSEMENT',
      status: 'dismissed',
      reason: 'no_invoice',
      resolvedAt: '2026-06-16T08:00:00.000Z',
      resolvedByName: 'Camille',
      fileName: 'releve-juin.xml',
      invoice: null,
    },
    {
      id: 'cccccccc-0000-4000-8000-000000000002',
      source: 'bank_transfer',
      means: null,
      bookedOn: '2026-06-15',
      amountCents: 5_900,
      currency: 'EUR',
      payerName: 'ACME',
      text: 'F2026-0005',
      status: 'matched',
      reason: null,
      resolvedAt: null,
      resolvedByName: null,
      fileName: 'releve-juin.xml',
      invoice: {
        number: 'F2026-0005',
        orderId: 'aaaaaaaa-0000-4000-8000-000000000005',
        totalInclVatCents: 6_000,
        customerName: 'Acme',
        orderStatus: 'invoiced',
        dueCents: 100,
      },
    },
  ],
  next: null,
};

function paymentsServer(
  options: { importAnswer?: () => ReturnType<typeof apiError> | { body: unknown }; canAct?: boolean } = {},
) {
  let page: ReceivedPaymentsPage = {
    items: [partial, unnamed],
    total: 2,
    next: null,
    openInvoices,
    canAct: options.canAct ?? true,
  };
  return stubServer(({ method, url }) => {
    if (url.pathname === '/api/inbox/new-count') return { body: { newCount: 0 } };
    if (url.pathname === '/api/bank-statements' && method === 'POST')
      return (
        options.importAnswer?.() ?? { body: { matched: 2, partial: 1, unmatched: 2, alreadyImported: 1 } }
      );
    if (url.pathname === '/api/received-payments') return { body: page };
    if (url.pathname === '/api/payments-ledger') return { body: ledger };
    if (url.pathname === `/api/received-payments/${partial.id}/match`) {
      page = { items: [unnamed], total: 1, next: null, openInvoices: openInvoices.slice(1), canAct: true };
      return { body: { invoiceNumber: 'F2026-0003', paid: true, dueCents: 0 } };
    }
    return apiError(404, 'not_found', 'No such thing.');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the payments view', () => {
  it('shows a colleague not allowed to handle money what waits, without import, match or set aside', async () => {
    openAsOwner('/user/payments', () => paymentsServer({ canAct: false }), 'fr');
    await screen.findByRole('heading', { name: 'Paiements', level: 1 }, { timeout: 5000 });
    expect(
      await screen.findByText(
        'Importer les relevés bancaires et rapprocher ou écarter les paiements est réservé au propriétaire, ou à un collaborateur qu’il y a autorisé.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Importer un relevé bancaire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Écarter|Mettre de côté/ })).not.toBeInTheDocument();
  });

  it('imports a statement sent as XML with the session, and says what it did', async () => {
    const { requests, user } = openAsOwner('/user/payments', paymentsServer);
    await screen.findByRole('heading', { name: 'Payments', level: 1 }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Import a bank statement' }));
    expect(screen.getByText('Choose the statement file first.')).toBeVisible();

    const file = new File(['<Document/>'], 'releve.xml', { type: 'text/xml' });
    await user.upload(screen.getByLabelText('Bank statement (camt.053 file, XML)'), file);
    await user.click(screen.getByRole('button', { name: 'Import a bank statement' }));

    expect(
      await screen.findByText(
        'Statement imported. Payments matched with their invoice: 2 (orders paid, licences sent). Partial payments put against their invoice: 1. To check below: 2. Already imported before: 1.',
      ),
    ).toBeVisible();
    const sent = requests.find((request) => request.url.pathname === '/api/bank-statements')!;
    expect(sent.url.searchParams.get('fileName')).toBe('releve.xml');
    expect(sent.headers.get('Content-Type')).toBe('application/xml');
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('says why a statement was refused, keeping nothing', async () => {
    const { user } = openAsOwner(
      '/user/payments',
      () =>
        paymentsServer({
          importAnswer: () =>
            apiError(422, 'statement_malformed', 'Stmt 1, entry 3: "150,00" EUR is not an amount.'),
        }),
      'fr',
    );
    await screen.findByRole('heading', { name: 'Paiements', level: 1 }, { timeout: 5000 });
    await user.upload(
      screen.getByLabelText('Relevé bancaire (fichier camt.053, XML)'),
      new File(['<x/>'], 'releve.xml', { type: 'application/xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Importer un relevé bancaire' }));
    const refusal = await screen.findByText(/^Rien n’a été importé/);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent(
      'Rien n’a été importé : le relevé est incomplet ou endommagé (Stmt 1, entry 3: "150,00" EUR is not an amount.). Exportez-le de nouveau depuis votre banque.',
    );
  });

  it('lists what waits, proposes the invoice a payment names, and asks for one when it names none', async () => {
    const { requests, user } = openAsOwner('/user/payments', paymentsServer);
    const list = await screen.findByRole('list', { name: 'Payments to check' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('€30.00 · From M OU MME MARTIN CLAIRE');
    expect(first).toHaveTextContent('Less than invoice F2026-0003 (€60.00): a partial payment.');
    expect(within(first).getByLabelText('Invoice paid by it')).toHaveValue(partial.invoice!.orderId);
    expect(second).toHaveTextContent('No open invoice number in its reference.');
    expect(within(second).getByLabelText('Invoice paid by it')).toHaveValue('');

    await user.click(within(second).getByRole('button', { name: 'Mark this invoice paid' }));
    expect(within(second).getByText('Choose the invoice this payment settles first.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Mark this invoice paid' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(/Invoice F2026-0003 is paid and its licence was sent\./)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payments to check' })).toHaveFocus();
    const match = requests.find((request) => request.url.pathname.endsWith('/match'));
    expect(match?.body).toEqual({ orderId: partial.invoice!.orderId });
  });

  it('keeps a ledger of the statements imported and of every payment, set aside or partial ones included', async () => {
    openAsOwner('/user/payments', paymentsServer, 'fr');
    const imports = await screen.findByRole('list', { name: 'Relevés importés' }, { timeout: 5000 });
    await waitFor(() =>
      expect(imports).toHaveTextContent(
        /releve-juin\.xml, importé le .+ par Camille : 6 crédits ; réglés en totalité 2, partiels 1, à vérifier 3, déjà importés 0\./,
      ),
    );
    const payments = screen.getByRole('list', { name: 'Paiements reçus' });
    const [dismissed, partialOne] = within(payments).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(dismissed).toHaveTextContent('Écarté par Camille.');
    expect(partialOne).toHaveTextContent('Imputé sur la facture F2026-0005 : il reste 1,00 € à régler.');
  });
});
